import type { Address } from 'viem'
import type { ChainConfig } from '../../../../protocol/config'
import { useT } from '../../i18n/useT'

/** The first two lines of every transaction and batch review, inside its `<dl>`: where, and from which account. */
export function NetworkAndAccount({ chain, from }: { chain: ChainConfig; from: Address }) {
  const t = useT()
  return (
    <>
      <dt>{t('send.network')}</dt>
      <dd data-testid="review-network">{chain.name}</dd>
      <dt>{t('review.account')}</dt>
      <dd className="address" dir="ltr">
        {from}
      </dd>
    </>
  )
}
