import { formatAmount } from '../../balances/formatAmount'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/useT'
import { Isolated } from '../../i18n/Isolated'
import type { PreparedTransfer, SendWarning } from '../../send/prepareSend'
import { BalanceChanges } from './BalanceChanges'
import { FeeLine } from './FeeLine'

const WARNING_TEXT: Record<Exclude<SendWarning, 'willFail' | 'lookalike'>, MessageKey> = {
  zeroAddress: 'send.warnZero',
  tokenContract: 'send.warnToken',
  behavesDifferently: 'send.warnWatched',
}

/** Every line of a transfer's review: amount, recipient, network, fee, simulated changes, warnings. */
export function SendDetails({ send, locale }: { send: PreparedTransfer; locale: string }) {
  const t = useT()
  const amount = formatAmount(send.amount, send.decimals, locale)
  const native = send.chain.nativeCurrency
  return (
    <>
      <dl className="review-list">
        <dt>{t('send.amount')}</dt>
        <dd dir="ltr" data-testid="review-amount" title={`${amount.exact} ${send.symbol}`}>
          {/* Each isolated, left to right: a symbol's own letters or bidi controls cannot move the amount. */}
          <bdi dir="ltr" data-testid="review-amount-value">
            {amount.exact}
          </bdi>{' '}
          <bdi dir="ltr" data-testid="review-symbol">
            {send.symbol}
          </bdi>
        </dd>
        <dt>{t('send.to')}</dt>
        <dd className="address" dir="ltr" data-testid="review-to">
          {send.ensName && <span className="ens">{send.ensName}</span>}
          {send.to}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd data-testid="review-network">{send.chain.name}</dd>
        <FeeLine
          fee={send.fee}
          sponsor={send.sponsor}
          feeToken={send.feeToken}
          native={native}
          locale={locale}
          unknown="send.feeUnknown"
        />
      </dl>
      {send.firstTimeRecipient && !send.lookalikeOf && (
        <p className="muted" data-testid="review-first-time">
          {t('send.firstTime')}
        </p>
      )}
      <BalanceChanges simulation={send.simulation} chain={send.chain} locale={locale} />
      {send.warnings.length > 0 && (
        <div className="warning" role="alert" data-testid="review-warnings">
          <ul>
            {send.warnings.map((warning) => (
              <li key={warning}>
                {warning === 'willFail' ? (
                  t('send.warnFail', { reason: send.failureReason ?? '' })
                ) : warning === 'lookalike' ? (
                  <span data-testid="review-lookalike">
                    <Isolated text="send.warnLookalike" params={{ known: send.lookalikeOf ?? '' }} />
                  </span>
                ) : (
                  <span {...(warning === 'behavesDifferently' ? { 'data-testid': 'behaves-differently' } : {})}>
                    {t(WARNING_TEXT[warning])}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
