import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/useT'
import { WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import type { GuardedClicks } from './review/useGuardedClicks'
import { WalletIcon } from './WalletIcon'
import './connect.css'

type Shown = Pick<WalletOption, 'id' | 'label' | 'info' | 'source'>

/**
 * The connect screen's wallets, each a button whose click counts only as the guard takes it (`choice`):
 * the same list on the wallet's connect screen and on the shell's before the wallet's code is there.
 */
export function WalletChoices<O extends Shown>({
  wallets,
  site,
  choice,
  onChoose,
}: {
  wallets: O[]
  site: string
  choice: GuardedClicks
  onChoose: (option: O) => void
}) {
  const t = useT()
  return (
    <ul className="wallet-list" aria-label={t('connect.wallets')}>
      {wallets.map((option) => (
        <li key={`${option.id}:${option.label ?? ''}`}>
          <button
            type="button"
            className="wallet-choice"
            {...choice.handlers(() => onChoose(option))}
            data-guard={choice.state}
          >
            <WalletIcon info={option.info} />
            <span className="wallet-name">{option.label ? t(option.label) : option.info.name}</span>
            <WalletBadge badge={WALLET_CAPABILITIES[option.source].badge} site={site} />
          </button>
        </li>
      ))}
    </ul>
  )
}

function WalletBadge({ badge, site }: { badge: MessageKey | undefined; site: string }) {
  const t = useT()
  return badge ? <span className="badge">{t(badge, { site })}</span> : null
}
