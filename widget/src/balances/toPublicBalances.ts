import type { Balance } from '../../../protocol/types'
import type { BalancesSnapshot } from './balancesSnapshot'
import { formatAmount } from './formatAmount'

/** The tracker's balances as the host API returns them (`getBalances()`): base units, exact decimals, an error where unreadable. */
export function toPublicBalances(snapshot: BalancesSnapshot, locale?: string): Balance[] {
  return snapshot.chains.flatMap((chain) =>
    chain.rows.map((row): Balance => {
      const balance: Balance = {
        chainId: row.chainId,
        token: row.token,
        symbol: row.symbol,
        decimals: row.decimals ?? 0,
        value: (row.value ?? 0n).toString(),
        formatted:
          row.value !== undefined && row.decimals !== undefined
            ? formatAmount(row.value, row.decimals, locale).exact
            : '',
      }
      if (row.name) balance.name = row.name
      if (row.usd !== undefined && !row.stale) balance.usd = row.usd
      const error = row.error ?? (row.stale ? `not refreshed: ${chain.error ?? 'RPC error'}` : undefined)
      if (error) balance.error = error
      return balance
    }),
  )
}
