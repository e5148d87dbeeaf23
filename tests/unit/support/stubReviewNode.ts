import { vi } from 'vitest'
import type { ChainClient } from '../../../widget/src/chain/chainClient'

/**
 * A JSON-RPC node for review tests that answers by method: every call priced at 21,000 gas × 1 wei,
 * every eth_call reverting, and no eth_simulateV1 (the preview is then "unavailable") unless `simulateV1`
 * answers it.
 */
export function stubReviewNode({ simulateV1 }: { simulateV1?: (params: unknown) => unknown } = {}) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_blockNumber':
      case 'eth_gasPrice':
        return '0x1'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_getBalance':
        return '0x0'
      case 'eth_getBlockByNumber':
        return LATEST_BLOCK
      case 'eth_maxPriorityFeePerGas':
        return '0x0'
      case 'eth_call':
        throw Object.assign(new Error('execution reverted'), { code: 3 })
      case 'eth_simulateV1':
        if (simulateV1) return simulateV1(params)
        throw Object.assign(new Error('the method eth_simulateV1 does not exist/is not available'), { code: -32601 })
    }
    throw new Error(`unexpected RPC method ${method}`)
  })
  return { request, client: { request } as unknown as ChainClient }
}

/** The latest block of a stub node: what the preview's environments are read from (review/simulationEnvironments.ts). */
export const LATEST_BLOCK = {
  number: '0x64',
  baseFeePerGas: '0x1',
  gasUsed: '0x0',
  gasLimit: '0x1c9c380',
  timestamp: '0x64',
  miner: '0x0000000000000000000000000000000000000000',
}
