/** The public types of the host-facing API, shared by the loader and the widget. */

export type Address = `0x${string}`
export type Hash = `0x${string}`

export type Theme = 'light' | 'dark' | 'auto'

export interface TokenInput {
  chainId: number
  address: Address
  symbol?: string
  decimals?: number
  name?: string
  logoURI?: string
}

export interface MountOptions {
  /** Inline container (selector or element); omitted → floating launcher button + modal. */
  target?: string | HTMLElement
  /** Chain ids to offer, first is default; a subset of the deployment's chains. */
  chains?: number[]
  /** Extra ERC-20s to show, on top of the deployment's defaults. */
  tokens?: TokenInput[]
  theme?: Theme
  /** CSS colour. */
  accent?: string
  /** BCP-47, falls back to 'en'. */
  locale?: string
  /**
   * ISO 4217 (`EUR`): the currency values are shown in, where the chain has a feed for it; default, the locale's.
   * The visitor's own choice in the wallet wins over it.
   */
  currency?: string
  /** Default true: wallets injected in the host page are offered inside the widget. */
  relayHostWallets?: boolean
  /** Default false: announce `handle.provider` on the host page via EIP-6963. */
  announceProvider?: boolean
  /** Default: `widget/` on the loader script's own origin. */
  widgetUrl?: string
  /** Handshake timeout in ms, default 10000. */
  timeoutMs?: number
}

export type WalletInfo = { name: string; rdns?: string; icon?: string }

export type Account = { address: Address; chainId: number; wallet: WalletInfo }

export type State = {
  status: 'disconnected' | 'connecting' | 'connected'
  address?: Address
  chainId?: number
  wallet?: WalletInfo
}

export type Balance = {
  chainId: number
  token: 'native' | Address
  symbol: string
  name?: string
  decimals: number
  /** Base units, decimal string. */
  value: string
  formatted: string
  /** Set when the balance could not be read. */
  error?: string
  /** Its worth in US dollars, an exact decimal string; only from a fresh feed the deployment configured. */
  usd?: string
}

export type SendRequest = {
  token: 'native' | Address
  /** Address or ENS name. */
  to: Address | string
  /** Human units, e.g. "1.5". */
  amount: string
  chainId?: number
}

export type SendResult = { hash: Hash; chainId: number }

/**
 * What a host gives for Sign-In with Ethereum (EIP-4361). The widget writes the message itself:
 * the domain and URI are the host's real origin, the address and chain the connected ones, the
 * issue time the widget's clock. Each field is validated (INVALID_REQUEST otherwise).
 */
export type SignInRequest = {
  /** From the host's server, single-use: at least 8 letters and digits. */
  nonce: string
  /** A line shown to the visitor and signed; no line breaks. */
  statement?: string
  /** A chain of this embedding; default the connected one. */
  chainId?: number
  /** RFC 3339 times, e.g. "2026-11-22T18:00:00Z". */
  expirationTime?: string
  notBefore?: string
  requestId?: string
  /** URIs the sign-in covers. */
  resources?: string[]
}

export type SignInResult = {
  address: Address
  chainId: number
  /** The exact EIP-4361 text that was signed: send it with the signature to your server. */
  message: string
  signature: `0x${string}`
}

export type SendStatus = 'submitted' | 'confirmed' | 'failed' | 'rejected'

export interface WalletportEvents {
  ready: Record<string, never>
  connect: Account
  disconnect: Record<string, never>
  accountsChanged: { address: Address }
  chainChanged: { chainId: number }
  send: {
    status: SendStatus
    chainId: number
    token: 'native' | Address
    to: Address
    amount: string
    hash?: Hash
    error?: { code: string; message: string }
  }
  /** A site's permission (ERC-7715) was granted, or revoked, on this chain: no amounts, nothing the visitor typed. */
  permissionGranted: { chainId: number }
  permissionRevoked: { chainId: number }
  error: { code: string; message: string }
}

export type EventName = keyof WalletportEvents

export const EVENT_NAMES = [
  'ready',
  'connect',
  'disconnect',
  'accountsChanged',
  'chainChanged',
  'send',
  'permissionGranted',
  'permissionRevoked',
  'error',
] as const satisfies readonly EventName[]
