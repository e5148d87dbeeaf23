import type { NativeCurrency } from '../../../../protocol/config'
import { formatAmount } from '../../balances/formatAmount'
import { useT } from '../../i18n/useT'
import type { TokenFee } from '../../wallets/atomicBatches'

/**
 * The review's fee row: the estimate in the native currency, or, when a paymaster pays for a passkey
 * wallet's operation (the operator's, or the one the site named), who pays it instead.
 */
export function FeeLine({
  fee,
  sponsor,
  namedBySite = false,
  feeToken,
  native,
  locale,
  unknown,
}: {
  fee: bigint | undefined
  sponsor: string | undefined
  /** The paymaster is the one the site named (`paymasterService`): the review says so beside its name. */
  namedBySite?: boolean
  /**
   * The fee is paid in this token (the passkey wallet's token paymaster): shown as its most, what the price guard the
   * visitor signs lets the paymaster charge, and the approval the operation makes for exactly that.
   */
  feeToken?: TokenFee | undefined
  native: NativeCurrency
  locale: string
  unknown: 'send.feeUnknown' | 'batch.feeUnknown'
}) {
  const t = useT()
  return (
    <>
      <dt>{t('send.fee')}</dt>
      <dd
        data-testid="review-fee"
        {...(sponsor ? { 'data-sponsor': sponsor } : {})}
        {...(sponsor && namedBySite ? { 'data-named-by-site': '' } : {})}
        {...(feeToken ? { 'data-fee-token': feeToken.token } : {})}
      >
        {feeToken
          ? t('send.feeInToken', { amount: tokenAmount(feeToken, feeToken.amount, locale), symbol: feeToken.symbol })
          : sponsor
            ? t(namedBySite ? 'send.feeSponsoredBySite' : 'send.feeSponsored', { sponsor })
            : fee === undefined
              ? t(unknown)
              : `≈ ${formatAmount(fee, native.decimals, locale, 6).display} ${native.symbol}`}
      </dd>
      {feeToken?.approval !== undefined && feeToken.spender && (
        <>
          <dt>{t('send.feeApprovalTitle')}</dt>
          <dd data-testid="review-fee-approval">
            {t('send.feeApproval', {
              amount: tokenAmount(feeToken, feeToken.approval, locale),
              symbol: feeToken.symbol,
              spender: feeToken.spender,
            })}
          </dd>
        </>
      )}
    </>
  )
}

function tokenAmount(token: TokenFee, amount: bigint, locale: string): string {
  return formatAmount(amount, token.decimals, locale, 6).display
}
