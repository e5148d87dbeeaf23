import type { ChainConfig } from '../../../protocol/config'
import { convertUsd } from './convertUsd'
import type { FxRates } from './fxRates'
import type { NoPrice } from './feedPrice'

/**
 * How a chain's values are shown in `currency`: converted from USD, or none at all (its rate is stale or failed,
 * `unavailable` says why). `instead` names the currency wanted when the chain has no feed for it: USD is shown then.
 */
export type ChainValues =
  { currency: string; convert: (usd: string) => string; instead?: string } | { currency: string; unavailable: NoPrice }

const asIs = (usd: string) => usd

/** The chain's values in `wanted` from the rates read with its balances (fxRates.ts). */
export function chainValues(chain: ChainConfig, fx: FxRates | undefined, wanted: string): ChainValues {
  if (wanted === 'USD') return { currency: 'USD', convert: asIs }
  if (!chain.fxFeeds?.[wanted]) return { currency: 'USD', convert: asIs, instead: wanted }
  const rate = fx?.[wanted]
  if (rate === undefined)
    return { currency: wanted, unavailable: { unavailable: 'failed', reason: `the ${wanted} rate has not been read` } }
  if ('unavailable' in rate) return { currency: wanted, unavailable: rate }
  return { currency: wanted, convert: (usd) => convertUsd(usd, rate.price) }
}
