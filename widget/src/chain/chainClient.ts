import {
  createClient,
  defineChain,
  fallback,
  http,
  type Chain,
  type Client,
  type EIP1193RequestOptions,
  type Transport,
} from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { rpcEndpoints } from '../../../protocol/rpcEndpoints'

/** The deployment's chain as viem sees it: its Multicall3, native currency and explorer. */
export function toViemChain(chain: ChainConfig): Chain {
  const { http, webSocket } = rpcEndpoints(chain)
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http, ...(webSocket.length > 0 ? { webSocket } : {}) } },
    contracts: { multicall3: { address: chain.multicall3 } },
    ...(chain.explorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: chain.explorerUrl } } } : {}),
  })
}

export type ChainClient = Client<Transport, Chain>

/**
 * A bare JSON-RPC client for one chain: the widget sends its few requests itself (`eth_call`,
 * `eth_blockNumber`, …), which keeps viem's public actions, and their weight, out of the bundle.
 * Several RPC URLs become viem's fallback transport: a URL that fails is skipped for the next
 * one, so one provider's outage does not blank the widget.
 *
 * Reads go over HTTP even when the chain has a ws(s) URL (the socket carries only the `newHeads`
 * subscription, see BlockWatcher): this client serves balances, sends, reviews and Activity, and
 * over HTTP none of them waits on a socket that is reconnecting or needs a second path for when
 * it is down, the fallback across URLs keeps working, and the socket's life (opened with the
 * tracker, closed on stop) stays the watcher's alone. Idle costs nothing either way: with no new
 * head there is no read.
 */
export function createChainClient(chain: ChainConfig): ChainClient {
  const transports = rpcEndpoints(chain).http.map((url) => http(url, { retryCount: 1, timeout: 10_000 }))
  return createClient({
    chain: toViemChain(chain),
    transport: transports.length === 1 ? transports[0]! : fallback(transports),
    pollingInterval: chain.pollIntervalMs ?? 4000,
  })
}

/** The latest block number. `options` may override the transport's retries (a probe of a chain that is down tries once). */
export async function getBlockNumber(client: ChainClient, options?: EIP1193RequestOptions): Promise<bigint> {
  return BigInt(await client.request({ method: 'eth_blockNumber' }, options))
}

/** The chain's current gas price, for fee estimates. */
export async function getGasPrice(client: ChainClient): Promise<bigint> {
  return BigInt(await client.request({ method: 'eth_gasPrice' }))
}

/** One client per chain for the whole session, shared by balances and sends. */
export class ChainClients {
  readonly #clients = new Map<number, ChainClient>()

  get = (chain: ChainConfig): ChainClient => {
    let client = this.#clients.get(chain.id)
    if (!client) {
      client = createChainClient(chain)
      this.#clients.set(chain.id, client)
    }
    return client
  }
}
