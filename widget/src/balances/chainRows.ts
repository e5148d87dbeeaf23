import type { ChainConfig } from '../../../protocol/config'
import type { BalanceRow } from './balancesSnapshot'
import type { ReadChainBalancesReturnType, TokenMetadata } from './readChainBalances'
import type { TrackedToken } from './tokenList'
import { markSiteTokens, tokenRow } from './tokenRow'
import { withUsd } from './withUsd'
import type { FeedWarnings } from './feedWarnings'
import { fxRates } from './fxRates'
import type { ChainBalances } from './balancesSnapshot'

export type ChainRowsParameters = {
  chain: ChainConfig
  result: ReadChainBalancesReturnType
  /** The metadata the chain gave earlier for a token, if any. */
  metadataOf: (token: TrackedToken) => TokenMetadata | undefined
  /** The chain's rows before this read: a balance that could not be read keeps its last value, marked stale. */
  previous: BalanceRow[]
  /** Says once on the console that a feed stopped giving a price. */
  warnings?: FeedWarnings
}

/** A chain's rows from one read (the native currency first, then each token, each with its USD value), and its FX rates. */
export function chainRows({
  chain,
  result,
  metadataOf,
  previous,
  warnings,
}: ChainRowsParameters): Pick<ChainBalances, 'rows' | 'fx'> {
  const native: BalanceRow = {
    chainId: chain.id,
    token: 'native',
    symbol: chain.nativeCurrency.symbol,
    name: chain.nativeCurrency.name,
    decimals: chain.nativeCurrency.decimals,
    value: result.native,
    stale: false,
  }
  const tokens = result.tokens.map((entry) => tokenRow(entry, metadataOf(entry.token), previous))
  const rows = markSiteTokens([native, ...tokens].map((row) => withUsd(row, chain, result, warnings)))
  return { rows, fx: fxRates(chain, result, warnings) }
}
