import { useEffect, useState } from 'react'
import { useT } from '../i18n/useT'
import { runCeremony, type CeremonyOutcome, type CeremonyRequest } from '../windowChannel/ceremony'

type Props = {
  /** The request's ceremony, once the wallet has prepared what it signs (undefined until then). */
  ceremony: CeremonyRequest | undefined
  onOutcome: (outcome: CeremonyOutcome) => void
}

/**
 * The passkey of a confirmed review, asked in the secure window under that review: the visitor confirmed
 * what they read here, and the same window asks for the signature, so no window that shows less ever
 * does. It runs as soon as the wallet sends it. An engine that wants a click of its own for the prompt
 * (the Confirm's activation spent while the wallet prepared) refuses it at once; then "Continue with your
 * passkey", here under the review, runs it again on that click.
 */
export function PasskeyStep({ ceremony, onOutcome }: Props) {
  const t = useT()
  const [retry, setRetry] = useState<CeremonyRequest | undefined>(undefined)
  const run = async (request: CeremonyRequest) => {
    setRetry(undefined)
    const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation
    const withoutActivation = activation !== undefined && !activation.isActive
    const outcome = await runCeremony(request)
    if (outcome.type === 'failed' && outcome.name === 'NotAllowedError' && withoutActivation) return setRetry(request)
    onOutcome(outcome)
  }
  useEffect(() => {
    if (!ceremony) return
    void run(ceremony)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ceremony: the wallet sends one per Confirm
  }, [ceremony])
  return (
    <div data-testid="secure-passkey">
      <p className="muted" role="status" aria-busy={!retry}>
        {t('secure.passkeyAsked')}
      </p>
      {retry && (
        <button type="button" className="primary" onClick={() => void run(retry)} data-testid="secure-passkey-continue">
          {t('secure.passkeyContinue')}
        </button>
      )}
      <button
        type="button"
        className="secondary"
        onClick={() =>
          onOutcome({ type: 'failed', name: 'NotAllowedError', message: 'cancelled in the secure window' })
        }
      >
        {t('common.cancel')}
      </button>
    </div>
  )
}
