import type { ReviewKey } from './en'

/** Dutch texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewNl: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Geef deze site toestemming om uit je wallet te nemen',
  'approval.walletSetting': 'Een instelling van je wallet wijzigen',
  'approval.byWallet': 'Gevraagd door je wallet, niet door {site}. Controleer elke regel voordat je bevestigt.',
  'approval.rebuilt':
    'De wallet is van account of netwerk gewisseld, dus deze controle is opnieuw gemaakt. Controleer hem nog een keer.',
  'approval.outcomeChanged':
    'Opnieuw gesimuleerd toen je bevestigde, zou dit nu iets anders doen dan de controle liet zien. Er is niets verzonden: bekijk de nieuwe controle en bevestig opnieuw.',
  'review.account': 'Je account',
  'review.willRevert': 'Het netwerk verwacht dat dit mislukt: {reason}. Je zou de kosten toch betalen.',
  'review.behavesDifferently':
    'Dit contract gedraagt zich anders als het wordt geobserveerd: in een tweede voorbeeld verplaatste het andere bedragen. Wat het hier laat zien, hoeft niet te zijn wat er gebeurt.',
  'review.transfer': '{amount} verzenden naar {to}',
  'review.transferFrom': '{amount} verplaatsen van {from} naar {to}',
  'review.idOrUnits': '{amount} basiseenheden (of item nr. {amount})',
  'review.approve': '{spender} toestaan {amount} uit te geven',
  'review.increaseAllowance': '{spender} toestaan {amount} meer uit te geven',
  'review.permit2Approve': '{spender} toestaan {amount} van {token} uit te geven via Permit2, vervalt: {expiry}',
  'review.unlimited': 'een onbeperkt bedrag',
  'review.never': 'nooit',
  'review.approveAll': '{operator} toestaan al je items van deze collectie te verplaatsen',
  'review.revokeAll': 'De toestemming van {operator} voor deze collectie intrekken',
  'review.approveAllWarning':
    'Goedkeuring voor alles: de operator kan elk item nemen dat je in {collection} hebt, nu en later.',
  'review.unknownCall': 'Contractaanroep (functie {selector})',
  'review.setRecovery':
    'Laat {recoverer} een nieuwe toegangssleutel voor deze wallet voorstellen; die gaat in na {delay}, tenzij je annuleert',
  'review.cancelRecovery': 'Annuleert het lopende herstel: de voorgestelde toegangssleutel wordt niet toegevoegd',
  'review.clearRecovery':
    'Verwijdert het hersteladres: niemand kan nog een nieuwe toegangssleutel voor deze wallet voorstellen',
  'review.permit.permit': 'Tokenvergunning (EIP-2612): met deze handtekening kan de gemachtigde je tokens nemen',
  'review.permit.daiPermit': 'Tokenvergunning (DAI-stijl): met deze handtekening kan de gemachtigde je tokens nemen',
  'review.permit.permit2Single': 'Permit2-toestemming: met deze handtekening kan de gemachtigde je tokens nemen',
  'review.permit.permit2Batch':
    'Permit2-toestemming voor meerdere tokens: met deze handtekening kan de gemachtigde ze nemen',
  'review.permit.permit2TransferFrom':
    'Permit2-overdracht: met deze handtekening kan de gemachtigde je tokens één keer nemen',
  'review.permit.permit2BatchTransferFrom':
    'Permit2-overdracht van meerdere tokens: met deze handtekening kan de gemachtigde ze één keer nemen',
  'review.permitUnlimited': 'Onbeperkt: de gemachtigde kan al deze tokens nemen die je hebt, nu en later.',
  'review.expires': 'Toestemming eindigt',
  'review.signatureDeadline': 'Handtekening bruikbaar tot',
  'review.domain': 'Ondertekend voor',
  'review.messageOf': 'Gegevens ({type})',
  'review.hexOnly': 'Deze bytes zijn geen tekst en worden daarom getoond zoals ze zijn.',
  'review.blindHash':
    'Dit is een hash van 32 bytes: waar die voor staat, kan niet worden getoond. Hij kan een transactie of een tokenvergunning goedkeuren. Onderteken alleen als je deze site volledig vertrouwt.',
  'review.signInSite': 'Meldt je aan bij',
  'review.signInStatement': 'De site zegt',
  'review.signInIssued': 'Opgesteld',
  'review.signInNotBefore': 'Geldig vanaf',
  'review.signInExpires': 'Aanmelding verloopt',
  'review.signInUri': 'Voor',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'Verzoek-ID',
  'review.signInResources': 'Staat ook in voor',
  'review.signInResourcesNote':
    'Met ondertekenen sta je ook in voor deze bronnen: een site kan ze lezen als rechten die je hem geeft. Deze aanmelding wordt bevestigd in een beveiligd venster.',
  'review.signInChain': 'chain {chainId}',
  'review.signInText': 'Het volledige bericht, zoals ondertekend',
  'review.siweDomain':
    'Dit aanmeldbericht is voor {messageDomain}, maar de site die erom vraagt is {hostDomain}. Door het te ondertekenen kan die andere site als jou worden aangemeld.',
  'review.siweChain': 'Dit aanmeldbericht is voor chain {messageChainId}, maar je wallet staat op chain {chainId}.',
  'review.invisible':
    'De tekst bevat onzichtbare of richtingveranderende tekens; ze worden getoond als ⟨U+…⟩-markeringen.',
  'batch.atomicCalls':
    '{count, plural, one {# aanroep, alles of niets in één bewerking} other {# aanroepen, alles of niets in één bewerking}}',
  'batch.atomicCaveat':
    'De aanroepen worden samen uitgevoerd in één bewerking van je wallet met toegangssleutel: ze gebeuren allemaal, of geen enkele.',
  'batch.builderCodes': 'Buildercodes',
  'batch.builderCodesNote':
    'De toeschrijving van de site (ERC-8021), achteraan toegevoegd aan wat wordt verzonden zodat de app erkend wordt: die verplaatst niets en zit in de voorvertoning.',
  'review.addSigner':
    'Voegt een nieuwe toegangssleutel toe als eigenaar van deze wallet: die kan de wallet net zo volledig gebruiken als de jouwe',
  'review.removeSigner':
    'Verwijdert toegangssleutel {tag} uit de eigenaars van deze wallet: die kan hem niet meer gebruiken',
  'review.proposeRecovery':
    'Stelt als hersteladres een nieuwe toegangssleutel voor als eigenaar van de wallet {account}: die gaat in na de wachttijd van die wallet, tenzij een van zijn toegangssleutels annuleert. Vervangt elk wachtend voorstel voor die wallet en start de wachttijd opnieuw',
  'review.grantPeriodic':
    '{site} mag tot {amount} per {period} uit deze wallet nemen, tot {until}, opgenomen door {redeemer}',
  'review.grantStream':
    '{site} mag {initial} meteen nemen, daarna {rate} per seconde, tot {max} in totaal, uit deze wallet tot {until}, opgenomen door {redeemer}',
  'review.grantAllowance':
    '{site} mag tot {amount} in totaal uit deze wallet nemen, tot {until}, opgenomen door {redeemer}',
  'review.grantAnyRecipient':
    'Dat adres mag het naar elk adres doorsturen: deze toestemming beperkt wat deze wallet verlaat, niet waar het heen gaat.',
  'review.grantTotal':
    'Hoogstens {total} in totaal voordat het afloopt. Je kunt het op elk moment intrekken in de wallet.',
  'review.grantStarts': 'Ze kan niet vóór {start} worden gebruikt.',
  'review.revokeUntilIncluded':
    'Tot de intrekking op de chain staat, kan de site nog nemen wat de toestemming nu toestaat.',
  'review.grantToken': 'Tokencontract: {token}',
  'review.revokePermission': 'Trekt toestemming nr. {id} in: de site ervan kan niets meer uit deze wallet nemen',
  'review.executeRecovery':
    'Voltooit het herstel van de wallet {account}: de daarvoor voorgestelde toegangssleutel wordt eigenaar',
}
