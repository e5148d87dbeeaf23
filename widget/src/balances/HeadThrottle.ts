/**
 * One chain's heads, coalesced before they become balance reads. Heads start at most one read per
 * `intervalMs`, and while the chain's reads fail none before its backoff's `retryAt()`; a head that
 * has to wait is kept (only the newest) and let through when its time comes. A socket sending 10
 * heads a second thus costs one read per interval, not one per round trip, and a failing chain's
 * backoff holds for heads as it does for polling. Forced refreshes (the Refresh button, an account
 * change) do not come through here: they read at once, and do not count against the interval.
 */
export class HeadThrottle {
  readonly #intervalMs: number
  readonly #retryAt: () => number
  readonly #read: (head: bigint) => boolean
  #lastRead = -Infinity
  #pending: bigint | undefined
  #timer: ReturnType<typeof setTimeout> | undefined
  #dueAt = 0

  /**
   * `read` is called with a head when it may be read, and says whether that started a read: a head
   * already read, or folded into a read that runs, does not count against the interval.
   */
  constructor(intervalMs: number, retryAt: () => number, read: (head: bigint) => boolean) {
    this.#intervalMs = intervalMs
    this.#retryAt = retryAt
    this.#read = read
  }

  offer(head: bigint): void {
    if (this.#pending === undefined || head > this.#pending) this.#pending = head
    this.#flush()
  }

  /** Drops the waiting head and its timer; nothing is read after. */
  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#pending = undefined
  }

  #flush(): void {
    if (this.#pending === undefined) return
    const dueAt = Math.max(this.#lastRead + this.#intervalMs, this.#retryAt())
    const now = Date.now()
    if (dueAt > now) {
      // Re-armed only when the time moved (a backoff set or cleared meanwhile): a flood arms one timer.
      if (this.#timer !== undefined && this.#dueAt === dueAt) return
      clearTimeout(this.#timer)
      this.#dueAt = dueAt
      this.#timer = setTimeout(() => {
        this.#timer = undefined
        this.#flush()
      }, dueAt - now)
      return
    }
    clearTimeout(this.#timer)
    this.#timer = undefined
    const head = this.#pending
    this.#pending = undefined
    if (this.#read(head)) this.#lastRead = now
  }
}
