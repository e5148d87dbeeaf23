import type { NativeCurrency } from '../../../../protocol/config'
import { formatAmount } from '../../balances/formatAmount'
import { useT } from '../../i18n/useT'

/**
 * The review's fee row: the estimate in the native currency, or, when a paymaster pays for a passkey
 * wallet's operation (the operator's, or the one the site named), who pays it instead.
 */
export function FeeLine({
  fee,
  sponsor,
  namedBySite = false,
  native,
  locale,
  unknown,
}: {
  fee: bigint | undefined
  sponsor: string | undefined
  /** The paymaster is the one the site named (`paymasterService`): the review says so beside its name. */
  namedBySite?: boolean
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
      >
        {sponsor
          ? t(namedBySite ? 'send.feeSponsoredBySite' : 'send.feeSponsored', { sponsor })
          : fee === undefined
            ? t(unknown)
            : `≈ ${formatAmount(fee, native.decimals, locale, 6).display} ${native.symbol}`}
      </dd>
    </>
  )
}
