import type { WalletKey } from './en'

/** German texts of the wallet's later screens: every key of ./en.ts (tests/unit/widget/i18n/i18n.test.ts). */
export const walletDe: Record<WalletKey, string> = {
  // The connected home's lines: the shell's home shows only its title, its status and Connect.
  'home.connectedTo': 'Verbunden mit {site}',
  'home.network': 'Netzwerk',
  'home.send': 'Senden',
  'home.activity': 'Aktivität',
  'home.receive': 'Empfangen',
  'home.disconnect': 'Trennen',
  'home.wrongChain': '{wallet} ist auf Chain {chainId}, die diese Website nicht nutzt.',
  'home.switchTo': 'Zu {chain} wechseln',
  'home.chainNotOffered': 'Chain {chainId} (hier nicht angeboten)',
  'home.reconnecting': '{wallet} wird wieder verbunden …',
  'home.continueAs': 'Weiter als {address} mit {wallet}',
  // The prerendered page's note on a click before React is there (boot/earlyGestures.ts), written in at build time.
  'page.tooEarly': 'Die Wallet startete noch, der Klick hat nichts bewirkt. Wähle bitte noch einmal.',
  // A review's Confirm clicked before it is armed (the shell's lists say guard.checkingChoice).
  'guard.checking': 'Prüfe, ob die Übersicht ganz sichtbar ist… versuche es gleich noch einmal.',
  'balances.noMulticall3':
    '{chain} hat keinen Multicall3-Vertrag unter {address}, daher lassen sich keine Guthaben lesen: Der Betreiber dieser Wallet muss ihn bereitstellen (npm run deploy:passkey).',
  'send.needsBalances': 'Zum Prüfen braucht es deine Guthaben auf {chain}, die sich gerade nicht lesen lassen.',
  'send.title': 'Senden',
  'send.network': 'Netzwerk',
  'send.token': 'Token',
  'send.recipient': 'Empfänger',
  'send.amount': 'Betrag',
  'send.max': 'Max.',
  'send.maxFailed': 'Max. ist gerade nicht verfügbar: {reason}',
  'send.review': 'Prüfen',
  'send.checking': 'Wird geprüft …',
  'send.reviewTitle': 'Prüfen',
  'send.requestedBy': 'Angefragt von {site}. Prüfe jede Zeile, bevor du bestätigst.',
  'send.to': 'An',
  'send.fee': 'Netzwerkgebühr',
  'send.feeUnknown': 'unbekannt',
  'send.feeSponsored': 'bezahlt von {sponsor}',
  'send.feeInToken': 'höchstens {amount} {symbol}, bezahlt in {symbol}',
  'send.feeApprovalTitle': 'Freigabe für die Gebühr',
  'send.feeApproval':
    'Dieser Vorgang erlaubt zuerst dem Gebühren-Paymaster {spender}, höchstens {amount} {symbol} zu nehmen, nur für diese Gebühr; was das Gas nicht kostet, kommt sofort zurück, und keine Freigabe bleibt bestehen.',
  'send.feeSponsoredBySite': 'bezahlt von {sponsor}, von dieser Website benannt',
  'send.feeTakenBySite': '≈ {amount}, genommen vom Paymaster, den diese Website benannt hat',
  'send.feeSiteChargeUnknown':
    'der von dieser Website benannte Paymaster kann dir etwas berechnen: die Vorschau kann nicht sagen, wie viel',
  'send.warnZero': 'Das ist die Null-Adresse. Alles, was dorthin geht, ist für immer verloren.',
  'send.warnToken': 'Das ist der Vertrag des Tokens selbst. Dorthin gesendete Token sind meist verloren.',
  'send.warnWatched':
    'Der Empfänger verhält sich anders, wenn er beobachtet wird: In einer zweiten Vorschau bewegte er andere Beträge. Was er hier zeigt, muss nicht geschehen.',
  'send.warnLookalike':
    'Möglicher Adress-Betrug: Diese Adresse beginnt und endet wie {known}, mit der du schon zu tun hattest, ist aber eine andere. Prüfe jedes Zeichen.',
  'send.firstTime': 'An diese Adresse hast du noch nie gesendet.',
  'send.warnFail':
    'Das Netzwerk erwartet, dass diese Überweisung fehlschlägt ({reason}). Die Gebühr zahlst du trotzdem.',
  'send.acknowledge': 'Verstanden, trotzdem senden',
  'send.confirm': 'Bestätigen und senden',
  'send.confirmInWallet': 'In deiner Wallet bestätigen …',
  'send.edit': 'Bearbeiten',
  'send.sending': 'Wird gesendet …',
  'send.sent': 'Bestätigt',
  'send.notSent': 'Nicht gesendet',
  'send.waiting': 'Warte, bis {chain} {amount} {symbol} an {to} bestätigt.',
  'send.confirmed': '✓ {amount} {symbol} an {to} gesendet.',
  'send.failed': '✗ Die Überweisung ist fehlgeschlagen: {reason}',
  'send.cannotReview': 'Das lässt sich nicht senden: {reason}',
  'send.rebuilt':
    'Die Wallet hat Konto oder Netzwerk gewechselt; die Prüfung wurde neu erstellt. Prüfe sie noch einmal.',
  'send.outcomeChanged':
    'Bei deiner Bestätigung erneut simuliert, würde dies jetzt etwas anderes bewirken, als die Prüfung zeigte. Nichts wurde gesendet: Sieh dir die neue Prüfung an und bestätige noch einmal.',
  'send.transaction': 'Transaktion',
  'secure.loading': 'Prüfung wird geladen…',
  'secure.orphan': 'Dieses Fenster gehört zu einer Prüfung in Walletport. Öffne es von dort.',
  'secure.passkeyAsked':
    'Als Nächstes wird hier dein Passkey abgefragt, um zu unterschreiben, was diese Prüfung zeigt.',
  'secure.passkeyContinue': 'Weiter mit deinem Passkey',
  'activity.title': 'Aktivität',
  'activity.empty': 'Keine Überweisungen in den letzten Blöcken.',
  'activity.failed': 'Die Aktivität ließ sich nicht lesen: {reason}',
  'activity.received': '{amount} erhalten von',
  'activity.sent': '{amount} gesendet an',
  'activity.block': 'Block {block}',
  'activity.confirmed': 'bestätigt',
  'activity.pending': 'ausstehend',
  'activity.failedStatus': 'fehlgeschlagen',
  'activity.explorer': 'Explorer',
  'receive.title': 'Empfangen',
  'receive.network': 'An diese Adresse nur auf {chain} senden (Chain-ID {chainId}).',
  'receive.qrLabel': 'QR-Code deiner Adresse auf {chain}',
  'receive.address': 'Deine Adresse',
  'receive.copy': 'Adresse kopieren',
  'receive.copied': 'Adresse kopiert.',
  'receive.copyFailed': 'Der Browser hat das Kopieren nicht erlaubt: markiere die Adresse stattdessen.',
  'secure.connectDiscloses':
    '{site} sieht die Adresse dieses Wallets und damit sein Guthaben und alles, was es auf der Chain getan hat. Verbinde dich nur, wenn du es auf dieser Seite nutzen willst.',
  'recipient.empty': 'Gib eine Empfängeradresse ein.',
  'recipient.checksum': 'Die Prüfsumme dieser Adresse stimmt nicht. Prüfe, ob sie genau kopiert wurde.',
  'recipient.hex': 'Eine Adresse ist 0x gefolgt von 40 Hexadezimalzeichen.',
  'recipient.format': 'Gib eine Adresse (0x…) oder einen ENS-Namen (name.eth) ein.',
  'batch.calls': '{count} Aufrufe, nacheinander gesendet',
  'batch.callsCaveat':
    'Die Vorschau führt die Aufrufe zusammen aus; gesendet werden sie einzeln, ein späterer kann also scheitern, nachdem frühere ausgeführt sind.',
  'batch.call': 'Aufruf {n}',
  'batch.feeUnknown': 'Die Gebühr eines Aufrufs, der von einem früheren abhängt, lässt sich allein nicht schätzen.',
  'batch.statusTitle': 'Status der Aufrufe',
  'batch.pending': 'ausstehend',
  'batch.confirmed': 'bestätigt',
  'batch.failed': 'fehlgeschlagen',
  'batch.notSent': 'nicht gesendet',
  'batch.close': 'Schließen',
  'batch.stopped': 'Die Wallet hat aufgehört: {reason}',
  // A bundler's or a paymaster's error, said for the visitor (passkey/serviceErrors.ts); its raw words go to the console.
  'service.bundlerUnreachable':
    'Der Bundler der Passkey-Wallet ({host}) hat nicht geantwortet: Nichts wurde gesendet. Versuche es gleich noch einmal.',
  'service.bundlerFailed':
    'Der Bundler der Passkey-Wallet ({host}) hat mit einem Fehler geantwortet: Nichts wurde gesendet. Versuche es gleich noch einmal.',
  'service.bundlerCannotValidate':
    'Der Bundler der Passkey-Wallet ({host}) kann auf diesem Netzwerk keine Vorgänge prüfen: Nichts wurde gesendet. Ein neuer Versuch hilft erst, wenn der Betreiber der Wallet ihn repariert hat.',
  'service.bundlerRefused':
    'Der Bundler der Passkey-Wallet ({host}) hat diesen Vorgang abgelehnt ({code}): Nichts wurde gesendet. Prüfe ihn noch einmal.',
  'service.accountCannotPay':
    'Dein Konto hat nicht genug für diese Netzwerkgebühr ({code}): Nichts wurde gesendet. Lade es auf und versuche es noch einmal.',
  'service.accountRefused':
    'Dein Konto hat diesen Vorgang nicht angenommen ({code}): Nichts wurde gesendet. Prüfe ihn noch einmal.',
  'service.nonce':
    'Ein anderer Vorgang deines Kontos war zuerst da ({code}): Nichts wurde gesendet. Prüfe diesen noch einmal.',
  'service.paymasterUnreachable':
    'Der Paymaster der Wallet ({host}) hat nicht geantwortet: Nichts wurde gesendet. Versuche es gleich noch einmal.',
  'service.paymasterRefused':
    'Der Paymaster der Wallet ({host}) zahlt die Gebühr hierfür nicht: Nichts wurde gesendet. Versuche es später noch einmal.',
  'service.sitePaymasterRefused':
    'Der von dieser Website benannte Paymaster ({host}) zahlt die Gebühr hierfür nicht: Nichts wurde gesendet. Frag die Website oder versuche es später noch einmal.',
  'service.notIncluded':
    'Der Bundler ({host}) hat den Vorgang angenommen, aber er wurde nicht innerhalb von 2 Minuten bestätigt. Das kann noch geschehen: Sieh in deine Aktivität, bevor du ihn noch einmal sendest.',
  'service.reverted':
    'Der Vorgang hat das Netzwerk erreicht, ist dort aber gescheitert: Nichts wurde überwiesen, und die Netzwerkgebühr wurde bezahlt.',
}
