import type { passkeyEn } from './en'

export const passkeyDe: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Ihr Passkey ist der einzige Schlüssel zu dieser Wallet. Es gibt keine Wiederherstellungsphrase: Geht der Passkey verloren, kann niemand (weder Walletport noch diese Website) das Guthaben wiederherstellen. Fügen Sie zur Sicherheit einen zweiten Passkey auf einem anderen Gerät hinzu.',
  'passkey.keys':
    '{count} Passkeys besitzen diese Wallet: Jeder von ihnen kann sie nutzen. Bewahren Sie sie auf verschiedenen Geräten auf.',
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
  'passkeyWindow.create': 'Passkey-Wallet erstellen',
  'passkeyWindow.use': 'Passkey verwenden',
  'passkeyWindow.sign': 'Mit Passkey bestätigen',
  'passkeyWindow.addPasskey': 'Zweiten Passkey hinzufügen',
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
}
