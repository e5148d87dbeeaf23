import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { getBlockNumber, type ChainClient } from '../chain/chainClient'
import type { DurableStore } from '../storage/durableStore'
import { Observable } from '../state/Observable'
import { errorMessage } from '../wallets/eip1193'
import { readSentTransfers } from './readSentTransfers'
import { scanTransfers, type ActivityEntry } from './scanTransfers'
import { readSentRecords } from './sentTransfers'
import { smartAccountsOf } from '../chain/entryPointOf'

export type ActivityView = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Newest first; kept when a later scan fails. */
  entries: ActivityEntry[]
  error?: string
}

export type ActivityContext = {
  client: (chain: ChainConfig) => ChainClient
  store: DurableStore
  /** The listed tokens of a chain, whose transfers are scanned. */
  tokens: (chainId: number) => Address[]
}

/** Blocks scanned back when a chain does not say (`activityBlocks`). */
export const DEFAULT_ACTIVITY_BLOCKS = 5000

/**
 * Activity while its screen is open: the widget's own sends (from the kept hashes, read back from
 * the chain) and the listed tokens' transfers in and out of the account over the last
 * `activityBlocks` blocks. Scanned on open, then again on each new block from where the last scan
 * ended, never rescanning what it has; a failed scan keeps the last good list and says so.
 */
export class ActivityTracker extends Observable<ActivityView> {
  readonly #context: ActivityContext

  constructor(context: ActivityContext) {
    super({ status: 'idle', entries: [] })
    this.#context = context
  }

  /** Starts following `account` on `chains`; returns the stop. */
  open(account: Address, chains: ChainConfig[]): () => void {
    let stopped = false
    const timers: ReturnType<typeof setInterval>[] = []
    const found = new Map<string, ActivityEntry>()
    /** The chains whose last scan failed, and why: the list is "not up to date" while any is here. */
    const failing = new Map<number, string>()
    const settled = new Set<string>()
    this.publish({ status: 'loading', entries: [] })
    const publish = () => {
      if (stopped) return
      const error = failing.size > 0 ? [...failing.values()].join('; ') : undefined
      const entries = [...found.values()]
        // A send read from its transaction gives way to its token log (same hash), which has more to say.
        .filter(
          (entry) =>
            entry.logIndex >= 0 ||
            ![...found.values()].some((other) => other.logIndex >= 0 && other.hash === entry.hash),
        )
        .sort((a, b) =>
          a.blockNumber === b.blockNumber
            ? b.logIndex - a.logIndex
            : a.blockNumber === undefined
              ? -1
              : b.blockNumber === undefined
                ? 1
                : Number(b.blockNumber - a.blockNumber),
        )
      this.publish(error ? { status: 'error', entries, error } : { status: 'ready', entries })
    }
    for (const chain of chains) {
      const client = this.#context.client(chain)
      let last: bigint | undefined
      let scanning = false
      const scan = async () => {
        if (scanning || stopped) return
        scanning = true
        try {
          const head = await getBlockNumber(client)
          // The chain answers again: no longer failing, even if it has no new block to scan.
          if (failing.delete(chain.id) && last !== undefined && head <= last) publish()
          if (last !== undefined && head <= last) return
          const blocks = BigInt(chain.activityBlocks ?? DEFAULT_ACTIVITY_BLOCKS)
          const fromBlock = last === undefined ? (head >= blocks ? head - blocks + 1n : 0n) : last + 1n
          // A send whose outcome is on chain is read once; only pending ones are read again.
          const records = (await readSentRecords(this.#context.store)).filter(
            (record) => !settled.has(record.hash.toLowerCase()),
          )
          const [logs, sends] = await Promise.all([
            scanTransfers({
              client,
              chainId: chain.id,
              account,
              tokens: this.#context.tokens(chain.id),
              fromBlock,
              toBlock: head,
            }),
            readSentTransfers({
              client,
              chainId: chain.id,
              account,
              records,
              smartAccounts: smartAccountsOf(chain),
            }),
          ])
          if (stopped) return
          last = head
          for (const entry of [...logs, ...sends]) found.set(`${entry.chainId}:${entry.hash}:${entry.logIndex}`, entry)
          for (const send of sends) if (send.status !== 'pending') settled.add(send.hash.toLowerCase())
          publish()
        } catch (error) {
          failing.set(chain.id, `${chain.name}: ${errorMessage(error)}`)
          publish()
        } finally {
          scanning = false
        }
      }
      void scan()
      timers.push(setInterval(() => void scan(), chain.pollIntervalMs ?? 4000))
    }
    return () => {
      stopped = true
      timers.forEach(clearInterval)
      this.publish({ status: 'idle', entries: [] })
    }
  }
}
