import type { PasskeyKey } from './passkey/en'
import type { ReviewKey } from './review/en'
import type { WalletKey } from './wallet/en'
import type { SiteTokenKey } from './siteTokens/en'

/** English: the source catalogue. Every other language must have every key (tests/unit/widget/i18n/i18n.test.ts). */
export const en = {
  /** The locale its numbers are written in (useT.ts): the language of these texts, never the host's region. */
  'app.numberLocale': 'en',
  'app.loading': 'Loading…',
  'app.standaloneTitle': 'Walletport',
  'app.standalone': 'This wallet runs inside the websites that embed it.',
  'app.refusedTitle': 'Not available here',
  'app.refused': '{site} is not allowed to embed this wallet.',
  'app.refusedUnknownSite': 'This site',
  'app.failedTitle': 'Wallet unavailable',
  'frame.label': 'Walletport wallet',
  'frame.close': 'Close wallet',
  'error.title': 'Something went wrong',
  'error.body': 'This screen could not be shown. Your wallet and funds are not affected; nothing was sent or signed.',
  'error.back': 'Back to the wallet',
  'guard.popupBlocked': 'The secure window was blocked. Allow pop-ups for this site, then try again.',
  'guard.checkingChoice': 'Checking that the whole list is visible… choose again in a moment.',
  'guard.keyNeedsPointer':
    'For your safety, keys count here only after you click or tap inside the wallet: the page around it can put the keyboard here. Click or tap inside the wallet, then use the keys again.',
  'guard.keyTooSoon': 'Confirm takes a key after a moment in focus: press again.',
  'home.title': 'Your wallet',
  'home.notConnected': 'No wallet connected',
  'home.connect': 'Connect a wallet',
  'notice.declined': 'You declined the connection in {wallet}.',
  'notice.connectFailed': '{wallet} could not connect: {reason}',
  'notice.walletDisconnected': 'The wallet disconnected.',
  'notice.switchFailed': '{wallet} could not switch to {chain}: {reason}',
  'notice.sendRejected': 'You rejected the transaction in {wallet}.',
  'notice.sendFailed': '{wallet} could not send it: {reason}',
  'connect.title': 'Connect to {site}',
  'connect.wants': '{site} wants to connect',
  'connect.thisSite': 'This site',
  'connect.intro': 'Choose a wallet. The site sees your address only after you connect.',
  'connect.none': "No wallet found. Install a browser wallet, or open this site in your wallet's browser.",
  'connect.wallets': 'Wallets',
  'connect.throughSite': 'through {site}',
  'connect.phones': 'phone wallets',
  'connect.devOnly': 'local test chain only',
  'connect.passkeyUse': 'Use my passkey',
  'connect.passkeyCreate': 'Create a passkey wallet',
  'connect.passkeyBadge': 'no app needed',
  'connect.starting': 'Opening {wallet}…',
  'connect.windowLoading': 'The secure window is still loading. Choose the wallet again in a moment.',
  'connect.inWindow': 'Confirm in the secure window that {site} may see your address.',
  'common.back': 'Back',
  'common.cancel': 'Cancel',
} as const

/** The keys of the first paint's catalogue; the reviews', the passkey panel's and the site tokens' own texts load with them (./review/, ./passkey/, ./siteTokens/). */
export type MainKey = keyof typeof en
export type Catalogue = Record<MainKey, string>
export type MessageKey = MainKey | ReviewKey | PasskeyKey | SiteTokenKey | WalletKey
