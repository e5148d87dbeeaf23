import type { ChainConfig } from '../../../protocol/config'
import type { BalanceRow } from './balancesSnapshot'
import type { ReadChainBalancesReturnType } from './readChainBalances'
import { usdValue } from './usdValue'
import type { FeedWarnings } from './feedWarnings'

/** A row with its USD value from the chain's feed for it, read in the same call; unchanged when there is no feed. */
export function withUsd(
  row: BalanceRow,
  chain: ChainConfig,
  result: ReadChainBalancesReturnType,
  warnings?: FeedWarnings,
): BalanceRow {
  const key = row.token === 'native' ? 'native' : row.token.toLowerCase()
  const feed = chain.usdFeeds?.[key]
  const reading = result.usd.get(key)
  if (!feed || !reading || result.timestamp === undefined || row.value === undefined || row.decimals === undefined)
    return row
  const worth = usdValue({ value: row.value, decimals: row.decimals, feed, reading, now: result.timestamp })
  warnings?.note(chain.id, feed.feed, worth)
  return 'usd' in worth ? { ...row, usd: worth.usd } : { ...row, usdUnavailable: worth }
}
