import { formatAmount } from '../balances/formatAmount'
import type { SendView } from '../send/SendController'
import { useT } from '../i18n/useT'
import { Isolated } from '../i18n/Isolated'

type FinalOrPending = Extract<SendView, { step: 'submitted' | 'confirmed' | 'failed' }>

/**
 * Follows a submitted transfer to its end: submitted → confirmed, or failed with the reason. The amount, the symbol,
 * the recipient and the hash each stay left to right in an isolate of their own, in any language (i18n/Isolated.tsx).
 */
export function SendStatus({ view, onDone }: { view: FinalOrPending; onDone: () => void }) {
  const t = useT()
  const { transfer } = view
  const hash = view.hash
  const amount = formatAmount(transfer.amount, transfer.decimals, t.locale)
  const explorer =
    transfer.chain.explorerUrl && hash ? `${transfer.chain.explorerUrl.replace(/\/$/, '')}/tx/${hash}` : undefined
  return (
    <section aria-labelledby="status-title" className="send-status">
      <h1 id="status-title">
        {view.step === 'submitted' ? t('send.sending') : view.step === 'confirmed' ? t('send.sent') : t('send.notSent')}
      </h1>
      <p role="status" aria-live="polite" data-testid="send-status" data-step={view.step}>
        {view.step === 'submitted' && (
          <>
            <span className="spinner" aria-hidden="true" />{' '}
            <Isolated
              text="send.waiting"
              params={{ chain: transfer.chain.name, amount: amount.display, symbol: transfer.symbol, to: transfer.to }}
            />
          </>
        )}
        {view.step === 'confirmed' && (
          <Isolated
            text="send.confirmed"
            params={{ amount: amount.display, symbol: transfer.symbol, to: transfer.to }}
          />
        )}
        {view.step === 'failed' && (
          <>{t('send.failed', { reason: view.reasonText ? t.text(view.reasonText) : view.reason })}</>
        )}
      </p>
      {hash && (
        <p className="muted hash" data-testid="send-hash">
          {t('send.transaction')}{' '}
          <bdi dir="ltr">
            {explorer ? (
              <a href={explorer} target="_blank" rel="noopener noreferrer">
                {hash}
              </a>
            ) : (
              hash
            )}
          </bdi>
        </p>
      )}
      {view.step !== 'submitted' && (
        <button type="button" className="primary" onClick={onDone}>
          {t('common.done')}
        </button>
      )}
    </section>
  )
}
