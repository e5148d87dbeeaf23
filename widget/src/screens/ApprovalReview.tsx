import type { ApprovalView } from '../provider/ApprovalController'
import { useConfirmGuard } from '../send/useConfirmGuard'
import type { WalletSession } from '../session/WalletSession'
import { displayOrigin } from './Frame'

type Pending = Extract<ApprovalView, { step: 'review' | 'signing' }>

const TITLES: Record<string, string> = {
  eth_sendTransaction: 'Approve a transaction',
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign data',
}

/** A request of the host dapp (through handle.provider) that needs the visitor's click. */
export function ApprovalReview({ session, view }: { session: WalletSession; view: Pending }) {
  const guard = useConfirmGuard(view.step === 'review' ? view.shownAt : 0)
  const { summary } = view
  const signing = view.step === 'signing'
  return (
    <section aria-labelledby="approval-title" className="review" data-testid="approval">
      <h1 id="approval-title">{TITLES[view.method] ?? view.method}</h1>
      <p className="requested-by">
        Requested by <strong>{displayOrigin(session.hostOrigin)}</strong>. Check every line before you confirm.
      </p>
      <dl className="review-list" data-testid="approval-summary">
        {summary.kind === 'transfer' && (
          <>
            <dt>Action</dt>
            <dd>Send {summary.amount}</dd>
            <dt>To</dt>
            <dd className="address">{summary.to}</dd>
            <dt>Token</dt>
            <dd className="address">{summary.token}</dd>
          </>
        )}
        {summary.kind === 'approval' && (
          <>
            <dt>Action</dt>
            <dd>Allow spending of {summary.amount === 'unlimited' ? `all your ${summary.symbol ?? 'tokens'}` : summary.amount}</dd>
            <dt>Spender</dt>
            <dd className="address">{summary.spender}</dd>
            <dt>Token</dt>
            <dd className="address">{summary.token}</dd>
          </>
        )}
        {summary.kind === 'call' && (
          <>
            <dt>Contract</dt>
            <dd className="address">{summary.to ?? 'new contract'}</dd>
            <dt>Value</dt>
            <dd>{summary.value}</dd>
            {summary.data && (
              <>
                <dt>Data</dt>
                <dd className="address">{summary.data.length > 202 ? `${summary.data.slice(0, 202)}…` : summary.data}</dd>
              </>
            )}
          </>
        )}
        {summary.kind === 'message' && (
          <>
            <dt>Message</dt>
            <dd className="message">{summary.text}</dd>
          </>
        )}
        {summary.kind === 'typedData' && (
          <>
            <dt>For</dt>
            <dd>{summary.domain}</dd>
            <dt>Type</dt>
            <dd>{summary.primaryType}</dd>
          </>
        )}
      </dl>
      {summary.kind === 'typedData' && <pre className="typed-data">{summary.json}</pre>}
      {summary.kind === 'approval' && summary.unlimited && (
        <p className="warning" role="alert" data-testid="unlimited-approval">
          Unlimited approval: the spender could take every {summary.symbol ?? 'token'} you hold, now and later.
        </p>
      )}
      <button ref={guard.ref} type="button" className="primary" disabled={!guard.enabled || signing} onClick={() => void session.approvals.confirm()} data-testid="confirm-approval">
        {signing ? 'Confirm in your wallet…' : 'Confirm'}
      </button>
      {!signing && (
        <button type="button" className="secondary" onClick={session.approvals.cancel}>
          Reject
        </button>
      )}
    </section>
  )
}
