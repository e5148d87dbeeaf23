import { encodeFunctionData, erc20Abi, type Address } from 'viem'
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
 * The form's Max: the most of a token the account can send and still pay for the send: the balance
 * less what the wallet's fee path takes from it, twice over, since the fee may rise before the review.
 * For the passkey wallet its own quote says: nothing when a paymaster pays, the operation's most in
 * the native currency, or in the token paymaster's token. Any other wallet pays a plain transfer's gas
 * in the native currency. The review then holds the amount to the fee it quotes.
 */
export async function maxSendAmount({
  balance,
  token,
  to,
  gasPrice,
  batches,
}: MaxSendAmountParameters): Promise<MaxSendAmountReturnType> {
  if (!batches) return token === 'native' ? maxNativeAmount(balance, await gasPrice()) : balance
  // Priced as the send will be: an operation that moves this token (a paymaster's policy may sponsor only some).
  const half = balance / 2n
  const call =
    token === 'native'
      ? { to, value: half, data: '0x' as const }
      : {
          to: token,
          value: 0n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, half] }),
        }
  const quote = await batches.quoteCalls([call])
  // What the fee takes from this balance: nothing when a paymaster pays or the fee is in another token.
  const paidFromThis = quote.feeToken
    ? quote.feeToken.token.toLowerCase() === token.toLowerCase()
    : quote.sponsor === undefined && token === 'native'
  if (!paidFromThis) return balance
  const reserve = quote.fee * 2n
  return balance > reserve ? balance - reserve : 0n
}
