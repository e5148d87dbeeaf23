import type { Hash, Hex } from 'viem'
import type { Eip1193Provider } from './eip1193'

/** A call of an atomic batch, as the review showed it. */
export type BatchCall = { to: Hex; value: bigint; data: Hex }

/**
 * A wallet of the widget's own that executes a batch all or nothing (the passkey wallet: one
 * UserOperation). Other wallets get a batch's calls one after another.
 */
export type AtomicBatchWallet = Eip1193Provider & {
  /** `stillWanted`: false once the request ended (the visitor cancelled): a signature that comes after is not sent. */
  sendCalls(calls: readonly BatchCall[], options?: { stillWanted?: () => boolean }): Promise<{ transactionHash: Hash; sponsor: string | undefined }>
  /**
   * What sending `calls` will cost and who pays, for the review: the account (`fee`, the most it can
   * be charged) or a paymaster (`sponsor`, its name). The send then keeps to what the review said.
   */
  quoteCalls(calls: readonly BatchCall[]): Promise<FeeQuote>
}

/** Who pays the gas of a send, as the review shows it. */
export type FeeQuote = { fee: bigint; sponsor?: string }

export function isAtomicBatchWallet(provider: Eip1193Provider | undefined): provider is AtomicBatchWallet {
  return typeof (provider as { sendCalls?: unknown } | undefined)?.sendCalls === 'function'
}

/**
 * The fee and payer of `calls` as the connected wallet will send them, for a review: undefined for
 * a wallet that sends plain transactions (the review's own estimate holds), a quote for one of ours.
 */
export async function quoteFee(provider: Eip1193Provider | undefined, calls: readonly BatchCall[]): Promise<FeeQuote | undefined> {
  return isAtomicBatchWallet(provider) ? provider.quoteCalls(calls) : undefined
}

/** A review's fee fields from a quote: the fee the account pays, or who pays it. */
export function feeFields(quote: FeeQuote): { fee?: bigint; sponsor?: string } {
  return quote.sponsor === undefined ? { fee: quote.fee } : { sponsor: quote.sponsor }
}
