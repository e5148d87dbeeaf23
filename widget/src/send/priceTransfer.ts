import { decodeFunctionResult, erc20Abi, type Address, type Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { getGasPrice, type ChainClient } from '../chain/chainClient'
import { failureReason } from '../chain/revertReason'
import type { SimulateTransactionParameters, SimulationOutcome } from '../review/simulateTransaction'

/** A transfer that cannot be estimated is still sent with this much gas, so that it fails on chain, truthfully. */
export const FALLBACK_GAS = { native: 21_000n, token: 100_000n }

/** A transfer's one transaction: a value to `to`, or a token's `transfer(to, value)` (`data`). */
export type TransferCall = { from: Address; to: Address; value?: Hex; data?: Hex }

type PriceTransferParameters = Pick<
  SimulateTransactionParameters,
  'knownToken' | 'feePaidByOperation' | 'operation'
> & {
  client: ChainClient
  chain: ChainConfig
  call: TransferCall
  /** The native value the call moves (a token transfer's is in `data`). */
  value: bigint
}

/**
 * The chain's verdict on a transfer: its gas (estimated, else FALLBACK_GAS), the gas price, why it would fail
 * (the estimate's revert, a token's `false`, else the preview's revert), and the preview of what it does.
 */
export async function priceTransfer({ client, chain, call, value, ...preview }: PriceTransferParameters): Promise<{
  gas: bigint
  gasPrice: bigint | undefined
  reason: string | undefined
  simulated: SimulationOutcome
}> {
  const { gas, estimated, reason } = await estimateTransfer(client, call, call.data ? 'token' : 'native')
  const gasPrice = await getGasPrice(client).catch(() => undefined)
  // Loaded with the first review.
  const { simulateTransaction } = await import('../review/simulateTransaction')
  const simulated = await simulateTransaction({
    client,
    chain,
    from: call.from,
    calls: [{ to: call.to, value, data: call.data ?? '0x' }],
    ...(estimated && gasPrice !== undefined ? { cost: { gas, gasPrice } } : {}),
    ...preview,
  })
  return {
    gas,
    gasPrice,
    reason: reason || (simulated.status === 'reverted' ? simulated.reason : undefined),
    simulated,
  }
}

/**
 * The gas of a transfer as the chain estimates it, with room to spare, and why the chain says it would fail
 * (a revert, or a token that answers `false`). One the chain cannot estimate gets FALLBACK_GAS, `estimated` false.
 */
async function estimateTransfer(
  client: ChainClient,
  call: TransferCall,
  kind: keyof typeof FALLBACK_GAS,
): Promise<{ gas: bigint; estimated: boolean; reason: string | undefined }> {
  let gas = FALLBACK_GAS[kind]
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
  return { gas, estimated, reason }
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
