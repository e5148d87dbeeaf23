import type { ChainConfig } from '../../../protocol/config'
import { rpcEndpoints } from '../../../protocol/rpcEndpoints'
import type { Address, Balance } from '../../../protocol/types'
import { BlockWatcher, type OpenHeadsSocket } from '../chain/BlockWatcher'
import { getBlockNumber, type ChainClient } from '../chain/chainClient'
import { Observable } from '../state/Observable'
import { ChainBackoff } from './ChainBackoff'
import { HeadThrottle } from './HeadThrottle'
import { readChainBalances, type TokenMetadata } from './readChainBalances'
import { Multicall3MissingError } from './missingMulticall3'
import { failedChain, type BalanceRow, type BalancesSnapshot, type ChainBalances } from './balancesSnapshot'
import { toPublicBalances } from './toPublicBalances'
import type { TrackedToken } from './tokenList'
import { chainRows } from './chainRows'
import { FeedWarnings } from './feedWarnings'
import { STALL_MS, watchForStall } from './watchForStall'

export type { BalanceRow, BalancesSnapshot, ChainBalances } from './balancesSnapshot'

type ClientFactory = (chain: ChainConfig) => ChainClient

/**
 * Keeps the connected account's balances fresh on every mounted chain, with one Multicall3
 * eth_call per chain per refresh, and only when a new block arrived (no balance call while idle):
 * a BlockWatcher per chain says when, from the chain's `newHeads` socket or by polling the block
 * number; heads are coalesced to one read per `pollIntervalMs` (HeadThrottle). `refresh()` forces one
 * at once (after a send, a manual refresh). A refresh requested while one runs for that chain is
 * folded into a single follow-up, so refreshes never overlap.
 */
export class BalanceTracker extends Observable<BalancesSnapshot> {
  readonly #client: ClientFactory
  readonly #openSocket: OpenHeadsSocket | undefined
  #chains: ChainConfig[] = []
  #tokens = new Map<number, TrackedToken[]>()
  #metadata = new Map<string, TokenMetadata>()
  #account: Address | undefined
  #inFlight = new Map<number, Promise<void>>()
  /** Per chain, a refresh asked for while one ran: the head it wants read, or undefined for the latest. */
  #again = new Map<number, bigint | undefined>()
  /** Per chain: forced refreshes folded into the follow-up, settled when it has read. */
  #waiting = new Map<number, (() => void)[]>()
  #watchers = new Map<number, BlockWatcher>()
  /** Per chain: heads coalesced to one read per pollIntervalMs, none before the backoff's retryAt. */
  #throttles = new Map<number, HeadThrottle>()
  readonly #backoff = new ChainBackoff()
  readonly #feedWarnings = new FeedWarnings()

  /** `openSocket`: tests pass a fake socket; the widget's is viem's WebSocket transport. */
  constructor(clientFor: ClientFactory, openSocket?: OpenHeadsSocket) {
    super({ chains: [] })
    this.#client = clientFor
    this.#openSocket = openSocket
  }

  /** The mounted chains and their token lists (from configure). */
  setTokens(chains: ChainConfig[], tokens: Map<number, TrackedToken[]>): void {
    this.#chains = chains
    this.#tokens = tokens
    this.#restart()
  }

  /** Starts tracking `account`, or stops when undefined. */
  track(account: Address | undefined): void {
    if (account?.toLowerCase() === this.#account?.toLowerCase()) return
    this.#account = account
    this.#restart()
  }

  /** Refreshes every chain now; resolves when all are done (failed ones included). */
  refresh(): Promise<void> {
    return Promise.all(this.#chains.map((chain) => this.#refreshChain(chain))).then(() => {})
  }

  /** Resolves once every chain has been read once (or has failed) for the current account. */
  async whenLoaded(): Promise<void> {
    await this.when(({ chains }) => (chains.every((chain) => chain.status !== 'loading') ? true : undefined))
  }

  /** The row of `token` on `chainId` (addresses compared case-insensitively); undefined when not listed. */
  row(chainId: number, token: 'native' | Address): BalanceRow | undefined {
    const rows = this.getSnapshot().chains.find((c) => c.chain.id === chainId)?.rows ?? []
    return rows.find((row) => row.token.toLowerCase() === token.toLowerCase())
  }

  /** What the token contract itself said of its symbol and decimals (never a label); undefined until read. */
  chainMetadata(chainId: number, token: Address): TokenMetadata | undefined {
    return this.#metadata.get(metadataKey({ chainId, address: token }))
  }

  /** The balances as the host API returns them. */
  toPublic(locale?: string): Balance[] {
    return toPublicBalances(this.getSnapshot(), locale)
  }

  dispose(): void {
    this.#account = undefined
    this.#restart()
  }

  #restart(): void {
    this.#watchers.forEach((watcher) => watcher.stop())
    this.#watchers.clear()
    this.#throttles.forEach((throttle) => throttle.stop())
    this.#throttles.clear()
    this.#backoff.clear()
    const account = this.#account
    this.publish(
      account
        ? { account, chains: this.#chains.map((chain) => ({ chain, status: 'loading', rows: [] })) }
        : { chains: [] },
    )
    if (!account) return
    for (const chain of this.#chains) {
      const pollIntervalMs = chain.pollIntervalMs ?? 4000
      const retryAt = () => this.#backoff.retryAt(chain.id)
      this.#throttles.set(chain.id, new HeadThrottle(pollIntervalMs, retryAt, (head) => this.#readHead(chain, head)))
      const watcher = new BlockWatcher({
        webSocketUrls: rpcEndpoints(chain).webSocket,
        pollIntervalMs,
        poll: () => void this.#poll(chain),
        readHead: () => getBlockNumber(this.#client(chain)),
        onHead: (head) => this.#onBlock(chain, head),
        ...(this.#openSocket ? { openSocket: this.#openSocket } : {}),
      })
      this.#watchers.set(chain.id, watcher)
      watcher.start()
      void this.#refreshChain(chain)
    }
  }

  /**
   * The chain's head, from its socket or a poll: a read unless the last one read is as new, through
   * the chain's HeadThrottle (a flood of heads, or heads while reads fail, cannot outrun the backoff).
   */
  #onBlock(chain: ChainConfig, head: bigint): void {
    if (!this.#hasRead(chain, head)) this.#throttles.get(chain.id)?.offer(head)
  }

  /** A head the throttle let through: true when it started a read (not already read, nor folded into a running one). */
  #readHead(chain: ChainConfig, head: bigint): boolean {
    if (this.#hasRead(chain, head)) return false
    const fresh = !this.#inFlight.has(chain.id)
    void this.#refreshChain(chain, head)
    return fresh
  }

  #hasRead(chain: ChainConfig, head: bigint): boolean {
    const current = this.#chainState(chain.id)
    return current?.status === 'ready' && current.blockNumber !== undefined && head <= current.blockNumber
  }

  /** One polling tick (the watcher skips them while the page is hidden): the block number, then a read if it is new. */
  async #poll(chain: ChainConfig): Promise<void> {
    if (this.#inFlight.has(chain.id)) return
    if (Date.now() < this.#backoff.retryAt(chain.id)) return
    try {
      const head = getBlockNumber(this.#client(chain), this.#backoff.probe(chain.id))
      this.#onBlock(chain, await watchForStall(head, () => this.#markStalled(chain)))
    } catch (error) {
      this.#markFailed(chain, error)
    }
  }

  #refreshChain(chain: ChainConfig, knownBlock?: bigint): Promise<void> {
    const running = this.#inFlight.get(chain.id)
    if (running) {
      // Folded into one follow-up: a forced refresh (no block given) reads the latest; heads keep the newest.
      const asked = this.#again.has(chain.id) ? this.#again.get(chain.id) : knownBlock
      this.#again.set(
        chain.id,
        asked === undefined || knownBlock === undefined ? undefined : asked > knownBlock ? asked : knownBlock,
      )
      if (knownBlock !== undefined) return running
      // A forced refresh settles with the follow-up that reads for it, not with the read already running.
      return new Promise((resolve) => this.#waiting.set(chain.id, [...(this.#waiting.get(chain.id) ?? []), resolve]))
    }
    const account = this.#account
    if (!account) return Promise.resolve()
    const run = (async () => {
      try {
        const client = this.#client(chain)
        const stalled = () => this.#markStalled(chain)
        const head = knownBlock ?? (await watchForStall(getBlockNumber(client, this.#backoff.probe(chain.id)), stalled))
        const tokens = this.#tokens.get(chain.id) ?? []
        const knownMetadata = new Set(tokens.filter((t) => this.#metadata.has(metadataKey(t))).map((t) => t.address))
        const read = readChainBalances({ client, chain, account, tokens, knownMetadata, blockNumber: head })
        const result = await watchForStall(read, stalled)
        if (account !== this.#account) return
        // Cached only once decimals were read: a failed read is tried again with the next refresh,
        // never remembered as "no metadata" (amounts would then have nothing to go by).
        for (const entry of result.tokens)
          if (entry.metadata?.decimals !== undefined) this.#metadata.set(metadataKey(entry.token), entry.metadata)
        const previous = this.#chainState(chain.id)?.rows ?? []
        const metadataOf = (token: TrackedToken) => this.#metadata.get(metadataKey(token))
        const priced = chainRows({ chain, result, metadataOf, previous, warnings: this.#feedWarnings })
        this.#backoff.succeeded(chain.id)
        this.#watchers.get(chain.id)?.keepPolling(false)
        this.#setChain(chain.id, { chain, status: 'ready', ...priced, blockNumber: head })
      } catch (error) {
        if (account === this.#account) this.#markFailed(chain, error)
      } finally {
        this.#inFlight.delete(chain.id)
        // A head asked for meanwhile goes through #onBlock (the throttle's pace; none if this read covered it); after a read for an account no longer tracked, the tracked one's (#restart asked) runs now.
        const [wanted, waiting] = [this.#again.get(chain.id), this.#waiting.get(chain.id) ?? []]
        this.#waiting.delete(chain.id)
        const again = this.#again.delete(chain.id) && this.#account !== undefined
        if (again && wanted !== undefined && account === this.#account) this.#onBlock(chain, wanted)
        const next =
          again && (wanted === undefined || account !== this.#account) ? this.#refreshChain(chain) : undefined
        void Promise.resolve(next).then(() => waiting.forEach((resolve) => resolve()))
      }
    })()
    this.#inFlight.set(chain.id, run)
    return run
  }

  /**
   * The RPC failed: keep the last good values, marked stale (never zero instead), and wait longer before each next
   * try (ChainBackoff), so a chain that is down is not hammered. A manual refresh still tries at once. The chain is
   * polled until a read succeeds, even while its socket is alive: on a quiet chain the next head could be far off.
   */
  #markFailed(chain: ChainConfig, error: unknown): void {
    this.#watchers.get(chain.id)?.keepPolling(true)
    // One line for whoever reads the console, not one per try: the notice on screen says the rest.
    const what = error instanceof Multicall3MissingError ? error.message : `cannot reach ${chain.name}`
    if (this.#backoff.failed(chain) === 1) console.warn(`walletport: ${what}; retrying`, error)
    this.#setChain(chain.id, failedChain(chain, this.#chainState(chain.id), error))
  }

  /** No answer yet after STALL_MS: the last values shown as not current, without counting a failure (the answer may still come). */
  #markStalled(chain: ChainConfig): void {
    this.#watchers.get(chain.id)?.keepPolling(true)
    const stalled = new Error(`no answer in ${STALL_MS / 1000} s`)
    this.#setChain(chain.id, failedChain(chain, this.#chainState(chain.id), stalled))
  }

  #chainState(chainId: number): ChainBalances | undefined {
    return this.getSnapshot().chains.find((c) => c.chain.id === chainId)
  }

  #setChain(chainId: number, next: ChainBalances): void {
    const snapshot = this.getSnapshot()
    this.publish({ ...snapshot, chains: snapshot.chains.map((c) => (c.chain.id === chainId ? next : c)) })
  }
}

function metadataKey(token: Pick<TrackedToken, 'chainId' | 'address'>): string {
  return `${token.chainId}:${token.address.toLowerCase()}`
}
