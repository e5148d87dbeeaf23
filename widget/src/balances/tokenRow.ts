import { nameAsRead } from '../../../protocol/confusableSkeleton'
import type { BalanceRow } from './balancesSnapshot'
import type { TokenBalanceResult, TokenMetadata } from './readChainBalances'

/**
 * One token's row from a read. `cached` is the metadata the chain gave earlier. The chain's own
 * metadata wins; a label (operator's, then host's) is only a fallback for names. Decimals come from
 * the chain alone: a label's decimals would decide the amounts shown. A balance that could not be
 * read keeps the last value in `previous`, marked stale.
 */
export function tokenRow(
  { token, balance, error, metadata: read }: TokenBalanceResult,
  cached: TokenMetadata | undefined,
  previous: BalanceRow[],
): BalanceRow {
  const metadata = cached ?? read ?? {}
  const decimals = metadata.decimals
  const row: BalanceRow = {
    chainId: token.chainId,
    token: token.address,
    symbol: metadata.symbol ?? token.labels.symbol ?? `${token.address.slice(0, 6)}…${token.address.slice(-4)}`,
    stale: false,
  }
  const name = metadata.name ?? token.labels.name
  if (name) row.name = name
  if (token.addedBySite) row.addedBySite = true
  if (decimals !== undefined) row.decimals = decimals
  if (balance !== undefined && decimals !== undefined) {
    row.value = balance
    return row
  }
  row.error = decimals === undefined ? 'decimals unknown' : (error ?? 'unreadable')
  const last = previous.find((p) => p.token === token.address)?.value
  if (last !== undefined) {
    row.value = last
    row.stale = true
  }
  return row
}

/**
 * Marks, among one chain's rows, each token the host page added whose symbol or name reads as the
 * symbol or name of a token the deployment lists (the native currency included): `lookalikeOf` names
 * the real one. Read as the eye reads it: case, spacing and look-alike letters folded (UTS #39).
 */
export function markSiteTokens(rows: BalanceRow[]): BalanceRow[] {
  const listed = rows.filter((row) => !row.addedBySite)
  return rows.map((row) => {
    if (!row.addedBySite) return row
    const own = [row.symbol, row.name].filter((text) => text !== undefined).map(nameAsRead)
    const imitated = listed.find((real) =>
      [real.symbol, real.name].some((text) => text !== undefined && own.includes(nameAsRead(text))),
    )
    return imitated ? { ...row, lookalikeOf: imitated.symbol } : row
  })
}
