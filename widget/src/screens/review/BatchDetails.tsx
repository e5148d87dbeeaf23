import { formatAmount } from '../../balances/formatAmount'
import { useT } from '../../i18n/useT'
import type { BatchReview } from '../../review/buildBatchReview'
import { BalanceChanges } from './BalanceChanges'
import { NetworkAndAccount } from './NetworkAndAccount'
import { CallText, CallWarnings } from './TransactionDetails'
import { FeeLine } from './FeeLine'

/**
 * An EIP-5792 batch: network and account, then every call in the order the wallet will get it
 * (recipient, native value always, decoded action, raw data on demand, its red flags), the total
 * fee, and the simulated effect of the whole batch on the visitor's balances.
 */
export function BatchDetails({ review, locale }: { review: BatchReview; locale: string }) {
  const t = useT()
  const native = review.chain.nativeCurrency
  return (
    <>
      <dl className="review-list" data-testid="approval-summary">
        <NetworkAndAccount chain={review.chain} from={review.from} />
      </dl>
      {/* The caveat on focus and hover: a line more would push a two-call batch out of a laptop's viewport, where Confirm could never be enabled. */}
      <p
        className="muted"
        data-testid="batch-count"
        title={t(review.atomic ? 'batch.atomicCaveat' : 'batch.callsCaveat')}
        aria-description={t(review.atomic ? 'batch.atomicCaveat' : 'batch.callsCaveat')}
        tabIndex={0}
      >
        {t(review.atomic ? 'batch.atomicCalls' : 'batch.calls', { count: review.calls.length })}
      </p>
      <ol className="batch-calls" data-testid="batch-calls">
        {review.calls.map((call, i) => (
          // Compact, one call to a few lines, so a batch still fits the viewport whole (the guard requires it).
          <li key={i} data-testid="batch-call">
            {call.call && (
              <div className="batch-call-action" data-testid="batch-call-action">
                <CallText call={call.call} tokens={review.tokens} locale={locale} />
              </div>
            )}
            <div className="batch-call-line">
              {call.call ? t('approval.contract') : t('send.to')}:{' '}
              <span className="address" dir="ltr">
                {call.to ?? t('approval.newContract')}
              </span>
            </div>
            <div className="batch-call-line">
              {t('approval.value')}:{' '}
              <span className={call.value > 0n ? 'value-nonzero' : undefined} dir="ltr" data-testid="batch-call-value">
                {formatAmount(call.value, native.decimals, locale).exact} {native.symbol}
              </span>
              {call.data !== '0x' && (
                <details className="raw-data inline">
                  <summary>{t('approval.data')}</summary>
                  <pre className="scroll-box">{call.data}</pre>
                </details>
              )}
            </div>
            <CallWarnings call={call.call} tokens={review.tokens} />
          </li>
        ))}
      </ol>
      <dl className="review-list">
        <FeeLine
          fee={review.fee}
          sponsor={review.sponsor}
          namedBySite={review.sponsorNamedBySite === true}
          feeToken={review.feeToken}
          siteCharge={review.siteCharge}
          native={native}
          locale={locale}
          unknown="batch.feeUnknown"
        />
        {review.builderCodes && (
          <>
            <dt>{t('batch.builderCodes')}</dt>
            <dd
              data-testid="batch-builder-codes"
              title={t('batch.builderCodesNote')}
              aria-description={t('batch.builderCodesNote')}
            >
              {review.builderCodes.map((code, i) => (
                <bdi key={i} dir="ltr" className="builder-code">
                  {i > 0 ? ', ' : ''}
                  {code}
                </bdi>
              ))}
            </dd>
          </>
        )}
      </dl>
      <BalanceChanges simulation={review.simulation} chain={review.chain} locale={locale} />
    </>
  )
}
