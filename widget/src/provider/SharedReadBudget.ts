import type { SafeStorage } from '../storage/safeStorage'
import { TokenBucket, type BucketState } from './TokenBucket'

/**
 * One budget of `handle.provider` reads per host page origin, shared by every widget of that origin
 * (five widgets on one page get one budget, not five): the bucket lives in the widget origin's
 * storage under the host origin's name, read and written within one task. The widgets of one page
 * are same-origin frames of one event loop, so no two of them interleave a take. The host page
 * cannot reach that storage. Where the browser refuses the iframe storage, each widget keeps a
 * budget of its own (SafeStorage falls back to memory).
 */
export class SharedReadBudget {
  readonly #bucket: { capacity: number; refillPerSecond: number }
  readonly #storage: SafeStorage
  readonly #key: string

  constructor(bucket: { capacity: number; refillPerSecond: number }, storage: SafeStorage, hostOrigin: string) {
    this.#bucket = bucket
    this.#storage = storage
    this.#key = `walletport:host-reads:${hostOrigin}`
  }

  /** Takes one read: 0 when the budget had it, else the milliseconds until it will. */
  take(now: number): number {
    const bucket = new TokenBucket(this.#bucket, this.#saved())
    const wait = bucket.take(now)
    this.#storage.set(this.#key, JSON.stringify(bucket.state))
    return wait
  }

  #saved(): BucketState | undefined {
    try {
      const { tokens, at } = JSON.parse(this.#storage.get(this.#key) ?? 'null') as Partial<BucketState>
      return typeof tokens === 'number' && Number.isFinite(tokens) && typeof at === 'number' && Number.isFinite(at)
        ? { tokens, at }
        : undefined
    } catch {
      return undefined
    }
  }
}
