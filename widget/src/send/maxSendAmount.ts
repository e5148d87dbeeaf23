import type { Address } from 'viem'
import type { AtomicBatchWallet } from '../wallets/atomicBatches'
import { maxNativeAmount } from './prepareSend'

export type MaxSendAmountParameters = {
  /** What the account holds of the token, as the balances read it. */
  balance: bigint
  token: 'native' | Address
  /** Where the send goes: the recipient typed, or any fresh address (a transfer to an empty account costs the most gas). */
  to: Address
  /** The chain's gas price, for a wallet that sends plain transactions. */
  gasPrice: () => Promise<bigint>
  /** The connected wallet when it sends UserOperations (the passkey wallet): its own quote says who pays and how much. */
  batches?: AtomicBatchWallet | undefined
}

export type MaxSendAmountReturnType = bigint

/**
 * The form's Max: the most of a token the account can send and still pay for the send. A token's
 * whole balance (its fee is paid in the native currency); of the native currency, the balance less
 * what the wallet's fee path needs, twice over, since the fee may rise before the review: the
 * passkey wallet's own quote (nothing when a paymaster pays, else the operation's most), or a plain
 * transfer's gas for any other wallet. The review then holds the amount to the fee it quotes.
 */
export async function maxSendAmount({
  balance,
  token,
  to,
  gasPrice,
  batches,
}: MaxSendAmountParameters): Promise<MaxSendAmountReturnType> {
  if (token !== 'native') return balance
  if (!batches) return maxNativeAmount(balance, await gasPrice())
  // Priced as the send will be: an operation that moves ETH (a paymaster's policy may sponsor only some).
  const quote = await batches.quoteCalls([{ to, value: balance / 2n, data: '0x' }])
  if (quote.sponsor !== undefined) return balance
  const reserve = quote.fee * 2n
  return balance > reserve ? balance - reserve : 0n
}
