import type { GetAssetsParameters } from '../../../protocol/parseGetAssetsParams'
import type { BalancesSnapshot } from '../balances/balancesSnapshot'

export type Asset = {
  address: `0x${string}` | 'native'
  balance: `0x${string}`
  type: 'native' | 'erc20'
  metadata: { decimals: number; name: string; symbol: string }
}
export type ListAssetsReturnType = Record<`0x${string}`, Asset[]>

/**
 * The answer to `wallet_getAssets` (ERC-7811), from the balances the widget already read (no read of its own, so the
 * chain still costs one eth_call per refresh). Only what was read and is fresh: a balance not read, or kept from
 * before an RPC failure, is left out rather than given as true; a zero balance only when the dapp named the asset.
 */
export function listAssets(snapshot: BalancesSnapshot, request: GetAssetsParameters): ListAssetsReturnType {
  const answer: ListAssetsReturnType = {}
  for (const { chain, rows } of snapshot.chains) {
    if (request.chains && !request.chains.has(chain.id)) continue
    const named = request.assets?.get(chain.id)
    if (request.assets && !named) continue
    const assets: Asset[] = []
    for (const row of rows) {
      const type = row.token === 'native' ? 'native' : 'erc20'
      const key = row.token === 'native' ? 'native' : row.token.toLowerCase()
      if (request.types && !request.types.has(type)) continue
      if (named && !named.has(key)) continue
      if (row.value === undefined || row.decimals === undefined || row.stale || row.error) continue
      if (row.value === 0n && !named) continue
      assets.push({
        address: row.token,
        balance: `0x${row.value.toString(16)}`,
        type,
        metadata: { decimals: row.decimals, name: row.name ?? row.symbol, symbol: row.symbol },
      })
    }
    answer[`0x${chain.id.toString(16)}`] = assets
  }
  return answer
}
