import { useT } from '../../i18n/useT'
import { displayOrigin } from '../Frame'

/**
 * Who asks, above every review: the site, or the wallet itself for a setting of the account (its recovery), so the
 * visitor never takes one for the other.
 */
export function RequestedBy({ hostOrigin, byWallet = false }: { hostOrigin: string; byWallet?: boolean | undefined }) {
  const t = useT()
  return (
    <p className="requested-by" data-testid={byWallet ? 'requested-by-wallet' : 'requested-by-site'}>
      {t(byWallet ? 'approval.byWallet' : 'send.requestedBy', { site: displayOrigin(hostOrigin) })}
    </p>
  )
}
