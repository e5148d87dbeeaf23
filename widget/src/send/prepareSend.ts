import type { TokenFee } from '../wallets/atomicBatches'
import { encodeFunctionData, erc20Abi, formatUnits, numberToHex, type Address, type Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import type { ChainClient } from '../chain/chainClient'
import { checkAmount } from './parseAmount'
import { checkRecipient, recipientWarnings, type RecipientWarning } from './checkRecipient'
import { recipientHistory } from './recipientHistory'
import { FALLBACK_GAS, priceTransfer, type TransferCall } from './priceTransfer'
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
  const { to, ensName } = await resolveRecipient(client, chain, checkRecipient(draft.to, tokenAddress))

  const amount = checkedAmount(draft.amount, token, balance, allowDecimalComma)
  const call = transferCall(from, to, tokenAddress, amount)
  const history = counterparties ? recipientHistory(to, counterparties) : undefined
  const { gas, gasPrice, reason, simulated } = await priceTransfer({
    client,
    chain,
    call,
    value: tokenAddress ? 0n : amount,
    knownToken: (address) => (tokenAddress && address.toLowerCase() === tokenAddress.toLowerCase() ? token : undefined),
    feePaidByOperation,
    ...(operation ? { operation } : {}),
  })

  const fee = gasPrice === undefined ? undefined : gas * gasPrice
  if (!feePaidByOperation && !tokenAddress && balance !== undefined && fee !== undefined && amount + fee > balance) {
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
    amount,
    amountText: formatUnits(amount, token.decimals),
    tx: { ...call, gas: numberToHex(gas), chainId: numberToHex(chain.id) },
    ...(fee === undefined ? {} : { fee }),
    warnings: transferWarnings(to, tokenAddress, history, reason, simulated),
    ...(history?.lookalikeOf ? { lookalikeOf: history.lookalikeOf } : {}),
    ...(history?.firstTime ? { firstTimeRecipient: true } : {}),
    ...(reason ? { failureReason: reason } : {}),
    simulation: simulated,
  }
}

/** The amount in the token's smallest unit, checked (decimals, and the balance where known), else why not. */
function checkedAmount(
  input: string,
  token: { symbol: string; decimals: number },
  balance: bigint | undefined,
  allowDecimalComma: boolean | undefined,
): bigint {
  const amount = checkAmount({
    input,
    decimals: token.decimals,
    symbol: token.symbol,
    ...(balance === undefined ? {} : { balance }),
    ...(allowDecimalComma === undefined ? {} : { allowDecimalComma }),
  })
  if (!amount.ok) throw new WalletportError(amount.code, amount.message)
  return amount.value
}

/** The transaction of a transfer: a value to `to`, or a token's `transfer(to, value)`. */
function transferCall(from: Address, to: Address, tokenAddress: Address | undefined, value: bigint): TransferCall {
  return tokenAddress
    ? {
        from,
        to: tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
      }
    : { from, to, value: numberToHex(value) }
}

/** What the review warns of, the look-alike first: the recipient, a transfer the chain says fails, a preview that moved. */
function transferWarnings(
  to: Address,
  tokenAddress: Address | undefined,
  history: ReturnType<typeof recipientHistory> | undefined,
  reason: string | undefined,
  simulated: SimulationOutcome,
): SendWarning[] {
  const warnings: SendWarning[] = recipientWarnings(to, tokenAddress)
  if (history?.lookalikeOf) warnings.unshift('lookalike')
  if (reason) warnings.push('willFail')
  // A second preview, mined later and otherwise, moved other amounts: the one shown may not be what happens.
  if (simulated.status !== 'unavailable' && simulated.behavesDifferently) warnings.push('behavesDifferently')
  return warnings
}

/** The recipient as an address: typed as one, or an ENS name resolved on a chain that has ENS. */
async function resolveRecipient(
  client: ChainClient,
  chain: ChainConfig,
  recipient: ReturnType<typeof checkRecipient>,
): Promise<{ to: Address; ensName?: string }> {
  if (recipient.kind === 'invalid') throw new WalletportError('INVALID_ADDRESS', recipient.message)
  if (recipient.kind !== 'ens') return { to: recipient.address }
  if (!chain.ensUniversalResolver)
    throw new WalletportError(
      'INVALID_ADDRESS',
      `ENS names work only on networks with ENS; ${chain.name} has none. Enter an address.`,
    )
  const { resolveEnsName } = await import('./resolveEnsName')
  const resolved = await resolveEnsName(client, recipient.name, chain.ensUniversalResolver).catch(() => undefined)
  if (!resolved) throw new WalletportError('INVALID_ADDRESS', `No address is set for ${recipient.name}.`)
  return { to: resolved, ensName: recipient.name }
}

/** The most native currency a visitor can send: the balance less twice the fee of a plain transfer. */
export function maxNativeAmount(balance: bigint, gasPrice: bigint): bigint {
  const reserve = FALLBACK_GAS.native * gasPrice * 2n
  return balance > reserve ? balance - reserve : 0n
}
