import type { TokenFee } from '../wallets/atomicBatches'
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  numberToHex,
  type Address,
  type Hex,
} from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import { getGasPrice, type ChainClient } from '../chain/chainClient'
import { failureReason } from '../chain/revertReason'
import { checkAmount } from './parseAmount'
import { checkRecipient, recipientWarnings, type RecipientWarning } from './checkRecipient'
import { recipientHistory } from './recipientHistory'
import type { SimulateTransactionParameters, SimulationOutcome } from '../review/simulateTransaction'

/** What the send form (or the host's `send()`) asks for, as typed. */
export type SendDraft = { chainId: number; token: 'native' | Address; to: string; amount: string }

export type SendWarning = RecipientWarning | 'willFail' | 'lookalike' | 'behavesDifferently'

/** A send checked and priced, ready for the review screen and then the wallet. */
export type PreparedTransfer = {
  chain: ChainConfig
  from: Address
  token: 'native' | Address
  symbol: string
  decimals: number
  to: Address
  ensName?: string
  amount: bigint
  /** The amount in human units, exact. */
  amountText: string
  /** The transaction for `eth_sendTransaction`, bound to the reviewed network by `chainId`. */
  tx: { from: Address; to: Address; value?: Hex; data?: Hex; gas: Hex; chainId: Hex }
  fee?: bigint
  /** Who pays the fee instead of the account: the operator's paymaster, by the name it gave (passkey wallet). */
  sponsor?: string
  /** The fee paid in a token instead (the passkey wallet's token paymaster): `fee` is then in that token. */
  feeToken?: TokenFee
  warnings: SendWarning[]
  /** The earlier counterparty this recipient imitates (warning `lookalike`). */
  lookalikeOf?: Address
  /** The account has not dealt with this recipient before: a neutral note, not a warning. */
  firstTimeRecipient?: boolean
  /** Why the chain says it would fail, when it does. */
  failureReason?: string
  /** The simulated balance changes of the sender, as every review shows them. */
  simulation: SimulationOutcome
}

export type PrepareSendParameters = {
  client: ChainClient
  chain: ChainConfig
  from: Address
  draft: SendDraft
  token: { symbol: string; decimals: number }
  balance?: bigint
  allowDecimalComma?: boolean
  /** Addresses this account dealt with before; unknown (the history could not be read) leaves the check out. */
  counterparties?: readonly Address[]
  /**
   * The wallet pays the fee through a UserOperation (the passkey wallet): the simulation lends it, and
   * the fee check is the caller's, against the wallet's own quote (prepareDraft).
   */
  feePaidByOperation?: boolean
  /** The bundle transaction of the wallet's operation, which the preview runs (see simulateTransaction). */
  operation?: SimulateTransactionParameters['operation']
}

/** A transfer that cannot be estimated is still sent with this much gas, so that it fails on chain, truthfully. */
const FALLBACK_GAS = { native: 21_000n, token: 100_000n }

/**
 * Checks a draft and prices it: the recipient (checksum, ENS), the amount (decimals, balance,
 * fee), and the chain's own verdict through gas estimation. Throws a WalletportError with the
 * code the host API documents; a transfer the chain expects to fail is returned with a warning,
 * not refused: the visitor decides, as in any wallet.
 */
export async function prepareSend({
  client,
  chain,
  from,
  draft,
  token,
  balance,
  allowDecimalComma,
  counterparties,
  feePaidByOperation = false,
  operation,
}: PrepareSendParameters): Promise<PreparedTransfer> {
  const tokenAddress = draft.token === 'native' ? undefined : draft.token
  const recipient = checkRecipient(draft.to, tokenAddress)
  if (recipient.kind === 'invalid') throw new WalletportError('INVALID_ADDRESS', recipient.message)
  let to: Address
  let ensName: string | undefined
  if (recipient.kind === 'ens') {
    if (!chain.ensUniversalResolver)
      throw new WalletportError(
        'INVALID_ADDRESS',
        `ENS names work only on networks with ENS; ${chain.name} has none. Enter an address.`,
      )
    const { resolveEnsName } = await import('./resolveEnsName')
    const resolved = await resolveEnsName(client, recipient.name, chain.ensUniversalResolver).catch(() => undefined)
    if (!resolved) throw new WalletportError('INVALID_ADDRESS', `No address is set for ${recipient.name}.`)
    to = resolved
    ensName = recipient.name
  } else {
    to = recipient.address
  }

  const amount = checkAmount({
    input: draft.amount,
    decimals: token.decimals,
    symbol: token.symbol,
    ...(balance === undefined ? {} : { balance }),
    ...(allowDecimalComma === undefined ? {} : { allowDecimalComma }),
  })
  if (!amount.ok) throw new WalletportError(amount.code, amount.message)

  const call = tokenAddress
    ? {
        from,
        to: tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount.value] }),
      }
    : { from, to, value: numberToHex(amount.value) }
  const warnings: SendWarning[] = recipientWarnings(to, tokenAddress)
  const history = counterparties ? recipientHistory(to, counterparties) : undefined
  if (history?.lookalikeOf) warnings.unshift('lookalike')
  let gas = tokenAddress ? FALLBACK_GAS.token : FALLBACK_GAS.native
  let estimated = false
  let reason: string | undefined
  try {
    gas = BigInt(await client.request({ method: 'eth_estimateGas', params: [call] }))
    gas += gas / 5n // room for state that moves between now and the block
    estimated = true
    if (call.data) reason = await transferRefusal(client, { ...call, data: call.data })
  } catch (error) {
    reason = failureReason(error)
  }
  const gasPrice = await getGasPrice(client).catch(() => undefined)
  // Loaded with the first review.
  const { simulateTransaction } = await import('../review/simulateTransaction')
  const simulated = await simulateTransaction({
    client,
    chain,
    from,
    calls: [{ to: call.to, value: tokenAddress ? 0n : amount.value, data: call.data ?? '0x' }],
    knownToken: (address) => (tokenAddress && address.toLowerCase() === tokenAddress.toLowerCase() ? token : undefined),
    ...(estimated && gasPrice !== undefined ? { cost: { gas, gasPrice } } : {}),
    feePaidByOperation,
    ...(operation ? { operation } : {}),
  })
  if (!reason && simulated.status === 'reverted') reason = simulated.reason
  if (reason) warnings.push('willFail')
  // A second preview, mined later and otherwise, moved other amounts: the one shown may not be what happens.
  if (simulated.status !== 'unavailable' && simulated.behavesDifferently) warnings.push('behavesDifferently')

  const fee = gasPrice === undefined ? undefined : gas * gasPrice
  if (
    !feePaidByOperation &&
    !tokenAddress &&
    balance !== undefined &&
    fee !== undefined &&
    amount.value + fee > balance
  ) {
    throw new WalletportError('INSUFFICIENT_FUNDS', `Not enough ${token.symbol} left for the network fee.`)
  }

  return {
    chain,
    from,
    token: draft.token,
    symbol: token.symbol,
    decimals: token.decimals,
    to,
    ...(ensName ? { ensName } : {}),
    amount: amount.value,
    amountText: formatUnits(amount.value, token.decimals),
    tx: { ...call, gas: numberToHex(gas), chainId: numberToHex(chain.id) },
    ...(fee === undefined ? {} : { fee }),
    warnings,
    ...(history?.lookalikeOf ? { lookalikeOf: history.lookalikeOf } : {}),
    ...(history?.firstTime ? { firstTimeRecipient: true } : {}),
    ...(reason ? { failureReason: reason } : {}),
    simulation: simulated,
  }
}

/**
 * Tokens that answer `false` instead of reverting (pre-2018 style): the call says so. Tokens that
 * return nothing at all (USDT) are fine.
 */
async function transferRefusal(
  client: ChainClient,
  call: { from: Address; to: Address; data: Hex },
): Promise<string | undefined> {
  const result = (await client.request({ method: 'eth_call', params: [call, 'latest'] })) as Hex
  if (result === '0x') return undefined
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'transfer', data: result })
      ? undefined
      : 'the token refused the transfer'
  } catch {
    return undefined
  }
}

/** The most native currency a visitor can send: the balance less twice the fee of a plain transfer. */
export function maxNativeAmount(balance: bigint, gasPrice: bigint): bigint {
  const reserve = FALLBACK_GAS.native * gasPrice * 2n
  return balance > reserve ? balance - reserve : 0n
}
