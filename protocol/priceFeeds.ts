/**
 * The price feeds of a chain in the deployment config: `usdFeeds` (what a balance is worth in USD) and `fxFeeds`
 * (what one unit of another currency is worth in USD, to show values in it). Both Chainlink-compatible
 * AggregatorV3 contracts, read by the widget in the balances' one Multicall3 call; an answer older than its feed's
 * `maxAgeSeconds` is never shown.
 */

import type { Address } from './types'
import { describe, field, isAddress, type PlainObject } from './guards'
import { ConfigError, object } from './configFields'
import { currencyCode } from './currencyCode'

/** A Chainlink-compatible feed answering in USD; an answer older than `maxAgeSeconds` is not shown. */
export type UsdFeed = { feed: Address; maxAgeSeconds: number }

/** How old a price may be before it is not shown, unless the feed says otherwise. */
export const DEFAULT_USD_FEED_MAX_AGE_SECONDS = 3600

/**
 * A chain's `usdFeeds` (`{ "native": { "feed": "0x…", "maxAgeSeconds": 3600 }, "0xToken…": { "feed": "0x…" } }`,
 * keys in lower case) or `fxFeeds` (`{ "EUR": { "feed": "0x…", "maxAgeSeconds": 86400 } }`: by ISO 4217 code, the feed
 * of that currency's price in USD; USD is the unit of every value already, a feed for it is never read), as the field
 * of the chain's config, absent when empty. One reader for both: the widget's first script parses the config, and its
 * bytes are counted.
 */
export function priceFeeds(
  chain: PlainObject,
  path: string,
  name: 'usdFeeds' | 'fxFeeds',
): Partial<Record<typeof name, Record<string, UsdFeed>>> {
  path += `.${name}`
  const feeds: Record<string, UsdFeed> = {}
  for (const [key, entry] of Object.entries(object(field(chain, name) ?? {}, path))) {
    const id =
      name === 'fxFeeds' ? currencyCode(key) : key === 'native' || isAddress(key) ? key.toLowerCase() : undefined
    // One message for both kinds (bytes of the first paint): the docs say which keys each takes.
    if (id === undefined) throw new ConfigError(`${path}: ${describe(key)} is not a key of ${name}`)
    const value = object(entry, `${path}.${key}`)
    const feed = field(value, 'feed')
    if (!isAddress(feed))
      throw new ConfigError(`${path}.${key}.feed: expected a 0x-prefixed 20-byte address, got ${describe(feed)}`)
    const maxAge = field(value, 'maxAgeSeconds') ?? DEFAULT_USD_FEED_MAX_AGE_SECONDS
    if (typeof maxAge !== 'number' || !Number.isInteger(maxAge) || maxAge < 1 || maxAge > 7 * 86_400) {
      throw new ConfigError(
        `${path}.${key}.maxAgeSeconds: expected whole seconds from 1 to 604800, got ${describe(maxAge)}`,
      )
    }
    feeds[id] = { feed, maxAgeSeconds: maxAge }
  }
  return Object.keys(feeds).length > 0 ? { [name]: feeds } : {}
}
