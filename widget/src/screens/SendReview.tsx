import { useState } from 'react'
import { formatAmount } from '../balances/formatAmount'
import type { PreparedSend, SendWarning } from '../send/prepareSend'
import { useConfirmGuard } from '../send/useConfirmGuard'
import type { WalletSession } from '../session/WalletSession'
import { displayOrigin } from './Frame'

const WARNING_TEXT: Record<Exclude<SendWarning, 'willFail'>, string> = {
  zeroAddress: 'This is the zero address. Anything sent there is lost for good.',
  tokenContract: "This is the token's own contract. Tokens sent there are usually lost.",
}

type Props = { session: WalletSession; send: PreparedSend; requestedBy?: string; shownAt: number; notice?: string; signing: boolean }

/** What will be sent, to whom, where and at what fee; the only screen with a button that sends. */
export function SendReview({ session, send, requestedBy, shownAt, notice, signing }: Props) {
  const guard = useConfirmGuard(shownAt)
  const [acknowledged, setAcknowledged] = useState(false)
  const locale = session.locale
  const amount = formatAmount(send.amount, send.decimals, locale)
  const native = send.chain.nativeCurrency
  const needsAck = send.warnings.length > 0
  const canConfirm = guard.enabled && !signing && (!needsAck || acknowledged)

  return (
    <section aria-labelledby="review-title" className="review">
      <h1 id="review-title">Review</h1>
      {requestedBy && (
        <p className="requested-by" data-testid="review-requested-by">
          Requested by <strong>{displayOrigin(requestedBy)}</strong>. Check every line before you confirm.
        </p>
      )}
      {notice && (
        <p className="notice" role="alert" data-testid="review-notice">
          {notice}
        </p>
      )}
      <dl className="review-list">
        <dt>Amount</dt>
        <dd data-testid="review-amount" title={`${amount.exact} ${send.symbol}`}>
          {amount.exact} {send.symbol}
        </dd>
        <dt>To</dt>
        <dd className="address" data-testid="review-to">
          {send.ensName && <span className="ens">{send.ensName}</span>}
          {send.to}
        </dd>
        <dt>Network</dt>
        <dd data-testid="review-network">{send.chain.name}</dd>
        <dt>Network fee</dt>
        <dd data-testid="review-fee">
          {send.fee === undefined ? 'unknown' : `≈ ${formatAmount(send.fee, native.decimals, locale, 6).display} ${native.symbol}`}
        </dd>
      </dl>
      {needsAck && (
        <div className="warning" role="alert" data-testid="review-warnings">
          <ul>
            {send.warnings.map((warning) => (
              <li key={warning}>
                {warning === 'willFail'
                  ? `The network expects this transfer to fail (${send.failureReason}). You would still pay the fee.`
                  : WARNING_TEXT[warning]}
              </li>
            ))}
          </ul>
          <label className="ack">
            <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} /> I understand, send anyway
          </label>
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
        {signing ? 'Confirm in your wallet…' : 'Confirm and send'}
      </button>
      {!signing && (
        <>
          <button type="button" className="secondary" onClick={session.send.edit}>
            Edit
          </button>
          <button type="button" className="secondary" onClick={session.send.cancel}>
            Cancel
          </button>
        </>
      )}
    </section>
  )
}
