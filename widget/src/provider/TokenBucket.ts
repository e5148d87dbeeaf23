/** What a bucket holds at a moment: kept between takes, or in storage shared with other holders. */
export type BucketState = { tokens: number; at: number }

/**
 * A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. Pure; the caller
 * passes the time, so tests need no clock. `state` starts it where another left it.
 */
export class TokenBucket {
  readonly #capacity: number
  readonly #refillPerMs: number
  #tokens: number
  #updatedAt: number | undefined

  constructor({ capacity, refillPerSecond }: { capacity: number; refillPerSecond: number }, state?: BucketState) {
    this.#capacity = capacity
    this.#refillPerMs = refillPerSecond / 1000
    this.#tokens = state ? Math.min(capacity, state.tokens) : capacity
    this.#updatedAt = state?.at
  }

  /** Takes one token: 0 when it was there, else the milliseconds until one will be. */
  take(now: number): number {
    // A time ahead of now (another frame's clock, a changed clock) refills nothing rather than drain.
    if (this.#updatedAt !== undefined && now > this.#updatedAt)
      this.#tokens = Math.min(this.#capacity, this.#tokens + (now - this.#updatedAt) * this.#refillPerMs)
    this.#updatedAt = now
    if (this.#tokens >= 1) {
      this.#tokens -= 1
      return 0
    }
    return Math.ceil((1 - this.#tokens) / this.#refillPerMs)
  }

  get state(): BucketState {
    return { tokens: this.#tokens, at: this.#updatedAt ?? 0 }
  }
}
