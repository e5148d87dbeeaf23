import type { Address } from 'viem'
import { formatAmount } from '../../balances/formatAmount'
import { useT } from '../../i18n/useT'
import type { TransactionReview } from '../../review/buildTransactionReview'
import type { DecodedCall } from '../../review/decodeCall'
import type { ReadTokenInfoReturnType } from '../../review/readTokenInfo'
import { BalanceChanges } from './BalanceChanges'
import { NetworkAndAccount } from './NetworkAndAccount'
import { durationText, tokenAmountText, unixTimeText } from './amounts'
import { FeeLine } from './FeeLine'
import { ownerTag } from '../../../../protocol/accountSigner'
import { PermissionCallText } from './PermissionGrantText'
import { Isolated } from '../../i18n/Isolated'

/**
 * Every line of a transaction review: network, account, recipient contract, the native value
 * (always, even beside a decoded call), the decoded call, the raw data, the fee, and the
 * simulated balance changes.
 */
export function TransactionDetails({ review, locale }: { review: TransactionReview; locale: string }) {
  const t = useT()
  const native = review.chain.nativeCurrency
  return (
    <>
      <dl className="review-list" data-testid="approval-summary">
        <NetworkAndAccount chain={review.chain} from={review.from} />
        <dt>{review.call ? t('approval.contract') : t('send.to')}</dt>
        <dd className="address" dir="ltr" data-testid="review-contract">
          {review.to ?? t('approval.newContract')}
        </dd>
        <dt>{t('approval.value')}</dt>
        <dd data-testid="review-value" className={review.value > 0n ? 'value-nonzero' : undefined}>
          <bdi dir="ltr">
            {formatAmount(review.value, native.decimals, locale).exact} {native.symbol}
          </bdi>
        </dd>
        {review.call && (
          <>
            <dt>{t('approval.action')}</dt>
            <dd data-testid="review-action">
              <CallText call={review.call} tokens={review.tokens} locale={locale} native={native} />
            </dd>
          </>
        )}
        <FeeLine fee={review.fee} sponsor={review.sponsor} native={native} locale={locale} unknown="send.feeUnknown" />
      </dl>
      {review.data !== '0x' && (
        <details className="raw-data">
          <summary>{t('approval.data')}</summary>
          <pre className="scroll-box" data-testid="review-data">
            {review.data}
          </pre>
        </details>
      )}
      <CallWarnings call={review.call} tokens={review.tokens} />
      <BalanceChanges simulation={review.simulation} chain={review.chain} locale={locale} />
    </>
  )
}

type CallTextProps = {
  call: DecodedCall
  tokens: ReadTokenInfoReturnType
  locale: string
  native?: { symbol: string; decimals: number }
}

/** A decoded call in words, amounts with the chain-read decimals of their token, each value isolated (Isolated). */
export function CallText({ call, tokens, locale, native }: CallTextProps) {
  const t = useT()
  if (call.kind === 'grantPermission' || call.kind === 'revokePermission')
    return <PermissionCallText call={call} tokens={tokens} locale={locale} native={native} />
  // ERC-721 shares approve and transferFrom with ERC-20: without chain-read decimals the number
  // may be an item id as well as an amount, and the review says so.
  const amount = (token: Address, value: bigint, mayBeItem = false) => {
    const shown = tokenAmountText(value, tokens.get(token.toLowerCase()), locale)
    if (!shown.baseUnits) return shown.text
    return mayBeItem ? t('review.idOrUnits', { amount: shown.text }) : `${shown.text} ${t('review.baseUnits')}`
  }
  switch (call.kind) {
    case 'transfer':
      return <Isolated text="review.transfer" params={{ amount: amount(call.token, call.amount), to: call.to }} />
    case 'transferFrom':
      return (
        <Isolated
          text="review.transferFrom"
          params={{ amount: amount(call.token, call.amount, true), from: call.from, to: call.to }}
        />
      )
    case 'approve':
    case 'increaseAllowance':
      return (
        <Isolated
          text={call.kind === 'approve' ? 'review.approve' : 'review.increaseAllowance'}
          params={{
            amount: call.unlimited ? t('review.unlimited') : amount(call.token, call.amount, call.kind === 'approve'),
            spender: call.spender,
          }}
        />
      )
    case 'permit2Approve':
      return (
        <Isolated
          text="review.permit2Approve"
          params={{
            amount: call.unlimited ? t('review.unlimited') : amount(call.token, call.amount),
            token: call.token,
            spender: call.spender,
            expiry: call.expiration >= 2n ** 48n - 1n ? t('review.never') : unixTimeText(call.expiration, locale),
          }}
        />
      )
    case 'setApprovalForAll':
      return (
        <Isolated
          text={call.approved ? 'review.approveAll' : 'review.revokeAll'}
          params={{ operator: call.operator }}
        />
      )
    case 'setRecovery':
    case 'cancelRecovery':
    case 'clearRecovery':
    case 'addSigner':
    case 'removeSigner':
    case 'proposeRecovery':
    case 'executeRecovery':
      return <AccountCallText call={call} locale={locale} />
    case 'unknown':
      return <Isolated text="review.unknownCall" params={{ selector: call.selector }} />
  }
}

/** The calls by which a smart account manages itself: its owners, its recovery. */
type AccountCall = Extract<
  DecodedCall,
  | { kind: 'setRecovery' | 'cancelRecovery' | 'clearRecovery' | 'addSigner' | 'removeSigner' }
  | { kind: 'proposeRecovery' | 'executeRecovery' }
>

/** A call of a smart account to manage itself, in words. */
function AccountCallText({ call, locale }: { call: AccountCall; locale: string }) {
  const t = useT()
  switch (call.kind) {
    case 'setRecovery':
      return (
        <span data-testid="review-set-recovery">
          <Isolated
            text="review.setRecovery"
            params={{ recoverer: call.recoverer, delay: durationText(call.delaySeconds, locale) }}
          />
        </span>
      )
    case 'cancelRecovery':
    case 'clearRecovery':
      return <>{t(call.kind === 'cancelRecovery' ? 'review.cancelRecovery' : 'review.clearRecovery')}</>
    case 'addSigner':
      return <span data-testid="review-add-signer">{t('review.addSigner')}</span>
    case 'removeSigner':
      return (
        <span data-testid="review-remove-signer">
          <Isolated text="review.removeSigner" params={{ tag: ownerTag(call.signer) }} />
        </span>
      )
    case 'proposeRecovery':
    case 'executeRecovery':
      return (
        <span data-testid={`review-${call.kind}`}>
          <Isolated
            text={call.kind === 'proposeRecovery' ? 'review.proposeRecovery' : 'review.executeRecovery'}
            params={{ account: call.account }}
          />
        </span>
      )
  }
}

/** Red flags of the decoded call: unlimited allowances and approvals for all. */
export function CallWarnings({ call, tokens }: { call: DecodedCall | undefined; tokens: ReadTokenInfoReturnType }) {
  const t = useT()
  if (!call) return null
  const token = 'token' in call ? tokens.get(call.token.toLowerCase()) : undefined
  const symbol = token?.symbol ?? t('approval.tokens')
  if (
    (call.kind === 'approve' || call.kind === 'increaseAllowance' || call.kind === 'permit2Approve') &&
    call.unlimited
  ) {
    return (
      <p className="warning danger" role="alert" data-testid="unlimited-approval">
        <Isolated text="approval.unlimited" params={{ symbol }} />{' '}
        {'token' in call && (
          <span className="address" dir="ltr">
            {call.token}
          </span>
        )}
      </p>
    )
  }
  if (call.kind === 'setApprovalForAll' && call.approved) {
    return (
      <p className="warning danger" role="alert" data-testid="approval-for-all">
        <Isolated text="review.approveAllWarning" params={{ collection: call.collection }} />
      </p>
    )
  }
  return null
}
