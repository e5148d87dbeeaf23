import type { UsdFeed } from '../../../protocol/config'
import type { UsdReading } from './readChainBalances'
import { formatAge } from './formatAge'

export type FeedPriceParameters = {
  feed: UsdFeed
  reading: UsdReading
  /** The block's time, in seconds. */
  now: bigint
  /** What the feed prices, for the reasons: `price` for a token's USD feed, `EUR rate` for an FX feed. */
  what?: string
}

/** A feed's answer and its decimals (a price of 1.08 from an 8-decimal feed is 108000000n, 8). */
export type FeedPrice = { answer: bigint; decimals: number }

/**
 * Why a feed gives no number now: `reason` in English for the console, and, when it is too old, its age and the most
 * allowed, in seconds, for the screen to say in the visitor's language (BalanceWorth.tsx).
 */
export type NoPrice = {
  unavailable: 'failed' | 'stale' | 'invalid'
  reason: string
  stale?: { age: number; maxAge: number }
}

export type FeedPriceReturnType = { price: FeedPrice } | NoPrice

/**
 * A feed's price if it may be shown: one that reverted, answers zero or less, from the future, or older than its
 * `maxAgeSeconds` at the block's time gives none and says why: a missing number, never an old or wrong one.
 */
export function feedPrice({ feed, reading, now, what = 'price' }: FeedPriceParameters): FeedPriceReturnType {
  if ('error' in reading) return { unavailable: 'failed', reason: `the ${what} feed failed: ${reading.error}` }
  if (reading.answer <= 0n) return { unavailable: 'invalid', reason: `the ${what} feed reports no valid price` }
  if (reading.updatedAt > now + 60n)
    return { unavailable: 'invalid', reason: `the ${what} feed reports a time in the future` }
  const age = now - reading.updatedAt
  if (age > BigInt(feed.maxAgeSeconds)) {
    const stale = { age: Number(age), maxAge: feed.maxAgeSeconds }
    const [old, most] = [formatAge(stale.age, 'en'), formatAge(stale.maxAge, 'en')]
    return { unavailable: 'stale', reason: `the ${what} is ${old} old (at most ${most} is shown)`, stale }
  }
  return { price: { answer: reading.answer, decimals: reading.decimals } }
}
