import type { Address, Hash, Hex, StateOverride } from 'viem'
import type { PaymasterMethod } from '../../../protocol/parsePaymasterAnswer'
import type { PaymasterService } from '../../../protocol/parsePaymasterService'
import type { Eip1193Provider } from './eip1193'

/** A call of an atomic batch, as the review showed it. */
export type BatchCall = { to: Hex; value: bigint; data: Hex }

/**
 * A wallet of the widget's own that executes a batch all or nothing (the passkey wallet: one
 * UserOperation). Other wallets get a batch's calls one after another.
 */
export type AtomicBatchWallet = Eip1193Provider & {
  /** `stillWanted`: false once the request ended (the visitor cancelled): a signature that comes after is not sent. */
  sendCalls(
    calls: readonly BatchCall[],
    options?: BatchOptions & { stillWanted?: () => boolean },
  ): Promise<{ transactionHash: Hash; sponsor: string | undefined }>
  /**
   * What sending `calls` will cost and who pays, for the review: the account (`fee`, the most it can
   * be charged) or a paymaster (`sponsor`, its name), the one the site named when `paymaster` is given
   * and it accepts. The send then keeps to what the review said.
   */
  quoteCalls(calls: readonly BatchCall[], options?: BatchOptions): Promise<FeeQuote>
  /**
   * The bundle transaction a bundler will send for an operation of `calls` (with the site's `paymaster` when
   * given): what a preview runs, so the calls see the sender and origin they will meet, and the paymaster's
   * validation and postOp run as they will. The operation is the one quoteCalls then quotes and sendCalls sends.
   */
  operationCall(calls: readonly BatchCall[], options?: BatchOptions): Promise<OperationCall>
}

/**
 * What a site asked of a batch beyond its calls, for a wallet of ours to honour: the paymaster it named (ERC-7677),
 * and its builder codes (ERC-8021), which the operation carries at the end of its callData, where indexers read them.
 * Part of what was reviewed: the same calls with other options are another review.
 */
export type BatchOptions = { paymaster?: SitePaymaster; dataSuffix?: Hex }

/**
 * The bundle transaction that runs one UserOperation: `from`, an EOA like a bundler's (neither the account
 * nor the EntryPoint); `to`, the EntryPoint; `data`, its handleOps of the operation, signed with a signature
 * that only `stateOverride` makes valid (the passkey has not signed yet).
 */
export type OperationCall = {
  from: Address
  to: Address
  data: Hex
  /** The account whose balances the review shows. */
  account: Address
  /** The gas the bundle transaction needs: every limit of the operation and the EntryPoint's own. */
  gas: bigint
  stateOverride: StateOverride
  /** A paymaster pays the gas (the operator's, a token paymaster, or the site's): what it takes is worth knowing. */
  paymaster?: Address
}

/** The bundle transaction of `calls` (AtomicBatchWallet.operationCall); undefined for a contract creation, which an operation does not make. */
export async function operationCallOf(
  wallet: AtomicBatchWallet,
  options: BatchOptions,
  calls: readonly { to?: Hex; value: bigint; data: Hex }[],
): Promise<OperationCall | undefined> {
  if (calls.some((call) => !call.to)) return undefined
  return wallet.operationCall(
    calls.map(({ to, value, data }) => ({ to: to!, value, data })),
    options,
  )
}

/** Who pays the gas of a send, as the review shows it; `namedBySite`: the paymaster is the one the site named. */
export type FeeQuote = { fee: bigint; sponsor?: string; namedBySite?: boolean; feeToken?: TokenFee }

/**
 * A fee paid in a token through the operator's token paymaster (passkey wallet): at most `amount` of the token, the
 * most the paymaster can charge under the price guard the visitor signs, and the approval the same operation makes
 * for it (payInToken: exactly `amount`, used up by the paymaster).
 */
export type TokenFee = {
  token: Hex
  symbol: string
  decimals: number
  amount: bigint
  approval?: bigint
  spender?: Hex
}

/**
 * The ERC-7677 paymaster a site named for a batch (`paymasterService`), with the way to reach it:
 * through the host page, which named it (loader/hostPaymaster.ts), never from the widget itself.
 */
export type SitePaymaster = PaymasterService & {
  request(method: PaymasterMethod, params: unknown[]): Promise<unknown>
}

/** Whether `provider` has the executor's methods; which wallets may be one is walletCapabilities' to say. */
export function isAtomicBatchWallet(provider: Eip1193Provider | undefined): provider is AtomicBatchWallet {
  return typeof (provider as { sendCalls?: unknown } | undefined)?.sendCalls === 'function'
}

/**
 * The fee and payer of `calls` as the connected wallet will send them, for a review: undefined for
 * a wallet that sends plain transactions (the review's own estimate holds), a quote for one of ours.
 */
export async function quoteFee(
  batches: AtomicBatchWallet | undefined,
  calls: readonly BatchCall[],
  options: BatchOptions = {},
): Promise<FeeQuote | undefined> {
  return batches?.quoteCalls(calls, options)
}

/** A review's fee fields from a quote: the fee the account pays, or who pays it (and whether the site named them). */
export function feeFields(quote: FeeQuote): {
  fee?: bigint
  sponsor?: string
  sponsorNamedBySite?: boolean
  feeToken?: TokenFee
} {
  if (quote.feeToken) return { fee: quote.feeToken.amount, feeToken: quote.feeToken }
  if (quote.sponsor === undefined) return { fee: quote.fee }
  return quote.namedBySite ? { sponsor: quote.sponsor, sponsorNamedBySite: true } : { sponsor: quote.sponsor }
}
