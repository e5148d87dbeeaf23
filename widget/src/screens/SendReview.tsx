import { useState } from 'react'
import { formatAmount } from '../balances/formatAmount'
import type { PreparedSend, SendWarning } from '../send/prepareSend'
import { useConfirmGuard } from '../send/useConfirmGuard'
import type { MessageKey } from '../i18n/en'
import type { Text } from '../i18n/translate'
import type { WalletSession } from '../session/WalletSession'
import { displayOrigin } from './Frame'
import { Acknowledge } from './review/Acknowledge'
import { BalanceChanges } from './review/BalanceChanges'
import { useT } from '../i18n/useT'

const WARNING_TEXT: Record<Exclude<SendWarning, 'willFail'>, MessageKey> = {
  zeroAddress: 'send.warnZero',
  tokenContract: 'send.warnToken',
}

type Props = { session: WalletSession; send: PreparedSend; requestedBy?: string; shownAt: number; notice?: Text; signing: boolean }

/** What will be sent, to whom, where and at what fee; the only screen with a button that sends. */
export function SendReview({ session, send, requestedBy, shownAt, notice, signing }: Props) {
  const t = useT()
  const guard = useConfirmGuard(shownAt)
  const [acknowledged, setAcknowledged] = useState(false)
  const locale = session.locale
  const amount = formatAmount(send.amount, send.decimals, locale)
  const native = send.chain.nativeCurrency
  const needsAck = send.warnings.length > 0
  const canConfirm = guard.enabled && !signing && (!needsAck || acknowledged)

  return (
    <section aria-labelledby="review-title" className="review">
      <h1 id="review-title">{t('send.reviewTitle')}</h1>
      {requestedBy && (
        <p className="requested-by" data-testid="review-requested-by">
          {t('send.requestedBy', { site: displayOrigin(requestedBy) })}
        </p>
      )}
      {notice && (
        <p className="notice" role="alert" data-testid="review-notice">
          {t.text(notice)}
        </p>
      )}
      <dl className="review-list">
        <dt>{t('send.amount')}</dt>
        <dd data-testid="review-amount" title={`${amount.exact} ${send.symbol}`}>
          {amount.exact} {send.symbol}
        </dd>
        <dt>{t('send.to')}</dt>
        <dd className="address" data-testid="review-to">
          {send.ensName && <span className="ens">{send.ensName}</span>}
          {send.to}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd data-testid="review-network">{send.chain.name}</dd>
        <dt>{t('send.fee')}</dt>
        <dd data-testid="review-fee">
          {send.fee === undefined ? t('send.feeUnknown') : `≈ ${formatAmount(send.fee, native.decimals, locale, 6).display} ${native.symbol}`}
        </dd>
      </dl>
      <BalanceChanges simulation={send.simulation} chain={send.chain} locale={locale} />
      {needsAck && (
        <div className="warning" role="alert" data-testid="review-warnings">
          <ul>
            {send.warnings.map((warning) => (
              <li key={warning}>
                {warning === 'willFail' ? t('send.warnFail', { reason: send.failureReason ?? '' }) : t(WARNING_TEXT[warning])}
              </li>
            ))}
          </ul>
          <Acknowledge checked={acknowledged} onChange={setAcknowledged} />
        </div>
      )}
      <button
        ref={guard.ref}
        type="button"
        className="primary"
        disabled={!canConfirm}
        onClick={() => void session.send.confirm()}
        data-testid="confirm-send"
        data-guard={guard.reason ?? 'ready'}
      >
        {signing ? t('send.confirmInWallet') : t('send.confirm')}
      </button>
      {!signing && (
        <button type="button" className="secondary" onClick={session.send.edit}>
          {t('send.edit')}
        </button>
      )}
      <button type="button" className="secondary" onClick={session.send.cancel}>
        {t('common.cancel')}
      </button>
    </section>
  )
}
