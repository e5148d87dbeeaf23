import { useLayoutEffect, useRef, type ReactNode } from 'react'
import type { FocusedChoice } from '../connection/earlyConnect'
import type { MessageKey } from '../i18n/en'
import { useT } from '../i18n/useT'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { keyMayChoose, WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import type { GuardedClicks } from './review/useGuardedClicks'
import { WalletIcon } from './WalletIcon'

type Shown = Pick<WalletOption, 'id' | 'label' | 'info' | 'source'>

/** A choice of the list, the same on the shell's and the wallet's (the passkey wallet's two ways in share one id). */
export const choiceKey = (option: Pick<WalletOption, 'id' | 'label'>): string => `${option.id}:${option.label ?? ''}`

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
  onFocusChange,
  takeFocus,
}: {
  site: string
  wallets: O[]
  guard: ConfirmGuard
  clicks: GuardedClicks
  /** Why the last attempt did not connect, above the list. */
  notice?: ReactNode
  onChoose: (option: O) => void
  onBack: () => void
  /** Which choice holds the focus, as it moves (the shell's list, for the wallet's to take over). */
  onFocusChange?: (focused: FocusedChoice | undefined) => void
  /** The choice a list this one replaced had focused, asked once as this one mounts. */
  takeFocus?: (() => FocusedChoice | undefined) | undefined
}) {
  const t = useT()
  const list = useRef<HTMLUListElement>(null)
  // Before the first paint, and before the wallet's focus-after-screen-change (an effect) moves a lost focus
  // to the heading: a keyboard visitor's Enter then reaches the wallet they had focused, not nothing.
  useLayoutEffect(() => {
    const focused = takeFocus?.()
    const active = document.activeElement
    // Only a focus the old list lost as it left: never one the visitor has since put elsewhere.
    if (!focused || (active && active !== document.body) || !document.hasFocus()) return
    const buttons = list.current?.querySelectorAll<HTMLElement>('button[data-choice]') ?? []
    const button = [...buttons].find((b) => b.dataset.choice === focused.key)
    if (button) clicks.carryFocus(button, focused.keyFocusedSince)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the list mounts
  }, [])
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
        <ul ref={list} className="wallet-list" aria-label={t('connect.wallets')}>
          {wallets.map((option) => {
            const key = choiceKey(option)
            // A key with no pointer of the visitor's behind it chooses as a click does where that cannot connect by
            // itself (keyMayChoose): a wallet that answers at once is asked in the secure window (the connect
            // screens' onChoose), a phone's wallet on the phone. Otherwise it is told to click inside first.
            const choose = () => onChoose(option)
            const handlers = clicks.handlers(
              choose,
              keyMayChoose(WALLET_CAPABILITIES[option.source]) ? choose : undefined,
            )
            return (
              <li key={key}>
                <button
                  type="button"
                  className="wallet-choice"
                  {...handlers}
                  onFocus={(event) => {
                    handlers.onFocus(event)
                    onFocusChange?.({ key, keyFocusedSince: clicks.keyFocusedSince() })
                  }}
                  onBlur={(event) => {
                    handlers.onBlur()
                    // A button removed with its list blurs as it leaves (Chromium): that focus is the one the
                    // next list takes over. Focus gone elsewhere, the button still here, is not.
                    const button = event.currentTarget
                    queueMicrotask(() => {
                      if (button.isConnected && !list.current?.contains(document.activeElement))
                        onFocusChange?.(undefined)
                    })
                  }}
                  data-choice={key}
                  data-guard={clicks.state}
                  // A wallet that answers at once is connected only on a yes in the secure window (askToConnect).
                  data-consent={WALLET_CAPABILITIES[option.source].asksOnConnect ? undefined : 'window'}
                >
                  <WalletIcon info={option.info} />
                  <span className="wallet-name">{option.label ? t(option.label) : option.info.name}</span>
                  <WalletBadge badge={WALLET_CAPABILITIES[option.source].badge} site={site} />
                </button>
              </li>
            )
          })}
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
