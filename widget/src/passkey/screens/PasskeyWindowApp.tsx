import { useState } from 'react'
import { passkeyEn } from '../../i18n/passkey/en'
import type { PasskeyKey } from '../../i18n/passkey/en'
import { useT } from '../../i18n/useT'
import { applyLook } from '../../theme/look'
import { displayOrigin } from '../../screens/Frame'
import { runCeremony, type CeremonyPurpose, type CeremonyRequest } from '../../windowChannel/ceremony'
import type { WindowMessage } from '../../windowChannel/windowMessages'
import { OurWindow, useOpener } from '../../windowApps/OurWindow'

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
  const opener = useOpener((message) => {
    if (message.type !== 'ceremony' || message.request.purpose === 'sign') return
    applyLook(message.look)
    setRequest(message.request)
  })
  const answer = (message: WindowMessage) => {
    opener.answer(message)
    window.close()
  }
  return (
    <OurWindow
      subject={request}
      orphan={opener.orphan}
      texts={passkeyEn}
      waiting={{ loading: 'passkeyWindow.loading', orphan: 'passkeyWindow.orphan' }}
    >
      {request && <CeremonyScreen request={request} onAnswer={answer} />}
    </OurWindow>
  )
}

/** What the ceremony is for and whose site asks, and the visitor's Continue or Cancel. */
function CeremonyScreen({
  request,
  onAnswer,
}: {
  request: CeremonyRequest
  onAnswer: (message: WindowMessage) => void
}) {
  const t = useT()
  const [running, setRunning] = useState(false)
  const run = async () => {
    setRunning(true)
    onAnswer(await runCeremony(request))
  }
  return (
    <section aria-labelledby="passkey-window-title" data-testid="passkey-window">
      <h1 id="passkey-window-title">{t(TITLES[request.purpose as keyof typeof TITLES])}</h1>
      <p>{t('passkeyWindow.why', { site: displayOrigin(request.hostOrigin) })}</p>
      <button
        type="button"
        className="primary"
        disabled={running}
        onClick={() => void run()}
        data-testid="passkey-window-continue"
      >
        {t('passkeyWindow.continue')}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={running}
        onClick={() =>
          onAnswer({ type: 'failed', name: 'NotAllowedError', message: 'cancelled in the passkey window' })
        }
      >
        {t('common.cancel')}
      </button>
    </section>
  )
}
