import type { passkeyEn } from './en'

export const passkeyDe: Record<keyof typeof passkeyEn, string> = {
  'passkey.onlyKey':
    'Ihr Passkey ist der einzige Schlüssel zu dieser Wallet. Es gibt keine Wiederherstellungsphrase: Geht der Passkey verloren, kann niemand (weder Walletport noch diese Website) das Guthaben wiederherstellen. Fügen Sie zur Sicherheit einen zweiten Passkey auf einem anderen Gerät hinzu.',
  'passkey.keys':
    '{count} Passkeys besitzen diese Wallet: Jeder von ihnen kann sie nutzen. Bewahren Sie sie auf verschiedenen Geräten auf.',
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
