import { useState, type ReactNode } from 'react'
import { getAddress, type Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { useT } from '../i18n/useT'
import { QrCode } from './QrCode'

type Props = {
  /** The "through <site>" note of a wallet the host page relays (RelayedWalletNote): on this screen too. */
  relayedNote?: ReactNode
  address: Address
  chain: ChainConfig
  onBack: () => void
}

/**
 * Receive: the account's full address (checksummed, in groups of four for reading aloud), an
 * EIP-681 QR code for this network (`ethereum:<address>@<chainId>`, which wallets read as "pay on
 * this chain"), Copy with a confirmation, and a plain line naming the network to send on.
 * Loaded when opened: the QR encoder is not part of the first paint.
 */
export default function ReceiveScreen({ address, chain, onBack, relayedNote }: Props) {
  const t = useT()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  const checksummed = getAddress(address)
  const grouped = `0x ${checksummed
    .slice(2)
    .match(/.{1,4}/g)!
    .join(' ')}`
  const copy = () =>
    void navigator.clipboard?.writeText(checksummed).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  return (
    <section aria-labelledby="receive-title" data-testid="receive">
      <h1 id="receive-title">{t('receive.title')}</h1>
      {relayedNote}
      <p className="notice-neutral" data-testid="receive-network">
        {t('receive.network', { chain: chain.name, chainId: String(chain.id) })}
      </p>
      <div className="receive-qr" data-testid="receive-qr" data-uri={`ethereum:${checksummed}@${chain.id}`}>
        <QrCode text={`ethereum:${checksummed}@${chain.id}`} label={t('receive.qrLabel', { chain: chain.name })} />
      </div>
      <p
        className="receive-address"
        dir="ltr"
        aria-label={t('receive.address')}
        title={checksummed}
        data-testid="receive-address"
        data-address={checksummed}
      >
        {grouped}
      </p>
      <button type="button" className="primary" onClick={copy}>
        {t('receive.copy')}
      </button>
      <p role="status" aria-live="polite" className="muted" data-testid="receive-copied">
        {copied === 'copied' ? t('receive.copied') : copied === 'failed' ? t('receive.copyFailed') : ''}
      </p>
      <button type="button" className="secondary" onClick={onBack}>
        {t('common.back')}
      </button>
    </section>
  )
}
