import type { passkeyEn } from './en'

/** Dutch texts of the passkey wallet's panel. */
export const passkeyNl: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Je toegangssleutel is de enige sleutel van deze wallet. Er is geen herstelzin: als je de toegangssleutel verliest, kan niemand (niet Walletport, niet deze site) het tegoed herstellen. Voeg voor de zekerheid een tweede toegangssleutel toe op een ander apparaat.',
  'passkey.keys':
    '{count, plural, one {# toegangssleutel is eigenaar van deze wallet en kan hem gebruiken. Bewaar je sleutels op verschillende apparaten.} other {# toegangssleutels zijn eigenaar van deze wallet: elk ervan kan hem gebruiken. Bewaar ze op verschillende apparaten.}}',
  'passkey.onlyKeyRecoverable':
    'Je toegangssleutel is de enige sleutel van deze wallet. Als je hem verliest, kan je hersteladres {recoverer} na de wachttijd hieronder een nieuwe toegangssleutel toevoegen. Een tweede toegangssleutel op een ander apparaat gaat sneller.',
  'passkey.synced':
    'Je aanbieder van toegangssleutels meldt dat deze toegangssleutel gesynchroniseerd is: hij staat op de apparaten die bij die aanbieder zijn ingelogd (bijvoorbeeld iCloud-sleutelhanger of Google Wachtwoordmanager).',
  'passkey.deviceOnly':
    'Deze toegangssleutel wordt niet gesynchroniseerd: hij staat alleen op dit apparaat of deze beveiligingssleutel.',
  'passkey.syncUnknown':
    'Je browser heeft niet gemeld of deze toegangssleutel met je andere apparaten wordt gesynchroniseerd.',
  'passkey.add': 'Een tweede toegangssleutel toevoegen',
  'passkey.adding': 'Toevoegen… maak de nieuwe toegangssleutel en bevestig dan met je huidige',
  'passkey.added': 'Klaar: de tweede toegangssleutel is nu ook eigenaar van deze wallet.',
  'passkey.addCancelled': 'Geannuleerd: er is geen toegangssleutel toegevoegd.',
  'passkey.addFailed': 'De tweede toegangssleutel kon niet worden toegevoegd: {reason}',
  'permissions.title': 'Toestemmingen voor apps',
  'permissions.none': 'Geen enkele site mag iets uit deze wallet nemen zonder het je te vragen.',
  'permissions.unreadable':
    'De toestemmingen van deze wallet konden niet van het netwerk worden gelezen. Probeer het later opnieuw.',
  'permissions.usedThisPeriod': 'Gebruikt in deze periode: {used}. Eindigt {until}.',
  'permissions.usedInAll': 'Tot nu toe gebruikt: {used}. Eindigt {until}.',
  'permissions.revoke': 'Intrekken',
  'permissions.revoking': 'Controleer het verzoek en bevestig het…',
  'recovery.title': 'Hersteladres',
  'recovery.none':
    'Geen hersteladres. Geef een wallet op die je elders hebt (een andere wallet-app, een hardwarewallet, iemand die je vertrouwt): als je alle toegangssleutels verliest, kan die na {delay} een nieuwe toevoegen, en elk van je toegangssleutels kan dat in die tijd tegenhouden.',
  'recovery.current':
    '{recoverer} kan een nieuwe toegangssleutel voor deze wallet voorstellen; die gaat {delay} later in, tenzij je annuleert.',
  'recovery.address': 'Hersteladres',
  'recovery.name': 'Hersteladres opgeven',
  'recovery.change': 'Hersteladres wijzigen',
  'recovery.invalid':
    'Voer een adres in: 0x en 40 hexadecimale tekens (bij hoofd- en kleine letters door elkaar moet de checksum geldig zijn).',
  'recovery.self': 'Deze wallet kan niet zijn eigen hersteladres zijn.',
  'recovery.asking': 'Controleer het verzoek en bevestig het…',
  'recovery.named': 'Klaar: {recoverer} is het hersteladres van deze wallet.',
  'recovery.rejected': 'Geannuleerd: er is niets gewijzigd.',
  'recovery.failed': 'Niet gewijzigd: {reason}',
  'recovery.unreadable': 'De herstelinstellingen konden niet worden gelezen: {reason}',
  'recovery.pending':
    'Herstel loopt: {recoverer} heeft een nieuwe toegangssleutel voor deze wallet voorgesteld. Die kan ingaan vanaf {time}. Was jij dit niet, annuleer het dan nu.',
  'recovery.ready':
    'Herstel gereed: {recoverer} heeft een nieuwe toegangssleutel voorgesteld, die nu iedereen aan deze wallet kan toevoegen. Was jij dit niet, annuleer het dan nu.',
  'recovery.cancel': 'Herstel annuleren',
  'recovery.cancelLater': 'Rond eerst het verzoek op het scherm af en annuleer daarna het herstel.',
  'recovery.cancelled': 'Het herstel is geannuleerd.',
  'passkeyWindow.create': 'Je wallet met toegangssleutel maken',
  'passkeyWindow.use': 'Je toegangssleutel gebruiken',
  'passkeyWindow.addPasskey': 'Een tweede toegangssleutel toevoegen',
  'passkeyWindow.recover': 'De nieuwe toegangssleutel maken van de wallet die je herstelt',
  'passkeyWindow.why':
    'De wallet kan niet om je toegangssleutel vragen binnen de pagina van {site} (de site of deze browser staat dat niet toe), dus vraagt hij het in dit eigen venster. Je toegangssleutel werkt alleen voor de wallet, nooit voor de site.',
  'passkeyWindow.continue': 'Doorgaan met je toegangssleutel',
  'passkeyWindow.loading': 'Wachten op de wallet…',
  'passkeyWindow.orphan': 'Dit venster werkt alleen als de wallet het opent.',
  'passkeyWindow.pressAgain':
    'Deze browser vraagt om toegangssleutels in een eigen venster, niet binnen deze pagina. Druk nogmaals op de knop om daar verder te gaan.',
  'passkeyWindow.blocked':
    'De browser heeft het venster voor de toegangssleutel geblokkeerd. Sta pop-ups toe voor de wallet en probeer het opnieuw.',
  'passkey.unsupported':
    'Deze browser kan geen wallet met toegangssleutel bevatten: hij ondersteunt hier geen toegangssleutels (WebAuthn). Gebruik een andere browser of een wallet-app.',
  'recover.title': 'Een wallet met toegangssleutel herstellen',
  'recover.intro':
    'De toegangssleutel kwijt van een wallet die deze als hersteladres heeft opgegeven? Stel hier een nieuwe toegangssleutel voor die wallet voor. Die gaat in na de wachttijd van die wallet, tenzij een van zijn toegangssleutels het annuleert.',
  'recover.find': 'Wallets zoeken die ik kan herstellen',
  'recover.searching': 'Zoeken naar wallets die dit adres opgeven…',
  'recover.noneFound':
    'Geen enkele wallet met toegangssleutel heeft dit adres onlangs opgegeven. Voer het adres van de wallet in als je het weet.',
  'recover.account': 'Adres van de te herstellen wallet',
  'recover.check': 'Deze wallet controleren',
  'recover.idle': '{account}: geen herstel in behandeling.',
  'recover.waiting': '{account}: er is een nieuwe toegangssleutel voorgesteld; die kan ingaan vanaf {time}.',
  'recover.ready': '{account}: de wachttijd is verstreken; de voorgestelde toegangssleutel kan nu worden toegevoegd.',
  'recover.propose': 'Een nieuwe toegangssleutel voorstellen',
  'recover.proposeAgain': 'In plaats daarvan een andere toegangssleutel voorstellen',
  'recover.execute': 'Het herstel voltooien',
  'recover.asking': 'Maak de toegangssleutel als daarom wordt gevraagd, controleer dan het verzoek en bevestig het…',
  'recover.invalid': 'Voer het adres van de wallet in: 0x en 40 hexadecimale tekens.',
  'recover.notRecoverer':
    'Deze wallet is niet het hersteladres van {account}: alleen het hersteladres ervan kan een nieuwe toegangssleutel voorstellen.',
  'recover.notPasskeyAccount': '{account} is geen wallet met toegangssleutel van deze dienst: er is niets verzonden.',
  'recover.nothingPending':
    'Er is geen herstel in behandeling voor deze wallet: het is al voltooid of geannuleerd, of nooit voorgesteld.',
  'recover.notReady': 'Nog niet: de wachttijd van dit herstel is nog niet verstreken.',
  'recover.checkDone': 'Deze wallet kan {account} herstellen.',
  'recover.proposeDone':
    'Voorgesteld: je nieuwe toegangssleutel kan {account} overnemen zodra de wachttijd is verstreken. Kom dan terug om het herstel te voltooien.',
  'recover.warning':
    'Iedereen kan jouw wallet als zijn hersteladres opgeven. Herstel alleen een wallet waarvan je zeker weet dat het volledige adres van jou is.',
  'recover.namedOn': 'Hij gaf deze wallet op op {date}. Eigenaars nu: {owners}.',
  'recover.owners': 'Eigenaars nu: {owners}.',
  'recover.executeDone':
    'Klaar: je nieuwe toegangssleutel is nu eigenaar van {account}. Andere eigenaars die hij nog heeft: {others} (zijn eigenaarspaneel toont ze: verwijder alle die je kwijt bent of niet kent). Verbreek de verbinding en kies dan ‘Mijn toegangssleutel gebruiken’ om hem te openen.',
  'recover.rejected': 'Geannuleerd: er is niets verzonden.',
  'recover.passkeyLeft':
    'De toegangssleutel die voor dit voorstel is gemaakt, blijft op je apparaat maar opent niets: je kunt hem verwijderen in de instellingen voor toegangssleutels van je apparaat.',
  'recover.failed': 'Het herstel is mislukt: {reason}',
  'owners.this': 'Toegangssleutel {tag} (deze)',
  'owners.other': 'Toegangssleutel {tag}',
  'owners.notPasskey':
    'Eigenaar {tag}: een ander soort eigenaar (geen toegangssleutel). Hij kan deze wallet gebruiken zoals een toegangssleutel; verwijder hem, tenzij je hem zelf hebt toegevoegd.',
  'owners.unknownVerifier':
    'Eigenaar {tag}: een onbekend soort eigenaar. Hij lijkt op een toegangssleutel, maar zijn handtekeningen worden gecontroleerd door {verifier}, niet door de toegangssleutel-verificatie van deze wallet, dus wie dat contract heeft gemaakt, bepaalt wat het accepteert. Verwijder hem, tenzij je hem zelf hebt toegevoegd.',
  'owners.mixed':
    '{count, plural, one {# eigenaar kan deze wallet gebruiken en is geen toegangssleutel: controleer hem hieronder.} other {# eigenaars kunnen deze wallet gebruiken, niet allemaal toegangssleutels: controleer ze hieronder een voor een.}}',
  'owners.remove': 'Verwijderen',
  'owners.lastOne':
    'Dit is de enige toegangssleutel van de wallet: hij kan niet worden verwijderd, anders zou niemand de wallet nog kunnen gebruiken.',
  'owners.removeOther':
    'Open de wallet met een andere toegangssleutel om de sleutel te verwijderen die je nu gebruikt.',
  'owners.removed': 'Klaar: de toegangssleutel is verwijderd uit de eigenaars van deze wallet.',
  'recovery.clear': 'Hersteladres verwijderen',
  'recovery.clearedDone': 'Klaar: deze wallet heeft geen hersteladres.',
}
