import { hexToBigInt, type Chain, type Client, type Hex, type Transport } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'

export type EstimateUserOperationFeesParameters = {
  /** The operator's bundler: its own price, when it gives one, is the one it accepts. */
  bundler: Client
  /** The account's chain: its base fee, and its suggested priority fee when the bundler gives none. */
  client: Client<Transport, Chain>
}
export type EstimateUserOperationFeesReturnType = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/**
 * The fees of a new UserOperation, read now: the priority fee the bundler quotes
 * (`pimlico_getUserOperationGasPrice`, Alto's "standard"), else the chain's suggestion; the max
 * fee twice the latest base fee on top (it only caps what is paid: the operation is still
 * charged the base fee it lands at plus the priority fee).
 *
 * Never a multiple of the priority fee, which viem's default doubles for every operation: a
 * bundler pays a bundle's gas at what its operations pay, so on a quiet chain the next
 * suggestion is the last operation's bid, and a doubled bid doubled it with every send until
 * the account could no longer pay (issue 32). A raised priority fee belongs only to a
 * replacement of the same operation (same sender and nonce), which the wallet does not send.
 */
export async function estimateUserOperationFees({
  bundler,
  client,
}: EstimateUserOperationFeesParameters): Promise<EstimateUserOperationFeesReturnType> {
  const [quoted, chain] = await Promise.all([
    bundlerGasPrice(bundler),
    estimateFeesPerGas(client, { chain: { ...client.chain, fees: { baseFeeMultiplier: 2 } }, type: 'eip1559' }),
  ])
  const maxPriorityFeePerGas = quoted?.maxPriorityFeePerGas ?? chain.maxPriorityFeePerGas
  const withBaseFee = chain.maxFeePerGas - chain.maxPriorityFeePerGas + maxPriorityFeePerGas
  const maxFeePerGas = quoted && quoted.maxFeePerGas > withBaseFee ? quoted.maxFeePerGas : withBaseFee
  return { maxFeePerGas, maxPriorityFeePerGas }
}

type GasPrice = { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }

/** The bundler's "standard" price; undefined from a bundler that has no such method, or answers something else. */
async function bundlerGasPrice(bundler: Client): Promise<EstimateUserOperationFeesReturnType | undefined> {
  try {
    const { standard } = await bundler.request<{
      Method: 'pimlico_getUserOperationGasPrice'
      Parameters: []
      ReturnType: { standard: GasPrice }
    }>({ method: 'pimlico_getUserOperationGasPrice', params: [] })
    const fees = {
      maxFeePerGas: hexToBigInt(standard.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(standard.maxPriorityFeePerGas),
    }
    return fees.maxPriorityFeePerGas <= fees.maxFeePerGas ? fees : undefined
  } catch {
    return undefined
  }
}
