import { formatUnits } from 'viem'
import type { UsdFeed } from '../../../protocol/config'
import type { UsdReading } from './readChainBalances'

export type UsdValueParameters = {
  /** Base units of the token. */
  value: bigint
  decimals: number
  feed: UsdFeed
  reading: UsdReading
  /** The block's time, in seconds. */
  now: bigint
}

/** The USD value as an exact decimal string, or why there is none. */
export type UsdValueReturnType = { usd: string } | { unavailable: 'failed' | 'stale' | 'invalid'; reason: string }

/**
 * A balance's worth in USD from a Chainlink-compatible feed: value × answer, exactly (in bigints,
 * never through a float). A feed that reverted, answers zero or less, or is older than its
 * `maxAgeSeconds` gives no value and says why: a missing number, never a wrong one.
 */
export function usdValue({ value, decimals, feed, reading, now }: UsdValueParameters): UsdValueReturnType {
  if ('error' in reading) return { unavailable: 'failed', reason: `the price feed failed: ${reading.error}` }
  if (reading.answer <= 0n) return { unavailable: 'invalid', reason: 'the price feed reports no valid price' }
  if (reading.updatedAt > now + 60n)
    return { unavailable: 'invalid', reason: 'the price feed reports a time in the future' }
  const age = now - reading.updatedAt
  if (age > BigInt(feed.maxAgeSeconds))
    return {
      unavailable: 'stale',
      reason: `the price is ${formatAge(age)} old (at most ${formatAge(BigInt(feed.maxAgeSeconds))} is shown)`,
    }
  return { usd: formatUnits(value * reading.answer, decimals + reading.decimals) }
}

function formatAge(seconds: bigint): string {
  const s = Number(seconds)
  return s >= 7200 ? `${Math.floor(s / 3600)} h` : s >= 120 ? `${Math.floor(s / 60)} min` : `${s} s`
}
