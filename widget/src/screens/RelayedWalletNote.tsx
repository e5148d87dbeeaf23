import { useT } from '../i18n/useT'
import { displayOrigin } from './Frame'

/**
 * Says that the connected wallet lives in the host page and is reached through it. Shown on the
 * home screen and every review: the site passes each request to that wallet and its answers
 * back, so the visitor should know the site is in the path (the widget still checks on chain
 * what was sent).
 */
export function RelayedWalletNote({ wallet, hostOrigin }: { wallet: string | undefined; hostOrigin: string }) {
  const t = useT()
  if (wallet === undefined) return null
  return (
    <p className="relayed" data-testid="relayed-wallet">
      {t('wallet.relayed', { wallet, site: displayOrigin(hostOrigin) })}
    </p>
  )
}
