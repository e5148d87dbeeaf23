/**
 * The price feeds of a chain in the deployment config: `usdFeeds` (what a balance is worth in USD) and `fxFeeds`
 * (what one unit of another currency is worth in USD, to show values in it). Both Chainlink-compatible
 * AggregatorV3 contracts, read by the widget in the balances' one Multicall3 call; an answer older than its feed's
 * `maxAgeSeconds` is never shown.
 */

import type { Address } from './types'
import { describe, field, isAddress } from './guards'
import { ConfigError, object } from './configFields'
import { currencyCode } from './currencyCode'

/** A Chainlink-compatible feed answering in USD; an answer older than `maxAgeSeconds` is not shown. */
export type UsdFeed = { feed: Address; maxAgeSeconds: number }

/** How old a price may be before it is not shown, unless the feed says otherwise. */
export const DEFAULT_USD_FEED_MAX_AGE_SECONDS = 3600

/** `{ "native": { "feed": "0x…", "maxAgeSeconds": 3600 }, "0xToken…": { "feed": "0x…" } }`. */
export function usdFeeds(raw: unknown, path: string): { usdFeeds?: Record<string, UsdFeed> } {
  if (raw === undefined) return {}
  const feeds: Record<string, UsdFeed> = {}
  for (const [key, entry] of Object.entries(object(raw, path))) {
    if (key !== 'native' && !isAddress(key))
      throw new ConfigError(`${path}: expected "native" or a token address as key, got ${describe(key)}`)
    feeds[key.toLowerCase()] = feed(entry, `${path}.${key}`)
  }
  return Object.keys(feeds).length > 0 ? { usdFeeds: feeds } : {}
}

/**
 * `{ "EUR": "0x…", "JPY": { "feed": "0x…", "maxAgeSeconds": 86400 } }`: by ISO 4217 code, the feed of that
 * currency's price in USD (EUR / USD), an address alone taking the default `maxAgeSeconds`. USD is the unit of
 * every value already, so it has none.
 */
export function fxFeeds(raw: unknown, path: string): { fxFeeds?: Record<string, UsdFeed> } {
  if (raw === undefined) return {}
  const feeds: Record<string, UsdFeed> = {}
  for (const [key, entry] of Object.entries(object(raw, path))) {
    const code = currencyCode(key)
    if (code === undefined || code !== key || code === 'USD')
      throw new ConfigError(
        `${path}: expected an ISO 4217 code in capitals other than USD as key, got ${describe(key)}`,
      )
    feeds[code] = feed(typeof entry === 'string' ? { feed: entry } : entry, `${path}.${key}`)
  }
  return Object.keys(feeds).length > 0 ? { fxFeeds: feeds } : {}
}

function feed(entry: unknown, path: string): UsdFeed {
  const value = object(entry, path)
  const address = field(value, 'feed')
  if (!isAddress(address))
    throw new ConfigError(`${path}.feed: expected a 0x-prefixed 20-byte address, got ${describe(address)}`)
  const maxAge = field(value, 'maxAgeSeconds') ?? DEFAULT_USD_FEED_MAX_AGE_SECONDS
  if (typeof maxAge !== 'number' || !Number.isInteger(maxAge) || maxAge < 1 || maxAge > 7 * 86_400)
    throw new ConfigError(`${path}.maxAgeSeconds: expected whole seconds from 1 to 604800, got ${describe(maxAge)}`)
  return { feed: address, maxAgeSeconds: maxAge }
}
