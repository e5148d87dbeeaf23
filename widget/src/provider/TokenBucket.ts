/**
 * A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. Pure; the caller
 * passes the time, so tests need no clock.
 */
export class TokenBucket {
  readonly #capacity: number
  readonly #refillPerMs: number
  #tokens: number
  #updatedAt: number | undefined

  constructor({ capacity, refillPerSecond }: { capacity: number; refillPerSecond: number }) {
    this.#capacity = capacity
    this.#refillPerMs = refillPerSecond / 1000
    this.#tokens = capacity
  }

  /** Takes one token: 0 when it was there, else the milliseconds until one will be. */
  take(now: number): number {
    if (this.#updatedAt !== undefined) this.#tokens = Math.min(this.#capacity, this.#tokens + (now - this.#updatedAt) * this.#refillPerMs)
    this.#updatedAt = now
    if (this.#tokens >= 1) {
      this.#tokens -= 1
      return 0
    }
    return Math.ceil((1 - this.#tokens) / this.#refillPerMs)
  }
}
