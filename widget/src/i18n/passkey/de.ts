import type { passkeyEn } from './en'

export const passkeyDe: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Ihr Passkey ist der einzige Schlüssel zu dieser Wallet. Es gibt keine Wiederherstellungsphrase: Geht der Passkey verloren, kann niemand (weder Walletport noch diese Website) das Guthaben wiederherstellen. Fügen Sie zur Sicherheit einen zweiten Passkey auf einem anderen Gerät hinzu.',
  'passkey.keys':
    '{count, plural, one {# Passkey besitzt diese Wallet.} other {# Passkeys besitzen diese Wallet: Jeder von ihnen kann sie nutzen. Bewahren Sie sie auf verschiedenen Geräten auf.}}',
  'passkey.onlyKeyRecoverable':
    'Ihr Passkey ist der einzige Schlüssel zu dieser Wallet. Verlieren Sie ihn, kann Ihre Wiederherstellungsadresse {recoverer} nach der unten genannten Frist einen neuen Passkey hinzufügen. Ein zweiter Passkey auf einem anderen Gerät geht schneller.',
  'passkey.synced':
    'Ihr Passkey-Anbieter meldet diesen Passkey als synchronisiert: Er ist auf den Geräten, die bei diesem Anbieter angemeldet sind (zum Beispiel iCloud-Schlüsselbund oder Google Passwortmanager).',
  'passkey.deviceOnly':
    'Dieser Passkey wird nicht synchronisiert: Er liegt nur auf diesem Gerät oder Sicherheitsschlüssel.',
  'passkey.syncUnknown':
    'Ihr Browser hat nicht gemeldet, ob dieser Passkey mit Ihren anderen Geräten synchronisiert wird.',
  'passkey.add': 'Zweiten Passkey hinzufügen',
  'passkey.adding': 'Wird hinzugefügt… neuen Passkey erstellen, dann mit dem aktuellen bestätigen',
  'passkey.added': 'Erledigt: Der zweite Passkey besitzt jetzt diese Wallet mit.',
  'passkey.addCancelled': 'Abgebrochen: Es wurde kein Passkey hinzugefügt.',
  'passkey.addFailed': 'Der zweite Passkey konnte nicht hinzugefügt werden: {reason}',
  'permissions.title': 'Berechtigungen für Apps',
  'permissions.none': 'Keine Website darf dieser Wallet etwas nehmen, ohne Sie zu fragen.',
  'permissions.unreadable':
    'Die Berechtigungen dieser Wallet konnten nicht aus dem Netzwerk gelesen werden. Versuchen Sie es später erneut.',
  'permissions.usedThisPeriod': 'In diesem Zeitraum genutzt: {used}. Endet {until}.',
  'permissions.usedInAll': 'Bisher genutzt: {used}. Endet {until}.',
  'permissions.revoke': 'Widerrufen',
  'permissions.revoking': 'Prüfen Sie die Anfrage und bestätigen Sie sie…',
  'recovery.title': 'Wiederherstellungsadresse',
  'recovery.none':
    'Keine Wiederherstellungsadresse. Nennen Sie eine Wallet, die Sie anderswo haben (eine andere Wallet-App, eine Hardware-Wallet, eine Person Ihres Vertrauens): Verlieren Sie alle Passkeys, kann sie nach {delay} einen neuen hinzufügen, und jeder Ihrer Passkeys kann das in dieser Zeit stoppen.',
  'recovery.current':
    '{recoverer} kann einen neuen Passkey für diese Wallet vorschlagen; er gilt {delay} später, wenn Sie nicht abbrechen.',
  'recovery.address': 'Wiederherstellungsadresse',
  'recovery.name': 'Wiederherstellungsadresse festlegen',
  'recovery.change': 'Wiederherstellungsadresse ändern',
  'recovery.invalid':
    'Geben Sie eine Adresse ein: 0x und 40 Hexadezimalzeichen (mit Groß- und Kleinbuchstaben nur mit gültiger Prüfsumme).',
  'recovery.self': 'Diese Wallet kann nicht ihre eigene Wiederherstellungsadresse sein.',
  'recovery.asking': 'Prüfen und bestätigen Sie die Anfrage…',
  'recovery.named': 'Erledigt: {recoverer} ist die Wiederherstellungsadresse dieser Wallet.',
  'recovery.rejected': 'Abgebrochen: Es wurde nichts geändert.',
  'recovery.failed': 'Nicht geändert: {reason}',
  'recovery.unreadable': 'Die Wiederherstellungseinstellungen konnten nicht gelesen werden: {reason}',
  'recovery.pending':
    'Wiederherstellung läuft: {recoverer} hat einen neuen Passkey für diese Wallet vorgeschlagen. Er kann ab {time} gelten. Waren Sie das nicht, brechen Sie sie jetzt ab.',
  'recovery.ready':
    'Wiederherstellung bereit: {recoverer} hat einen neuen Passkey vorgeschlagen, den jetzt jeder dieser Wallet hinzufügen kann. Waren Sie das nicht, brechen Sie sie jetzt ab.',
  'recovery.cancel': 'Wiederherstellung abbrechen',
  'recovery.cancelLater':
    'Schließen Sie zuerst die Anfrage auf dem Bildschirm ab, dann brechen Sie die Wiederherstellung ab.',
  'recovery.cancelled': 'Die Wiederherstellung wurde abgebrochen.',
  'passkeyWindow.create': 'Passkey-Wallet erstellen',
  'passkeyWindow.use': 'Passkey verwenden',
  'passkeyWindow.addPasskey': 'Zweiten Passkey hinzufügen',
  'passkeyWindow.recover': 'Neuen Passkey für die Wallet erstellen, die Sie wiederherstellen',
  'passkeyWindow.why':
    'Die Wallet kann auf der Seite von {site} nicht nach Ihrem Passkey fragen (die Website oder dieser Browser erlaubt es nicht), daher fragt sie in diesem eigenen Fenster. Ihr Passkey gilt nur für die Wallet, nie für die Website.',
  'passkeyWindow.continue': 'Mit Passkey fortfahren',
  'passkeyWindow.loading': 'Warten auf die Wallet …',
  'passkeyWindow.orphan': 'Dieses Fenster funktioniert nur, wenn die Wallet es öffnet.',
  'passkeyWindow.pressAgain':
    'Dieser Browser fragt nach Passkeys in einem eigenen Fenster, nicht innerhalb dieser Seite. Drücken Sie die Schaltfläche noch einmal, um dort fortzufahren.',
  'passkeyWindow.blocked':
    'Der Browser hat das Passkey-Fenster blockiert. Erlauben Sie Pop-ups für die Wallet und versuchen Sie es erneut.',
  'passkey.unsupported':
    'Dieser Browser kann keine Passkey-Wallet führen: Er unterstützt hier keine Passkeys (WebAuthn). Verwenden Sie einen anderen Browser oder eine Wallet-App.',
  'recover.title': 'Eine Passkey-Wallet wiederherstellen',
  'recover.intro':
    'Passkey einer Wallet verloren, die diese hier als Wiederherstellungsadresse nennt? Schlagen Sie hier einen neuen Passkey für sie vor. Er gilt nach der Wartezeit dieser Wallet, wenn keiner ihrer Passkeys ihn abbricht.',
  'recover.find': 'Wallets finden, die ich wiederherstellen kann',
  'recover.searching': 'Suche Wallets, die diese Adresse nennen…',
  'recover.noneFound':
    'Keine Passkey-Wallet hat diese Adresse in letzter Zeit genannt. Geben Sie die Adresse der Wallet ein, wenn Sie sie kennen.',
  'recover.account': 'Adresse der wiederherzustellenden Wallet',
  'recover.check': 'Diese Wallet prüfen',
  'recover.idle': '{account}: keine Wiederherstellung ausstehend.',
  'recover.waiting': '{account}: ein neuer Passkey ist vorgeschlagen; er kann ab {time} gelten.',
  'recover.ready': '{account}: die Wartezeit ist vorbei; der vorgeschlagene Passkey kann jetzt hinzugefügt werden.',
  'recover.propose': 'Neuen Passkey vorschlagen',
  'recover.proposeAgain': 'Stattdessen einen anderen Passkey vorschlagen',
  'recover.execute': 'Wiederherstellung abschließen',
  'recover.asking': 'Erstellen Sie den Passkey, wenn gefragt, dann prüfen und bestätigen Sie die Anfrage…',
  'recover.invalid': 'Geben Sie die Adresse der Wallet ein: 0x und 40 Hexadezimalzeichen.',
  'recover.notRecoverer':
    'Diese Wallet ist nicht die Wiederherstellungsadresse von {account}: nur deren Wiederherstellungsadresse kann einen neuen Passkey vorschlagen.',
  'recover.notPasskeyAccount': '{account} ist keine Passkey-Wallet dieses Dienstes: nichts wurde gesendet.',
  'recover.nothingPending':
    'Für diese Wallet ist keine Wiederherstellung ausstehend: sie wurde schon abgeschlossen oder abgebrochen, oder nie vorgeschlagen.',
  'recover.notReady': 'Noch nicht: die Wartezeit dieser Wiederherstellung ist nicht vorbei.',
  'recover.checkDone': 'Diese Wallet kann {account} wiederherstellen.',
  'recover.proposeDone':
    'Vorgeschlagen: Ihr neuer Passkey kann {account} nach der Wartezeit übernehmen. Kommen Sie dann zurück, um die Wiederherstellung abzuschließen.',
  'recover.warning':
    'Jeder kann Ihre Wallet als seine Wiederherstellungsadresse angeben. Stellen Sie nur eine Wallet wieder her, deren vollständige Adresse Sie sicher als Ihre kennen.',
  'recover.namedOn': 'Sie hat diese Wallet am {date} angegeben. Besitzer jetzt: {owners}.',
  'recover.owners': 'Besitzer jetzt: {owners}.',
  'recover.executeDone':
    'Erledigt: Ihr neuer Passkey besitzt jetzt {account}. Weitere Besitzer, die sie noch hat: {others} (ihre Besitzerliste zeigt sie: entfernen Sie alle, die Sie verloren haben oder nicht kennen). Trennen Sie die Verbindung und wählen Sie dann „Meinen Passkey verwenden“.',
  'recover.rejected': 'Abgebrochen: nichts wurde gesendet.',
  'recover.passkeyLeft':
    'Der für diesen Vorschlag erstellte Passkey bleibt auf Ihrem Gerät, öffnet aber nichts: Sie können ihn in den Passkey-Einstellungen Ihres Geräts löschen.',
  'recover.failed': 'Die Wiederherstellung ist fehlgeschlagen: {reason}',
  'owners.this': 'Passkey {tag} (dieser)',
  'owners.other': 'Passkey {tag}',
  'owners.notPasskey':
    'Besitzer {tag}: eine andere Art von Besitzer (kein Passkey). Er kann diese Wallet wie ein Passkey nutzen; entfernen Sie ihn, wenn Sie ihn nicht hinzugefügt haben.',
  'owners.unknownVerifier':
    'Besitzer {tag}: eine unbekannte Art von Besitzer. Er sieht aus wie ein Passkey, aber seine Signaturen prüft {verifier}, nicht der Passkey-Prüfer dieser Wallet; wer diesen Vertrag erstellt hat, bestimmt, was er annimmt. Entfernen Sie ihn, wenn Sie ihn nicht hinzugefügt haben.',
  'owners.mixed':
    '{count, plural, one {# Besitzer kann diese Wallet nutzen, und er ist kein Passkey: prüfen Sie ihn unten.} other {# Besitzer können diese Wallet nutzen, nicht alle sind Passkeys: prüfen Sie jeden einzelnen unten.}}',
  'owners.remove': 'Entfernen',
  'owners.lastOne':
    'Das ist der einzige Passkey der Wallet: er kann nicht entfernt werden, sonst könnte niemand die Wallet nutzen.',
  'owners.removeOther': 'Um den Passkey zu entfernen, den Sie gerade nutzen, öffnen Sie die Wallet mit einem anderen.',
  'owners.removed': 'Erledigt: Der Passkey ist kein Besitzer dieser Wallet mehr.',
  'recovery.clear': 'Wiederherstellungsadresse entfernen',
  'recovery.clearedDone': 'Erledigt: Diese Wallet hat keine Wiederherstellungsadresse.',
}
