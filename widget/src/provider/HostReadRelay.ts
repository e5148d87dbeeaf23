import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ChainConfig } from '../../../protocol/config'
import { ChainClients, getBlockNumber, type ChainClient } from '../chain/chainClient'
import type { SafeStorage } from '../storage/safeStorage'
import { SharedReadBudget } from './SharedReadBudget'

/** Reads of `handle.provider` the widgets of one host page origin may make together: a burst of this many… */
export const HOST_READ_BURST = 50
/** …refilled at this many per second. */
export const HOST_READS_PER_SECOND = 10
/** The widest `eth_getLogs` block range relayed for the host. */
export const MAX_LOG_BLOCK_RANGE = 1000

/**
 * The host dapp's reads through the widget's RPC (`eth_call`, `eth_getLogs`, …), on clients of
 * their own so they never queue with the widget's balance and activity reads, and within a
 * budget shared by every widget of the host page's origin (SharedReadBudget): one page cannot spend
 * the operator's RPC quota through the widget without bound, however many widgets it mounts.
 * Over the budget a read gets JSON-RPC -32005 "limit exceeded" with `retryAfterMs` in its data.
 */
export class HostReadRelay {
  readonly #clients = new ChainClients()
  readonly #budget: SharedReadBudget

  /** `storage`: the widget origin's, where the widgets of `hostOrigin` share the budget. */
  constructor(storage: SafeStorage, hostOrigin: string) {
    this.#budget = new SharedReadBudget(
      { capacity: HOST_READ_BURST, refillPerSecond: HOST_READS_PER_SECOND },
      storage,
      hostOrigin,
    )
  }

  /**
   * Takes one read of the page origin's budget, or refuses with -32005: for the host's reads the widget answers from
   * the chain itself (its grants) as well as the ones it relays.
   */
  spend(): void {
    const retryAfterMs = this.#budget.take(Date.now())
    if (retryAfterMs > 0) {
      throw rpcError(
        'RPC_ERROR',
        RPC_ERROR.limitExceeded,
        `limit exceeded: Walletport relays ${HOST_READS_PER_SECOND} reads a second (bursts of ${HOST_READ_BURST}); retry in ${retryAfterMs} ms`,
        {
          retryAfterMs,
        },
      )
    }
  }

  async request(chain: ChainConfig, method: string, params: unknown): Promise<unknown> {
    this.spend()
    const client = this.#clients.get(chain)
    const relayed =
      method === 'eth_getLogs' ? [await boundedLogFilter(client, params)] : withoutOverrides(method, params)
    try {
      return await client.request({ method, params: relayed } as never)
    } catch (error) {
      const { code, data, details, shortMessage } = error as {
        code?: number
        data?: unknown
        details?: string
        shortMessage?: string
      }
      throw rpcError(
        'RPC_ERROR',
        typeof code === 'number' ? code : -32603,
        details ?? shortMessage ?? 'RPC error',
        data,
      )
    }
  }
}

/**
 * The host's `eth_getLogs` filter rebuilt from the fields it may use: `address`, `topics`, and
 * either a valid `blockHash` or a range of at most MAX_LOG_BLOCK_RANGE blocks, sent as resolved
 * numbers. Nothing else of the host's object is forwarded (nodes that read keys case-insensitively
 * would take a `FromBlock` the check never saw).
 */
async function boundedLogFilter(client: ChainClient, params: unknown): Promise<Record<string, unknown>> {
  const filter = (Array.isArray(params) && params.length === 1 ? params[0] : undefined) as
    Record<string, unknown> | undefined
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, 'eth_getLogs expects one filter object')
  const unknown = Object.keys(filter).find(
    (key) => !['address', 'topics', 'fromBlock', 'toBlock', 'blockHash'].includes(key),
  )
  if (unknown !== undefined)
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.invalidParams,
      `eth_getLogs: unknown filter field ${JSON.stringify(unknown).slice(0, 40)}`,
    )
  const scope = {
    ...(filter.address === undefined ? {} : { address: filter.address }),
    ...(filter.topics === undefined ? {} : { topics: filter.topics }),
  }
  if (filter.blockHash !== undefined) {
    if (
      typeof filter.blockHash !== 'string' ||
      !/^0x[0-9a-fA-F]{64}$/.test(filter.blockHash) ||
      filter.fromBlock !== undefined ||
      filter.toBlock !== undefined
    ) {
      throw rpcError(
        'INVALID_REQUEST',
        RPC_ERROR.invalidParams,
        'eth_getLogs: blockHash must be a 32-byte hash, without fromBlock or toBlock',
      )
    }
    return { ...scope, blockHash: filter.blockHash }
  }
  let head: bigint | undefined
  const block = async (tag: unknown): Promise<bigint> => {
    if (tag === undefined || tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized')
      return (head ??= await getBlockNumber(client))
    if (tag === 'earliest') return 0n
    if (typeof tag === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(tag)) return BigInt(tag)
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.invalidParams,
      'eth_getLogs: fromBlock and toBlock must be block numbers or tags',
    )
  }
  const from = await block(filter.fromBlock)
  const to = await block(filter.toBlock)
  if (to - from + 1n > BigInt(MAX_LOG_BLOCK_RANGE)) {
    throw rpcError(
      'RPC_ERROR',
      RPC_ERROR.limitExceeded,
      `limit exceeded: eth_getLogs spans at most ${MAX_LOG_BLOCK_RANGE} blocks through Walletport; split the range`,
      {
        maxBlockRange: MAX_LOG_BLOCK_RANGE,
      },
    )
  }
  return { ...scope, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }
}

/** `eth_call` and `eth_estimateGas` without the state and block overrides a host could make arbitrarily heavy. */
function withoutOverrides(method: string, params: unknown): unknown {
  if ((method === 'eth_call' || method === 'eth_estimateGas') && Array.isArray(params) && params.length > 2) {
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `${method}: state and block overrides are not relayed`)
  }
  return params
}
