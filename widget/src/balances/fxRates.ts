import type { ChainConfig } from '../../../protocol/config'
import { feedPrice, type FeedPriceReturnType } from './feedPrice'
import type { FeedWarnings } from './feedWarnings'
import type { ReadChainBalancesReturnType } from './readChainBalances'

/** By ISO 4217 code, the price of one unit of that currency in USD from the chain's `fxFeeds`, or why there is none. */
export type FxRates = Record<string, FeedPriceReturnType>

/**
 * The chain's FX rates from one read, each judged at the block's time as the USD prices are (feedPrice): a stale
 * rate is no rate. A currency the chain has no feed for is absent: its values stay in USD.
 */
export function fxRates(chain: ChainConfig, result: ReadChainBalancesReturnType, warnings?: FeedWarnings): FxRates {
  const rates: FxRates = {}
  for (const [code, feed] of Object.entries(chain.fxFeeds ?? {})) {
    const reading = result.fx.get(code)
    if (reading === undefined) continue
    rates[code] =
      result.timestamp === undefined
        ? { unavailable: 'failed', reason: 'the chain did not return the block time' }
        : feedPrice({ feed, reading, now: result.timestamp, what: `${code} rate` })
    warnings?.note(chain.id, feed.feed, rates[code])
  }
  return rates
}
