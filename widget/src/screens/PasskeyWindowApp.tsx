import { useEffect, useMemo, useRef, useState } from 'react'
import { passkeyTextsFor } from '../i18n/passkey'
import type { PasskeyKey } from '../i18n/passkey/en'
import { catalogueFor } from '../i18n/catalogues'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
import { I18nContext, makeT } from '../i18n/useT'
import { listenToOpener } from '../state/windowChannel'
import { applyLook } from '../theme/look'
import {
  readPasskeyWindowMessage,
  runCeremony,
  type CeremonyPurpose,
  type CeremonyRequest,
  type PasskeyWindowMessage,
} from '../wallets/passkey/passkeyWindowProtocol'
import { Frame, displayOrigin } from './Frame'
import './screens.css'

/** What each ceremony with no request to review is for. A signature (`sign`) is never asked here. */
const TITLES: Record<Exclude<CeremonyPurpose, 'sign'>, PasskeyKey> = {
  create: 'passkeyWindow.create',
  use: 'passkeyWindow.use',
  addPasskey: 'passkeyWindow.addPasskey',
  recover: 'passkeyWindow.recover',
}

/**
 * The passkey window: a top-level window of the widget origin that runs one WebAuthn ceremony with no
 * request to review (creating the wallet, "Use my passkey", a new passkey) for the widget iframe, where
 * the host page did not delegate WebAuthn to it. It says what the ceremony is for and whose site asks,
 * runs only what its opener (on the widget origin) asks, on the visitor's click, and sends back the
 * credential. A request's signature is asked in the secure window, under its review: never here, where
 * there is no review to read, so a `sign` sent here is not run.
 */
export default function PasskeyWindowApp() {
  const [request, setRequest] = useState<CeremonyRequest | undefined>(undefined)
  const [running, setRunning] = useState(false)
  const [orphan, setOrphan] = useState(false)
  const answerOpener = useRef<(message: PasskeyWindowMessage) => void>(() => {})
  const locale = request ? usableLocale(request.locale) : browserLocale()
  const t = useMemo(() => makeT(catalogueFor(locale), locale).with(passkeyTextsFor(locale)), [locale])

  useEffect(() => {
    const channel = listenToOpener(readPasskeyWindowMessage, (message) => {
      if (message.type !== 'ceremony' || message.request.purpose === 'sign') return
      applyLook(message.look)
      setRequest(message.request)
    })
    if (!channel) return setOrphan(true)
    answerOpener.current = channel.answer
    return channel.stop
  }, [])

  const answer = (message: PasskeyWindowMessage) => {
    answerOpener.current(message)
    window.close()
  }
  const run = async (ceremony: CeremonyRequest) => {
    setRunning(true)
    answer(await runCeremony(ceremony))
  }

  return (
    <I18nContext.Provider value={t}>
      <Frame {...(request ? { hostOrigin: request.hostOrigin } : {})}>
        {!request ? (
          <p className="muted" aria-busy={!orphan}>
            {t(orphan ? 'passkeyWindow.orphan' : 'passkeyWindow.loading')}
          </p>
        ) : (
          <section aria-labelledby="passkey-window-title" data-testid="passkey-window">
            <h1 id="passkey-window-title">{t(TITLES[request.purpose as keyof typeof TITLES])}</h1>
            <p>{t('passkeyWindow.why', { site: displayOrigin(request.hostOrigin) })}</p>
            <button
              type="button"
              className="primary"
              disabled={running}
              onClick={() => void run(request)}
              data-testid="passkey-window-continue"
            >
              {t('passkeyWindow.continue')}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={running}
              onClick={() =>
                answer({ type: 'failed', name: 'NotAllowedError', message: 'cancelled in the passkey window' })
              }
            >
              {t('common.cancel')}
            </button>
          </section>
        )}
      </Frame>
    </I18nContext.Provider>
  )
}
