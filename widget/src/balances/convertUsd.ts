import { formatUnits } from 'viem'
import type { FeedPrice } from './feedPrice'

/** Places kept of a converted value: far below any currency's smallest unit, so rounding happens only on screen. */
const PLACES = 18

/**
 * A USD amount (an exact decimal string, as the balances carry it) in another currency, from that currency's USD
 * price (`rate`: one EUR is 1.08 USD): usd ÷ rate, in bigints (never a float), to 18 places, whatever the feed's
 * decimals.
 */
export function convertUsd(usd: string, rate: FeedPrice): string {
  const [whole = '0', fraction = ''] = usd.split('.')
  const units = BigInt(whole + fraction.padEnd(PLACES, '0').slice(0, PLACES))
  return formatUnits((units * 10n ** BigInt(rate.decimals)) / rate.answer, PLACES)
}
