import type { NativeCurrency } from '../../../../protocol/config'
import { formatAmount } from '../../balances/formatAmount'
import { useT } from '../../i18n/useT'

/**
 * The review's fee row: the estimate in the native currency, or, when the operator's paymaster pays
 * for a passkey wallet's operation, who pays it instead.
 */
export function FeeLine({
  fee,
  sponsor,
  native,
  locale,
  unknown,
}: {
  fee: bigint | undefined
  sponsor: string | undefined
  native: NativeCurrency
  locale: string
  unknown: 'send.feeUnknown' | 'batch.feeUnknown'
}) {
  const t = useT()
  return (
    <>
      <dt>{t('send.fee')}</dt>
      <dd data-testid="review-fee" {...(sponsor ? { 'data-sponsor': sponsor } : {})}>
        {sponsor
          ? t('send.feeSponsored', { sponsor })
          : fee === undefined
            ? t(unknown)
            : `≈ ${formatAmount(fee, native.decimals, locale, 6).display} ${native.symbol}`}
      </dd>
    </>
  )
}
