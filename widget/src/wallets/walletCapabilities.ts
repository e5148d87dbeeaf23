import type { MessageKey } from '../i18n/en'
import { isAtomicBatchWallet, type AtomicBatchWallet } from './atomicBatches'
import type { Eip1193Provider } from './eip1193'

/**
 * Where a wallet comes from: announced inside the iframe (EIP-6963), the legacy
 * `window.ethereum` of the iframe, injected in the host page and relayed by the loader,
 * WalletConnect (a phone, through the relay), the local dev wallet, or the widget's own passkey wallet.
 */
export type WalletSource = 'injected' | 'legacy' | 'host' | 'walletconnect' | 'dev' | 'passkey'

/**
 * What a wallet can do, as data. Screens, the provider and the controllers ask these, never which
 * wallet it is: a new wallet is its option file and one row of WALLET_CAPABILITIES.
 */
export type WalletCapabilities = {
  /** Where its requests travel: answered in the widget, relayed through the host page, or to a paired phone. */
  reach: 'widget' | 'host' | 'phone'
  /** The connect screen's badge beside its name. */
  badge?: MessageKey
  /**
   * Executes a batch all or nothing and quotes its own fee (one ERC-4337 operation). Others get a
   * batch's calls one after another, whatever methods they have: a wallet is not trusted to say it.
   */
  atomicBatches: boolean
  /**
   * A paymaster can pay its fees (ERC-7677): the operator's, where the deployment config names one.
   * Only an account that sends UserOperations can be sponsored; a key pays its own gas.
   */
  paymasters: boolean
  /**
   * 'smart': a contract account, whose signatures the account checks (ERC-1271, ERC-6492 before it
   * is deployed), and which a site may not make call itself or its EntryPoint. 'eoa': a key.
   */
  account: 'eoa' | 'smart'
  /** Its owners are managed on the widget's home screen (the passkey panel). */
  managesOwners: boolean
  /**
   * It asks the visitor itself before it gives the site an address, somewhere no host page can draw:
   * the phone (WalletConnect), the browser's passkey dialog; or the host page relays it, and the host
   * has its address already. Any other wallet may answer at once (the dev wallet; an injected wallet
   * that already knows the widget's origin), so a lured click on it would disclose the address: its
   * connect is confirmed in the secure window (guard/askConnectConsent.ts).
   */
  asksOnConnect: boolean
  /**
   * It holds permissions for apps (ERC-7715) and enforces them on chain: the passkey account's grants
   * (devchain/contracts/PasskeyPermissions.sol). A key has no contract that could.
   */
  executionPermissions: boolean
}

const PLAIN: WalletCapabilities = {
  reach: 'widget',
  atomicBatches: false,
  paymasters: false,
  account: 'eoa',
  managesOwners: false,
  asksOnConnect: false,
  executionPermissions: false,
}

/** One row per wallet source. */
export const WALLET_CAPABILITIES: Readonly<Record<WalletSource, WalletCapabilities>> = {
  injected: PLAIN,
  legacy: PLAIN,
  host: { ...PLAIN, reach: 'host', badge: 'connect.throughSite', asksOnConnect: true },
  walletconnect: { ...PLAIN, reach: 'phone', badge: 'connect.phones', asksOnConnect: true },
  dev: { ...PLAIN, badge: 'connect.devOnly' },
  passkey: {
    reach: 'widget',
    badge: 'connect.passkeyBadge',
    atomicBatches: true,
    paymasters: true,
    account: 'smart',
    managesOwners: true,
    asksOnConnect: true,
    executionPermissions: true,
  },
}

/**
 * Whether a key with no pointer of the visitor's behind it (a lured one, maybe) may choose this wallet: only where
 * choosing cannot disclose the address without a window the site cannot draw in that names the site. A wallet that
 * answers at once is asked in the secure window; the host's own relayed wallet tells the host nothing new. Not the
 * passkey wallet, whose browser dialog names the widget, not the site; nor WalletConnect, whose phone names the site
 * but whose live session (one a restore gave up on) answers at once with no phone at all. There a key still needs
 * the visitor's click inside first.
 */
export function keyMayChoose(capabilities: WalletCapabilities): boolean {
  return !capabilities.asksOnConnect || capabilities.reach === 'host'
}

/** The capabilities of the wallet with this option id (`source:rdns`, or a source's own id). */
export function capabilitiesOf(walletId: string): WalletCapabilities {
  const source = walletId.split(':', 1)[0]!
  return Object.hasOwn(WALLET_CAPABILITIES, source) ? WALLET_CAPABILITIES[source as WalletSource] : PLAIN
}

/** The connected wallet as the controllers meet it: its provider and what it can do. */
export type Wallet = {
  provider: Eip1193Provider
  capabilities: WalletCapabilities
  /** Its all-or-nothing executor: present exactly when `capabilities.atomicBatches`. */
  batches: AtomicBatchWallet | undefined
}

/**
 * The contract of the wallet with option id `walletId`, once it gave its provider. Atomic batches are
 * claimed only where the row says so and the provider has the executor, so the two never disagree.
 */
export function walletOf(walletId: string, provider: Eip1193Provider): Wallet {
  const row = capabilitiesOf(walletId)
  const batches = row.atomicBatches && isAtomicBatchWallet(provider) ? provider : undefined
  return { provider, capabilities: { ...row, atomicBatches: batches !== undefined }, batches }
}

/**
 * Whether the wallet pays through a paymaster a site names (ERC-7677 `paymasterService` of
 * `wallet_sendCalls`) on a chain: an account that sends its own UserOperations (the passkey wallet),
 * where the chain's config offers them. The same answer for `wallet_getCapabilities` and the request.
 */
export function takesSitePaymaster(capabilities: WalletCapabilities, chain: { passkeyWallet?: unknown }): boolean {
  return capabilities.paymasters && capabilities.atomicBatches && chain.passkeyWallet !== undefined
}

/**
 * Whether the wallet holds permissions for apps on a chain: an account that enforces them (the passkey wallet), on a
 * chain its deployment offers it on. The same answer for `wallet_getCapabilities` and the ERC-7715 methods.
 */
export function holdsPermissions(capabilities: WalletCapabilities, chain: { passkeyWallet?: unknown }): boolean {
  return capabilities.executionPermissions && capabilities.account === 'smart' && chain.passkeyWallet !== undefined
}
