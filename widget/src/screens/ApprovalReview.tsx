import type { ApprovalView } from '../provider/ApprovalController'
import { useConfirmGuard } from '../send/useConfirmGuard'
import type { MessageKey } from '../i18n/en'
import type { WalletSession } from '../session/WalletSession'
import { displayOrigin } from './Frame'
import { useT } from '../i18n/useT'

type Pending = Extract<ApprovalView, { step: 'review' | 'signing' }>

const TITLES: Record<string, MessageKey> = {
  eth_sendTransaction: 'approval.transaction',
  personal_sign: 'approval.message',
  eth_signTypedData_v4: 'approval.typedData',
}

/** A request of the host dapp (through handle.provider) that needs the visitor's click. */
export function ApprovalReview({ session, view }: { session: WalletSession; view: Pending }) {
  const t = useT()
  const guard = useConfirmGuard(view.step === 'review' ? view.shownAt : 0)
  const { summary } = view
  const signing = view.step === 'signing'
  return (
    <section aria-labelledby="approval-title" className="review" data-testid="approval">
      <h1 id="approval-title">{TITLES[view.method] ? t(TITLES[view.method]!) : view.method}</h1>
      <p className="requested-by">
        {t('send.requestedBy', { site: displayOrigin(session.hostOrigin) })}
      </p>
      <dl className="review-list" data-testid="approval-summary">
        {summary.kind === 'transfer' && (
          <>
            <dt>{t('approval.action')}</dt>
            <dd>{t('approval.send', { amount: summary.amount })}</dd>
            <dt>{t('send.to')}</dt>
            <dd className="address">{summary.to}</dd>
            <dt>{t('send.token')}</dt>
            <dd className="address">{summary.token}</dd>
          </>
        )}
        {summary.kind === 'approval' && (
          <>
            <dt>{t('approval.action')}</dt>
            <dd>
              {t('approval.allow', {
                amount: summary.amount === 'unlimited' ? t('approval.allowAll', { symbol: summary.symbol ?? t('approval.tokens') }) : summary.amount,
              })}
            </dd>
            <dt>{t('approval.spender')}</dt>
            <dd className="address">{summary.spender}</dd>
            <dt>{t('send.token')}</dt>
            <dd className="address">{summary.token}</dd>
          </>
        )}
        {summary.kind === 'call' && (
          <>
            <dt>{t('approval.contract')}</dt>
            <dd className="address">{summary.to ?? t('approval.newContract')}</dd>
            <dt>{t('approval.value')}</dt>
            <dd>{summary.value}</dd>
            {summary.data && (
              <>
                <dt>{t('approval.data')}</dt>
                <dd className="address">{summary.data.length > 202 ? `${summary.data.slice(0, 202)}…` : summary.data}</dd>
              </>
            )}
          </>
        )}
        {summary.kind === 'message' && (
          <>
            <dt>{t('approval.messageLabel')}</dt>
            <dd className="message">{summary.text}</dd>
          </>
        )}
        {summary.kind === 'typedData' && (
          <>
            <dt>{t('approval.for')}</dt>
            <dd>{summary.domain}</dd>
            <dt>{t('approval.type')}</dt>
            <dd>{summary.primaryType}</dd>
          </>
        )}
      </dl>
      {summary.kind === 'typedData' && <pre className="typed-data">{summary.json}</pre>}
      {summary.kind === 'approval' && summary.unlimited && (
        <p className="warning" role="alert" data-testid="unlimited-approval">
          {t('approval.unlimited', { symbol: summary.symbol ?? t('approval.tokens') })}
        </p>
      )}
      <button ref={guard.ref} type="button" className="primary" disabled={!guard.enabled || signing} onClick={() => void session.approvals.confirm()} data-testid="confirm-approval">
        {signing ? t('send.confirmInWallet') : t('approval.confirm')}
      </button>
      {!signing && (
        <button type="button" className="secondary" onClick={session.approvals.cancel}>
          {t('approval.reject')}
        </button>
      )}
    </section>
  )
}
