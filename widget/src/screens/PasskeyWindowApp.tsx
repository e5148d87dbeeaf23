import { useEffect, useMemo, useState } from 'react'
import { passkeyTextsFor } from '../i18n/passkey'
import type { PasskeyKey } from '../i18n/passkey/en'
import { catalogueFor } from '../i18n/catalogues'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
import { I18nContext, makeT } from '../i18n/useT'
import { applyLook } from '../theme/look'
import {
  readPasskeyWindowMessage,
  toCredentialData,
  type CeremonyPurpose,
  type CeremonyRequest,
  type PasskeyWindowMessage,
} from '../wallets/passkey/passkeyWindowProtocol'
import { Frame, displayOrigin } from './Frame'
import './screens.css'

const TITLES: Record<CeremonyPurpose, PasskeyKey> = {
  create: 'passkeyWindow.create',
  use: 'passkeyWindow.use',
  sign: 'passkeyWindow.sign',
  addPasskey: 'passkeyWindow.addPasskey',
  recover: 'passkeyWindow.recover',
}

/**
 * The passkey window: a top-level window of the widget origin that runs one WebAuthn ceremony for
 * the widget iframe, where the host page did not delegate WebAuthn to it. It runs only what its
 * opener (on the widget origin) asks, on the visitor's click, and sends back the credential.
 */
export default function PasskeyWindowApp() {
  const [request, setRequest] = useState<CeremonyRequest | undefined>(undefined)
  const [running, setRunning] = useState(false)
  const opener = window.opener as Window | null
  const locale = request ? usableLocale(request.locale) : browserLocale()
  const t = useMemo(() => makeT(catalogueFor(locale), locale).with(passkeyTextsFor(locale)), [locale])

  useEffect(() => {
    if (!opener) return
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== location.origin) return
      const message = readPasskeyWindowMessage(event.data)
      if (message?.type !== 'ceremony') return
      applyLook(message.look)
      setRequest(message.request)
    }
    addEventListener('message', onMessage)
    // Delivered only to an opener on the widget origin: a host page's own popup of this URL hears nothing.
    opener.postMessage({ type: 'ready' } satisfies PasskeyWindowMessage, location.origin)
    return () => removeEventListener('message', onMessage)
  }, [opener])

  const answer = (message: PasskeyWindowMessage) => {
    opener?.postMessage(message, location.origin)
    window.close()
  }
  const run = async (ceremony: CeremonyRequest) => {
    setRunning(true)
    try {
      const options = ceremony.options as CredentialCreationOptions & CredentialRequestOptions
      const credential =
        ceremony.kind === 'create'
          ? await navigator.credentials.create(options)
          : await navigator.credentials.get(options)
      if (!credential) throw Object.assign(new Error('no credential'), { name: 'NotAllowedError' })
      answer({ type: 'result', credential: toCredentialData(credential as PublicKeyCredential) })
    } catch (error) {
      const { name = 'Error', message = String(error) } = error as { name?: string; message?: string }
      answer({ type: 'failed', name, message })
    }
  }

  return (
    <I18nContext.Provider value={t}>
      <Frame {...(request ? { hostOrigin: request.hostOrigin } : {})}>
        {!request ? (
          <p className="muted" aria-busy={!!opener}>
            {t(opener ? 'passkeyWindow.loading' : 'passkeyWindow.orphan')}
          </p>
        ) : (
          <section aria-labelledby="passkey-window-title" data-testid="passkey-window">
            <h1 id="passkey-window-title">{t(TITLES[request.purpose])}</h1>
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
