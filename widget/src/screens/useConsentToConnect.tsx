import { useEffect, useRef, useState } from 'react'
import type { ConnectConsent } from '../guard/askConnectConsent'
import { useT } from '../i18n/useT'
import type { Embedding } from '../session/WalletSession'
import type { WalletOption } from '../wallets/walletOption'
import { askToConnect } from './askToConnect'
import { displayOrigin } from './Frame'

/**
 * A choice of a wallet that answers at once is confirmed in the secure window first (askToConnect):
 * `connect` runs on the visitor's yes there. The screen says a window is waiting, or that the browser
 * blocked it; a window still open when the visitor chooses again, or leaves the screen, is closed.
 */
export function useConsentToConnect(
  session: Pick<Embedding, 'hostOrigin' | 'locale'>,
  connect: (option: WalletOption) => void,
) {
  const t = useT()
  const [asked, setAsked] = useState<ConnectConsent | 'blocked' | undefined>(undefined)
  const open = useRef<ConnectConsent | undefined>(undefined)
  useEffect(() => () => open.current?.close(), [])
  const choose = (option: WalletOption) => {
    open.current?.close()
    open.current = undefined
    const name = option.label ? t(option.label) : option.info.name
    const consent = askToConnect({ option, name, hostOrigin: session.hostOrigin, locale: session.locale })
    setAsked(consent)
    if (consent === undefined) return connect(option)
    if (consent === 'blocked') return
    open.current = consent
    void consent.answer.then((yes) => {
      if (open.current !== consent) return
      open.current = undefined
      setAsked(undefined)
      if (yes) connect(option)
    })
  }
  const site = displayOrigin(session.hostOrigin)
  const notice =
    asked === 'blocked' ? (
      <p className="notice" role="alert" data-testid="secure-window-blocked">
        {t('guard.popupBlocked')}
      </p>
    ) : asked ? (
      <p role="status" data-testid="connect-in-window">
        {t('connect.inWindow', { site })}
      </p>
    ) : null
  return { choose, notice }
}
