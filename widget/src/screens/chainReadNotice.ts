import type { ChainBalances } from '../balances/balancesSnapshot'
import type { T } from '../i18n/useT'

/** Why a chain's balances cannot be read, for the visitor: no Multicall3 where the config says, or no answer. */
export function chainReadNotice(
  t: T,
  { chain, missingMulticall3 }: Pick<ChainBalances, 'chain' | 'missingMulticall3'>,
) {
  return missingMulticall3
    ? t('balances.noMulticall3', { chain: chain.name, address: missingMulticall3 })
    : t('balances.unreachable', { chain: chain.name })
}
