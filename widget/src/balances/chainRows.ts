import type { ChainConfig } from '../../../protocol/config'
import type { BalanceRow } from './balancesSnapshot'
import type { ReadChainBalancesReturnType, TokenMetadata } from './readChainBalances'
import type { TrackedToken } from './tokenList'
import { markSiteTokens, tokenRow } from './tokenRow'
import { withUsd } from './withUsd'

export type ChainRowsParameters = {
  chain: ChainConfig
  result: ReadChainBalancesReturnType
  /** The metadata the chain gave earlier for a token, if any. */
  metadataOf: (token: TrackedToken) => TokenMetadata | undefined
  /** The chain's rows before this read: a balance that could not be read keeps its last value, marked stale. */
  previous: BalanceRow[]
}

/** A chain's rows from one read: the native currency first, then each token, each with its USD value. */
export function chainRows({ chain, result, metadataOf, previous }: ChainRowsParameters): BalanceRow[] {
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
  return markSiteTokens([native, ...tokens].map((row) => withUsd(row, chain, result)))
}
