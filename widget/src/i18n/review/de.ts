import type { ReviewKey } from './en'

/** German texts of the reviews: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const reviewDe: Record<ReviewKey, string> = {
  'approval.grantPermission': 'Dieser Website erlauben, von deiner Wallet zu nehmen',
  'approval.walletSetting': 'Eine Einstellung deiner Wallet ändern',
  'approval.byWallet': 'Angefragt von deiner Wallet, nicht von {site}. Prüfe jede Zeile, bevor du bestätigst.',
  'approval.rebuilt':
    'Das Wallet hat Konto oder Netzwerk gewechselt, daher wurde diese Prüfung neu erstellt. Prüfe sie noch einmal.',
  'approval.outcomeChanged':
    'Bei deiner Bestätigung erneut simuliert, würde dies jetzt etwas anderes bewirken, als die Prüfung zeigte. Nichts wurde gesendet: Sieh dir die neue Prüfung an und bestätige noch einmal.',
  'review.account': 'Dein Konto',
  'review.willRevert': 'Das Netzwerk erwartet, dass dies fehlschlägt: {reason}. Die Gebühr fiele trotzdem an.',
  'review.behavesDifferently':
    'Dieser Vertrag verhält sich anders, wenn er beobachtet wird: In einer zweiten Vorschau bewegte er andere Beträge. Was er hier zeigt, muss nicht geschehen.',
  'review.transfer': '{amount} an {to} senden',
  'review.transferFrom': '{amount} von {from} an {to} bewegen',
  'review.idOrUnits': '{amount} Basiseinheiten (oder Objekt #{amount})',
  'review.approve': '{spender} erlauben, {amount} auszugeben',
  'review.increaseAllowance': '{spender} erlauben, {amount} mehr auszugeben',
  'review.permit2Approve': '{spender} erlauben, über Permit2 {amount} von {token} auszugeben, bis {expiry}',
  'review.unlimited': 'einen unbegrenzten Betrag',
  'review.never': 'kein Ende',
  'review.approveAll': '{operator} erlauben, alle deine Objekte dieser Sammlung zu bewegen',
  'review.revokeAll': 'Die Erlaubnis von {operator} für diese Sammlung zurückziehen',
  'review.approveAllWarning':
    'Freigabe für alles: Der Operator könnte jedes Objekt nehmen, das du in {collection} hältst, jetzt und später.',
  'review.unknownCall': 'Vertragsaufruf (Funktion {selector})',
  'review.setRecovery':
    '{recoverer} darf einen neuen Passkey für diese Wallet vorschlagen; er gilt nach {delay}, wenn du nicht abbrichst',
  'review.cancelRecovery':
    'Bricht die laufende Wiederherstellung ab: der vorgeschlagene Passkey wird nicht hinzugefügt',
  'review.clearRecovery':
    'Entfernt die Wiederherstellungsadresse: niemand kann mehr einen neuen Passkey für diese Wallet vorschlagen',
  'review.permit.permit': 'Token-Erlaubnis (EIP-2612): Mit dieser Signatur kann der Empfänger deine Token nehmen',
  'review.permit.daiPermit': 'Token-Erlaubnis (DAI): Mit dieser Signatur kann der Empfänger deine Token nehmen',
  'review.permit.permit2Single': 'Permit2-Freigabe: Mit dieser Signatur kann der Empfänger deine Token nehmen',
  'review.permit.permit2Batch': 'Permit2-Freigabe für mehrere Token: Mit dieser Signatur kann der Empfänger sie nehmen',
  'review.permit.permit2TransferFrom':
    'Permit2-Überweisung: Mit dieser Signatur kann der Empfänger deine Token einmal nehmen',
  'review.permit.permit2BatchTransferFrom':
    'Permit2-Überweisung mehrerer Token: Mit dieser Signatur kann der Empfänger sie einmal nehmen',
  'review.permitUnlimited':
    'Unbegrenzt: Der Empfänger könnte alle diese Token nehmen, die du hältst, jetzt und später.',
  'review.expires': 'Erlaubnis endet',
  'review.signatureDeadline': 'Signatur gültig bis',
  'review.domain': 'Signiert für',
  'review.messageOf': 'Daten ({type})',
  'review.hexOnly': 'Diese Bytes sind kein Text und werden daher unverändert gezeigt.',
  'review.blindHash':
    'Dies ist ein 32-Byte-Hash: Wofür er steht, lässt sich nicht zeigen. Er könnte eine Transaktion oder eine Token-Erlaubnis freigeben. Signiere nur, wenn du dieser Seite völlig vertraust.',
  'review.signInSite': 'Meldet dich an bei',
  'review.signInStatement': 'Die Seite sagt',
  'review.signInIssued': 'Geschrieben',
  'review.signInNotBefore': 'Gültig ab',
  'review.signInExpires': 'Anmeldung gültig bis',
  'review.signInUri': 'Für',
  'review.signInNonce': 'Nonce',
  'review.signInRequestId': 'Anfrage-ID',
  'review.signInResources': 'Bestätigt auch',
  'review.signInResourcesNote':
    'Mit der Signatur bestätigst du auch diese Ressourcen: Eine Seite kann sie als Rechte lesen, die du ihr gibst. Diese Anmeldung wird in einem sicheren Fenster bestätigt.',
  'review.signInChain': 'Chain {chainId}',
  'review.signInText': 'Die ganze Nachricht, wie sie signiert wird',
  'review.siweDomain':
    'Diese Anmeldenachricht ist für {messageDomain}, aber die anfragende Seite ist {hostDomain}. Damit könnte die andere Seite dich anmelden.',
  'review.siweChain':
    'Diese Anmeldenachricht ist für Chain {messageChainId}, aber dein Wallet ist auf Chain {chainId}.',
  'review.invisible': 'Der Text enthält unsichtbare oder richtungsändernde Zeichen; sie werden als ⟨U+…⟩ gezeigt.',
  'batch.atomicCalls':
    '{count, plural, one {# Aufruf, in einer Operation} other {# Aufrufe, alle oder keiner in einer Operation}}',
  'batch.atomicCaveat':
    'Die Aufrufe laufen zusammen in einer Operation Ihrer Passkey-Wallet: Entweder werden alle ausgeführt oder keiner.',
  'batch.builderCodes': 'Builder-Codes',
  'batch.builderCodesNote':
    'Die Zuordnung der Website (ERC-8021), ans Ende des Gesendeten angehängt, damit die App angerechnet wird: sie bewegt nichts und ist in der Vorschau enthalten.',
  'review.addSigner':
    'Fügt einen neuen Passkey als Besitzer dieser Wallet hinzu: er kann die Wallet genauso nutzen wie deiner',
  'review.removeSigner': 'Entfernt den Passkey {tag} aus den Besitzern dieser Wallet: er kann sie nicht mehr nutzen',
  'review.proposeRecovery':
    'Schlägt als Wiederherstellungsadresse einen neuen Passkey als Besitzer der Wallet {account} vor: er gilt nach deren Wartezeit, wenn keiner ihrer Passkeys abbricht. Er ersetzt jeden wartenden Vorschlag für diese Wallet und startet die Wartezeit neu',
  'review.grantPeriodic':
    '{site} darf bis zu {amount} alle {period} von dieser Wallet nehmen, bis {until}, abgebucht von {redeemer}',
  'review.grantStream':
    '{site} darf sofort {initial} nehmen, dann {rate} pro Sekunde, insgesamt bis zu {max}, von dieser Wallet bis {until}, abgebucht von {redeemer}',
  'review.grantAllowance':
    '{site} darf insgesamt bis zu {amount} von dieser Wallet nehmen, bis {until}, abgebucht von {redeemer}',
  'review.grantAnyRecipient':
    'Diese Adresse darf es an jede beliebige Adresse weiterleiten: Die Berechtigung begrenzt, was diese Wallet verlässt, nicht wohin es geht.',
  'review.grantTotal': 'Höchstens {total} insgesamt, bis sie endet. Sie können sie jederzeit in der Wallet widerrufen.',
  'review.grantStarts': 'Sie kann nicht vor {start} genutzt werden.',
  'review.revokeUntilIncluded':
    'Bis der Widerruf in der Chain steht, kann die Website noch nehmen, was die Berechtigung jetzt erlaubt.',
  'review.grantToken': 'Token-Vertrag: {token}',
  'review.revokePermission': 'Widerruft die Berechtigung #{id}: ihre Website kann dieser Wallet nichts mehr nehmen',
  'review.executeRecovery':
    'Schließt die Wiederherstellung der Wallet {account} ab: der für sie vorgeschlagene Passkey wird Besitzer',
}
