import { useState } from 'react'
import { QrCode } from './QrCode'
import { safeWalletLink } from '../wallets/walletConnect/walletLink'
import { useT } from '../i18n/useT'

type Props = { uri: string | undefined; onCancel: () => void }

/**
 * The WalletConnect pairing screen: our own QR code, a copy button, and on phones a button that
 * opens the wallet app from the top window (links from inside iframes are often blocked).
 */
export function WalletConnectPairing({ uri, onCancel }: Props) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const link = uri ? safeWalletLink(uri) : undefined
  const copy = () => {
    if (!uri) return
    navigator.clipboard?.writeText(uri).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <div className="wc-pairing" data-testid="wc-pairing" data-uri={uri ?? ''}>
      {uri ? (
        <QrCode text={uri} label={t('wc.qr')} />
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('wc.preparing')}
        </p>
      )}
      <p role="status" className="muted">
        {uri && <span className="spinner" aria-hidden="true" />} {t('wc.scan')}
      </p>
      {uri && (
        <div className="wc-actions">
          <button type="button" className="secondary" onClick={copy}>
            {copied ? t('wc.copied') : t('wc.copy')}
          </button>
          {link && (
            <a className="secondary button-link" href={link} target="_top" rel="noopener">
              {t('wc.open')}
            </a>
          )}
        </div>
      )}
      <button type="button" className="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  )
}
