import type { ChainConfig } from '../../../protocol/config'

/** The longest wait between two tries at a chain whose RPC keeps failing. */
const MAX_BACKOFF_MS = 30_000

/**
 * Per chain: failures in a row, and when polling may try again. Each failure doubles the wait from the chain's poll
 * interval up to MAX_BACKOFF_MS, so a chain that is down is not hammered; a success forgets it all.
 */
export class ChainBackoff {
  readonly #failing = new Map<number, { failures: number; retryAt: number }>()

  /** When the chain may be tried again (0: now). */
  retryAt(chainId: number): number {
    return this.#failing.get(chainId)?.retryAt ?? 0
  }

  /**
   * The request options of a try at a chain that is failing: one request, without the transport's retry (the
   * backoff is the retry). A browser logs every failed request to the console; so the backoff bounds how many.
   */
  probe(chainId: number): { retryCount: number } | undefined {
    return this.#failing.has(chainId) ? { retryCount: 0 } : undefined
  }

  /** Records a failure and returns how many in a row. */
  failed(chain: ChainConfig): number {
    const failures = (this.#failing.get(chain.id)?.failures ?? 0) + 1
    const wait = Math.min((chain.pollIntervalMs ?? 4000) * 2 ** (failures - 1), MAX_BACKOFF_MS)
    this.#failing.set(chain.id, { failures, retryAt: Date.now() + wait })
    return failures
  }

  succeeded(chainId: number): void {
    this.#failing.delete(chainId)
  }

  clear(): void {
    this.#failing.clear()
  }
}
