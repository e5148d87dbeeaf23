import type { ChainConfig } from '../../../protocol/config'
import type { Address } from '../../../protocol/types'
import { Multicall3MissingError } from './missingMulticall3'
import type { FxRates } from './fxRates'
import type { NoPrice } from './feedPrice'

/** What BalanceTracker publishes: the account's balances per mounted chain, as the screens show them. */
export type BalanceRow = {
  chainId: number
  token: 'native' | Address
  symbol: string
  name?: string
  /** Undefined when neither the chain nor a label says it: the amount cannot be shown. */
  decimals?: number
  /** The last value read; kept, marked stale, when a later read fails. Never invented. */
  value?: bigint
  /** Why this row cannot be read now. */
  error?: string
  stale: boolean
  /** Its worth in USD, an exact decimal string, when the chain has a fresh feed for it. */
  usd?: string
  /** Why there is no USD value though the chain has a feed for it (stale, failed, invalid). */
  usdUnavailable?: NoPrice
  /** Listed by the host page only (tokenList.ts). */
  addedBySite?: true
  /** A token the host page added whose symbol or name reads as this listed token's symbol (tokenRow.ts: markSiteTokens). */
  lookalikeOf?: string
}

export type ChainBalances = {
  chain: ChainConfig
  status: 'loading' | 'ready' | 'error'
  rows: BalanceRow[]
  /** The FX rates read with the rows (absent once a read fails: stale rows show no value anyway). */
  fx?: FxRates
  /** The RPC failure of the last refresh, while `status` is 'error'. */
  error?: string
  /** The chain answered but has no code at this Multicall3 address (the config's): not an unreachable RPC. */
  missingMulticall3?: Address
  blockNumber?: bigint
}

export type BalancesSnapshot = { account?: Address; chains: ChainBalances[] }

/**
 * A chain whose read failed: its last good values kept, marked stale (never zero instead), with the
 * RPC's short message, and the Multicall3 address when the chain has no code there.
 */
export function failedChain(chain: ChainConfig, current: ChainBalances | undefined, error: unknown): ChainBalances {
  const message =
    error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
  return {
    chain,
    status: 'error',
    rows: (current?.rows ?? []).map((row) => ({ ...row, stale: true })),
    error: message.length > 160 ? `${message.slice(0, 157)}...` : message,
    ...(error instanceof Multicall3MissingError ? { missingMulticall3: error.address } : {}),
    ...(current?.blockNumber === undefined ? {} : { blockNumber: current.blockNumber }),
  }
}
