import { formatUnits } from 'viem'
import type { UsdFeed } from '../../../protocol/config'
import type { UsdReading } from './readChainBalances'
import { feedPrice, type NoPrice } from './feedPrice'

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
export type UsdValueReturnType = { usd: string } | NoPrice

/**
 * A balance's worth in USD from a Chainlink-compatible feed: value × answer, exactly (in bigints,
 * never through a float). A feed that reverted, answers zero or less, or is older than its
 * `maxAgeSeconds` gives no value and says why (feedPrice): a missing number, never a wrong one.
 */
export function usdValue({ value, decimals, feed, reading, now }: UsdValueParameters): UsdValueReturnType {
  const outcome = feedPrice({ feed, reading, now })
  if ('unavailable' in outcome) return outcome
  return { usd: formatUnits(value * outcome.price.answer, decimals + outcome.price.decimals) }
}
