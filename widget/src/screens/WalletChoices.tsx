import type { ReactNode } from 'react'
import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/useT'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import type { GuardedClicks } from './review/useGuardedClicks'
import { WalletIcon } from './WalletIcon'

type Shown = Pick<WalletOption, 'id' | 'label' | 'info' | 'source'>

/**
 * The connect screen's list of wallets, each a button whose click counts only as the guard takes it
 * (`clicks`; the region it must see whole is this section): the same on the wallet's connect screen
 * and on the shell's before the wallet's code is there.
 */
export function WalletChoices<O extends Shown>({
  site,
  wallets,
  guard,
  clicks,
  notice,
  onChoose,
  onBack,
}: {
  site: string
  wallets: O[]
  guard: ConfirmGuard
  clicks: GuardedClicks
  /** Why the last attempt did not connect, above the list. */
  notice?: ReactNode
  onChoose: (option: O) => void
  onBack: () => void
}) {
  const t = useT()
  return (
    <section tabIndex={0} ref={guard.ref} aria-labelledby="connect-title">
      <h1 id="connect-title" data-testid="connect-site" data-site={site}>
        {t('connect.wants', { site })}
      </h1>
      <p className="muted">{t('connect.intro')}</p>
      {notice}
      {wallets.length === 0 ? (
        <p className="muted" data-testid="no-wallets">
          {t('connect.none')}
        </p>
      ) : (
        <ul className="wallet-list" aria-label={t('connect.wallets')}>
          {wallets.map((option) => (
            <li key={`${option.id}:${option.label ?? ''}`}>
              <button
                type="button"
                className="wallet-choice"
                {...clicks.handlers(() => onChoose(option))}
                data-guard={clicks.state}
              >
                <WalletIcon info={option.info} />
                <span className="wallet-name">{option.label ? t(option.label) : option.info.name}</span>
                <WalletBadge badge={WALLET_CAPABILITIES[option.source].badge} site={site} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {clicks.note}
      <button type="button" className="secondary" onClick={onBack}>
        {t('common.back')}
      </button>
    </section>
  )
}

function WalletBadge({ badge, site }: { badge: MessageKey | undefined; site: string }) {
  const t = useT()
  return badge ? <span className="badge">{t(badge, { site })}</span> : null
}
