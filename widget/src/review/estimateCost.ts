import { numberToHex, type Address, type Hex } from 'viem'
import { getGasPrice, type ChainClient } from '../chain/chainClient'

export type EstimateCostReturnType = { gas: bigint; gasPrice: bigint } | undefined

/** Gas and gas price of a call; undefined when the chain cannot estimate it (a transaction that would revert). */
export async function estimateCost(
  client: ChainClient,
  call: { from: Address; to?: Address | undefined; value: bigint; data: Hex },
): Promise<EstimateCostReturnType> {
  try {
    const params = {
      from: call.from,
      ...(call.to ? { to: call.to } : {}),
      value: numberToHex(call.value),
      ...(call.data === '0x' ? {} : { data: call.data }),
    }
    const [gas, gasPrice] = await Promise.all([
      client.request({ method: 'eth_estimateGas', params: [params] }),
      getGasPrice(client),
    ])
    return { gas: BigInt(gas), gasPrice }
  } catch {
    return undefined
  }
}
