import type { TokenFee } from '../wallets/atomicBatches'
import { concat, size, type Address, type Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { SendCallsBatch } from '../../../protocol/parseSendCallsRequest'
import { decodeCall, tokensOf, type DecodedCall } from './decodeCall'
import { estimateCost } from './estimateCost'
import { readTokenInfo, type ReadTokenInfoReturnType } from './readTokenInfo'
import { simulateTransaction, type BalanceChange, type SimulationOutcome } from './simulateTransaction'
import type { ReviewContext } from './buildTransactionReview'

/** One call of a batch as its review shows it. */
export type BatchCall = { to?: Address; value: bigint; data: Hex; call?: DecodedCall }

/** Everything the review of an EIP-5792 batch shows: every call, and what the whole batch does. */
export type BatchReview = {
  kind: 'batch'
  chain: ChainConfig
  from: Address
  calls: BatchCall[]
  tokens: ReadTokenInfoReturnType
  /** The sum of the calls' estimated fees; undefined when one cannot be estimated on its own. */
  fee?: bigint
  /** Who pays the fee instead of the account (the passkey wallet's paymaster). */
  sponsor?: string
  /** That paymaster is the one the site named (`paymasterService`), not the operator's. */
  sponsorNamedBySite?: boolean
  /** The site's paymaster takes this from the account (siteChargeOf; empty: the preview could not tell): no sponsor. */
  siteCharge?: BalanceChange[]
  /** The fee paid in a token instead (the passkey wallet's token paymaster): `fee` is then in that token. */
  feeToken?: TokenFee
  /** The calls run one after another in one simulated block: the effect of the whole batch. */
  simulation: SimulationOutcome
  /** The connected wallet runs the calls all or nothing, in one operation (the passkey wallet). */
  atomic?: boolean
  /** The site's builder codes (ERC-8021), in what is sent: each call's data, or the operation's (atomic). */
  builderCodes?: string[]
}

export type BuildBatchReviewParameters = ReviewContext & { batch: SendCallsBatch }

/**
 * Builds the review of a batch: each call decoded (token metadata read from the chain in one
 * multicall), each call's fee estimated, and the balance changes of the whole batch simulated in
 * order. A later call that depends on an earlier one (approve, then spend) cannot be estimated
 * alone: the fee is then unknown and the simulation runs unvalidated, and the review says so.
 */
export async function buildBatchReview({
  client,
  chain,
  from,
  batch,
  knownToken,
  feePaidByOperation = false,
  operation,
  trust = {},
}: BuildBatchReviewParameters): Promise<BatchReview> {
  // Builder codes go at the end of each call's data, unless an operation carries them (the wallet's own, atomic).
  const suffix = operation ? undefined : batch.dataSuffix?.value
  const calls: BatchCall[] = batch.calls.map((tx) => {
    const call = tx.to ? decodeCall(tx.to, tx.data, from, trust) : undefined
    const data = suffix && carriesSuffix(tx) ? concat([tx.data, suffix]) : tx.data
    return { ...(tx.to ? { to: tx.to } : {}), value: tx.value, data, ...(call ? { call } : {}) }
  })
  const [tokens, costs] = await Promise.all([
    readTokenInfo({ client, chain, account: from, tokens: calls.flatMap((c) => tokensOf(c.call)), known: knownToken }),
    Promise.all(calls.map((c) => estimateCost(client, { from, to: c.to, value: c.value, data: c.data }))),
  ])
  const estimated = costs.every((cost) => cost !== undefined) ? costs : undefined
  const simulation = await simulateTransaction({
    client,
    chain,
    from,
    calls: calls.map(({ to, value, data }) => ({ ...(to ? { to } : {}), value, data })),
    knownToken: (token) => tokens.get(token.toLowerCase()) ?? knownToken(token),
    ...(estimated ? { cost: { gas: estimated.map((cost) => cost.gas), gasPrice: estimated[0]!.gasPrice } } : {}),
    feePaidByOperation,
    ...(operation ? { operation } : {}),
  })
  const fee = estimated?.reduce((sum, cost) => sum + cost.gas * cost.gasPrice, 0n)
  const builderCodes = batch.dataSuffix ? { builderCodes: batch.dataSuffix.codes } : {}
  return {
    kind: 'batch',
    chain,
    from,
    calls,
    tokens,
    ...(fee === undefined ? {} : { fee }),
    simulation,
    ...builderCodes,
  }
}

/**
 * Whether a call can end with builder codes and still do what it says: a function call, whose arguments are decoded
 * and what follows ignored. Never a plain transfer (the codes would become the calldata: a contract's fallback, or
 * whichever function their first four bytes name) nor a contract creation (its constructor arguments).
 */
function carriesSuffix(tx: { to?: Address | undefined; data: Hex }): boolean {
  return tx.to !== undefined && size(tx.data) >= 4
}
