import type { Address, Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ReviewedTransaction } from '../../../protocol/parseTransactionRequest'
import type { ChainClient } from '../chain/chainClient'
import { decodeCall, tokensOf, type DecodeTrust, type DecodedCall } from './decodeCall'
import { estimateCost } from './estimateCost'
import { readTokenInfo, type ReadTokenInfoReturnType, type TokenInfo } from './readTokenInfo'
import { simulateTransaction, type SimulateTransactionParameters, type SimulationOutcome } from './simulateTransaction'

/** Everything the review of one transaction shows; the wallet gets a transaction rebuilt from it. */
export type TransactionReview = {
  kind: 'transaction'
  chain: ChainConfig
  from: Address
  /** Undefined: a contract creation. */
  to?: Address
  /** Always shown, even beside a decoded call: a token transfer can carry native value too. */
  value: bigint
  data: Hex
  call?: DecodedCall
  tokens: ReadTokenInfoReturnType
  /** Estimated network fee in the native currency; undefined when it cannot be estimated. */
  fee?: bigint
  /** Who pays the fee instead of the account (the passkey wallet's paymaster). */
  sponsor?: string
  simulation: SimulationOutcome
  /**
   * The gas limit the wallet is given when the chain could not estimate one because the call reverts
   * in simulation: a visitor who acknowledged that and sends anyway must not be stopped by the
   * wallet's own estimate failing the same way.
   */
  gasLimit?: bigint
}

/** The gas limit of a transaction sent anyway: ample for a contract call, far below any block's limit. */
export const SEND_ANYWAY_GAS_LIMIT = 2_000_000n

/** What every review is built with: the chain and its client, the sender, and the tokens the widget already knows. */
export type ReviewContext = {
  client: ChainClient
  chain: ChainConfig
  from: Address
  knownToken: (token: Address) => TokenInfo | undefined
  /** The account's wallet pays fees through a UserOperation (the passkey wallet): see simulateTransaction. */
  feePaidByOperation?: boolean
  /** How the EntryPoint calls the account to make the calls (the passkey wallet): see simulateTransaction. */
  operation?: SimulateTransactionParameters['operation']
  /** Who asks, for the labels only the wallet's own requests earn (decodeCall). */
  trust?: DecodeTrust
}

export type BuildTransactionReviewParameters = ReviewContext & { tx: ReviewedTransaction }

/**
 * Builds the review of a transaction: decoded call with chain-read token metadata, fee estimate
 * and the simulated balance changes of the visitor's account, fetched in parallel.
 */
export async function buildTransactionReview({
  client,
  chain,
  from,
  tx,
  knownToken,
  feePaidByOperation = false,
  operation,
  trust = {},
}: BuildTransactionReviewParameters): Promise<TransactionReview> {
  const call = tx.to ? decodeCall(tx.to, tx.data, from, trust) : undefined
  const [tokens, cost] = await Promise.all([
    readTokenInfo({ client, chain, account: from, tokens: tokensOf(call), known: knownToken }),
    estimateCost(client, { from, to: tx.to, value: tx.value, data: tx.data }),
  ])
  const simulation = await simulateTransaction({
    client,
    chain,
    from,
    calls: [{ ...(tx.to ? { to: tx.to } : {}), value: tx.value, data: tx.data }],
    // Tokens the decoded call named were just read: the simulation reuses them rather than read them again.
    knownToken: (token) => tokens.get(token.toLowerCase()) ?? knownToken(token),
    ...(cost ? { cost } : {}),
    feePaidByOperation,
    ...(operation ? { operation } : {}),
  })
  const fee = cost && cost.gas * cost.gasPrice
  return {
    kind: 'transaction',
    chain,
    from,
    ...(tx.to ? { to: tx.to } : {}),
    value: tx.value,
    data: tx.data,
    ...(call ? { call } : {}),
    tokens,
    ...(fee === undefined ? {} : { fee }),
    simulation,
    ...(cost === undefined && simulation.status === 'reverted' ? { gasLimit: SEND_ANYWAY_GAS_LIMIT } : {}),
  }
}
