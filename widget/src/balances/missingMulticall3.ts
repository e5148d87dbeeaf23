import { numberToHex, type Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'

/**
 * The chain answered, but the Multicall3 the config names has no code there: balances cannot be read until the
 * operator deploys it (`npm run deploy:passkey`). Told apart from an RPC that cannot be reached, which retries.
 */
export class Multicall3MissingError extends Error {
  override readonly name = 'Multicall3MissingError'
  constructor(
    readonly chainName: string,
    readonly address: Address,
  ) {
    super(`${chainName} has no Multicall3 contract at ${address}`)
  }
}

/**
 * Why a balance read came back empty: asked only then (one eth_getCode), never on a read that worked. The missing
 * contract when the chain says it has no code there; else `failure` as it was (an RPC error asking is no answer).
 */
export async function explainEmptyRead(
  client: ChainClient,
  chain: ChainConfig,
  blockNumber: bigint,
  failure: Error,
): Promise<Error> {
  try {
    const code = await client.request({ method: 'eth_getCode', params: [chain.multicall3, numberToHex(blockNumber)] })
    return code === '0x' ? new Multicall3MissingError(chain.name, chain.multicall3) : failure
  } catch {
    return failure
  }
}
