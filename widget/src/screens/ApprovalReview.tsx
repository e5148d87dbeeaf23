import { useMemo, useState } from 'react'
import type { ApprovalView } from '../provider/ApprovalController'
import { needsAcknowledgement } from '../review/needsAcknowledgement'
import { useConfirmGuard } from '../guard/useConfirmGuard'
import { approvalHeading } from './review/titles'
import type { Embedding, WalletSession } from '../session/WalletSession'
import { RequestedBy } from './review/RequestedBy'
import { Acknowledge } from './review/Acknowledge'
import { ConfirmButton } from './review/ConfirmButton'
import { confirmPathFor } from '../guard/confirmPath'
import { reviewWindowTaker } from '../wallets/reviewWindows'
import { useObservable } from '../state/useObservable'
import { relayedWalletName } from '../connection/connectionMachine'
import { RelayedWalletNote } from './RelayedWalletNote'
import { I18nContext, useT } from '../i18n/useT'
import { reviewEn } from '../i18n/review/en'
import { formatMessage } from '../i18n/message'
import { ApprovalDetails, PreviewWarnings } from './review/ApprovalDetails'
import './review/review.css'

type Pending = Exclude<ApprovalView, { step: 'idle' }>
type Session = Pick<Embedding, 'hostOrigin' | 'locale'> & Pick<WalletSession, 'approvals' | 'connection'>
type Props = { session: Session; view: Exclude<Pending, { step: 'failed' }> }

/**
 * A request of the host dapp (through handle.provider) that needs the visitor's click: every
 * line of what the wallet will receive, built by the review builders, then Confirm or Reject.
 * Loaded with the first review, not at the widget's first paint.
 */
export default function ApprovalReview({ session, view }: { session: Session; view: Pending }) {
  const base = useT()
  const t = useMemo(() => base.with(reviewEn, formatMessage), [base])
  return (
    <I18nContext.Provider value={t}>
      {view.step === 'failed' ? (
        <Failed session={session} view={view} />
      ) : (
        /* A new review (rebuilt, or another request) starts afresh: no acknowledgement carries over. */
        <Review
          key={view.step === 'review' ? `${view.id}:${view.shownAt}` : `${view.id}:${view.step}`}
          session={session}
          view={view}
        />
      )}
    </I18nContext.Provider>
  )
}

/** A request that a service of the wallet failed (its bundler, a paymaster): the sentence, until the visitor closes it. */
function Failed({ session, view }: { session: Session; view: Extract<Pending, { step: 'failed' }> }) {
  const t = useT()
  return (
    <section aria-labelledby="approval-title" className="review" data-testid="approval">
      <h1 id="approval-title">{t(approvalHeading(view.request.method, view.byWallet, undefined).title)}</h1>
      <p className="notice" role="alert" data-testid="approval-failed">
        {t.text(view.text)}
      </p>
      <button type="button" className="secondary" onClick={session.approvals.cancel}>
        {t('approval.close')}
      </button>
    </section>
  )
}

function Review({ session, view }: Props) {
  const t = useT()
  const guard = useConfirmGuard(view.step === 'review' ? view.shownAt : undefined)
  const [acknowledged, setAcknowledged] = useState(false)
  // Numbers in the language of the texts around them, here and in the secure window (useT.ts).
  const locale = t.locale
  const review = view.step === 'preparing' ? undefined : view.review
  const needsAck = review !== undefined && needsAcknowledgement(review)
  const connected = useObservable(session.connection).connection
  const relayedWallet = relayedWalletName(connected)
  const heading = approvalHeading(view.request.method, view.byWallet, review)
  return (
    <section tabIndex={0} ref={guard.ref} aria-labelledby="approval-title" className="review" data-testid="approval">
      <h1 id="approval-title">{t(heading.title)}</h1>
      <RequestedBy hostOrigin={session.hostOrigin} byWallet={heading.byWallet} />
      <RelayedWalletNote wallet={relayedWallet} hostOrigin={session.hostOrigin} />
      {view.step === 'review' && view.notice && (
        <p className="notice" role="alert" data-testid="review-notice">
          {t.text(view.notice)}
        </p>
      )}
      {review === undefined ? (
        <p className="muted" aria-busy="true" data-testid="approval-preparing">
          {t('review.preparing')}
        </p>
      ) : (
        <ApprovalDetails review={review} locale={locale} />
      )}
      <PreviewWarnings
        review={review}
        acknowledge={
          guard.tracked && (
            <Acknowledge checked={acknowledged} signing={view.step === 'signing'} onChange={setAcknowledged} />
          )
        }
      />
      <ConfirmButton
        guard={guard}
        confirmable={view.step === 'review'}
        acknowledged={!needsAck || acknowledged}
        signing={view.step === 'signing'}
        label={t('approval.confirm')}
        testId="confirm-approval"
        walletWindow={reviewWindowTaker(session.connection.connectedWallet())}
        path={confirmPathFor({ kind: 'approval', review })}
        onConfirm={(acknowledgedThere) =>
          session.approvals.confirm({ id: view.id, acknowledged: acknowledgedThere ?? acknowledged })
        }
        secureReview={() => ({
          hostOrigin: session.hostOrigin,
          locale,
          needsAcknowledgement: needsAck,
          ...(relayedWallet !== undefined ? { relayedWallet } : {}),
          content: { kind: 'approval', method: view.request.method, review: review!, ...pick(view.byWallet) },
        })}
        onSecureCancel={session.approvals.cancel}
      />
      <button type="button" className="secondary" onClick={session.approvals.cancel}>
        {view.step === 'signing' ? t('common.cancel') : t('approval.reject')}
      </button>
    </section>
  )
}

/** `{ byWallet: true }` for the wallet's own request, nothing otherwise (the secure window's review has no undefined fields). */
function pick(byWallet: true | undefined): { byWallet?: true } {
  return byWallet ? { byWallet } : {}
}
