import type { CeremonyWindow } from '../windowChannel/ceremony'
import type { Eip1193Provider } from './eip1193'
import type { Wallet } from './walletCapabilities'

/**
 * A wallet that may ask for its key in a window of ours rather than in the frame (the passkey wallet, where
 * the host page did not delegate WebAuthn or the engine refused it here): a request's signature is then
 * asked in the secure window the visitor confirmed its review in, lent to the wallet for it.
 */
export type ReviewWindowWallet = Eip1193Provider & {
  /** Whether its signatures are asked in a window now. */
  signsInWindow(): boolean
  /** The secure window the visitor confirmed a review in: that request's signature is asked there. */
  lendReviewWindow(window: CeremonyWindow): void
}

export function isReviewWindowWallet(provider: unknown): provider is ReviewWindowWallet {
  const wallet = provider as Partial<ReviewWindowWallet> | undefined
  return typeof wallet?.signsInWindow === 'function' && typeof wallet.lendReviewWindow === 'function'
}

/**
 * How the secure window a review is confirmed in is handed to the connected wallet, when it asks for its
 * key in a window (guard/confirmPath.ts then sends the review there, so the key is asked under the whole
 * review, never in a window that shows less). Undefined for a wallet that signs where it is.
 */
export function reviewWindowTaker(wallet: Wallet | undefined): ((window: CeremonyWindow) => void) | undefined {
  const provider = wallet?.provider
  if (!isReviewWindowWallet(provider) || !provider.signsInWindow()) return undefined
  return (window) => provider.lendReviewWindow(window)
}
