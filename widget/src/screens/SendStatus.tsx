import { formatAmount } from '../balances/formatAmount'
import type { SendView } from '../send/SendController'
import type { WalletSession } from '../session/WalletSession'

type FinalOrPending = Extract<SendView, { step: 'submitted' | 'confirmed' | 'failed' }>

/** Follows a submitted transfer to its end: submitted → confirmed, or failed with the reason. */
export function SendStatus({ session, view }: { session: WalletSession; view: FinalOrPending }) {
  const { transfer } = view
  const hash = view.hash
  const amount = formatAmount(transfer.amount, transfer.decimals, session.locale)
  const explorer = transfer.chain.explorerUrl && hash ? `${transfer.chain.explorerUrl.replace(/\/$/, '')}/tx/${hash}` : undefined
  return (
    <section aria-labelledby="status-title" className="send-status">
      <h1 id="status-title">
        {view.step === 'submitted' ? 'Sending…' : view.step === 'confirmed' ? 'Sent' : 'Not sent'}
      </h1>
      <p role="status" aria-live="polite" data-testid="send-status" data-step={view.step}>
        {view.step === 'submitted' && (
          <>
            <span className="spinner" aria-hidden="true" /> Waiting for {transfer.chain.name} to confirm {amount.display} {transfer.symbol} to{' '}
            {transfer.to}.
          </>
        )}
        {view.step === 'confirmed' && (
          <>
            ✓ {amount.display} {transfer.symbol} sent to {transfer.to}.
          </>
        )}
        {view.step === 'failed' && <>✗ The transfer failed: {view.reason}</>}
      </p>
      {hash && (
        <p className="muted hash" data-testid="send-hash">
          Transaction{' '}
          {explorer ? (
            <a href={explorer} target="_blank" rel="noopener noreferrer">
              {hash}
            </a>
          ) : (
            hash
          )}
        </p>
      )}
      {view.step !== 'submitted' && (
        <button type="button" className="primary" onClick={session.send.done}>
          Done
        </button>
      )}
    </section>
  )
}
