import type { ReactNode } from 'react'
import type { NativeCurrency } from '../../../../protocol/config'
import { formatAmount } from '../../balances/formatAmount'
import { useT, type T } from '../../i18n/useT'
import type { TokenFee } from '../../wallets/atomicBatches'
import type { BalanceChange } from '../../review/balanceChangesOf'
import { Isolated } from '../../i18n/Isolated'

type FeeLineProps = {
  fee: bigint | undefined
  sponsor: string | undefined
  /** The paymaster is the one the site named (`paymasterService`): the review says so beside its name. */
  namedBySite?: boolean
  /**
   * The fee is paid in this token (the passkey wallet's token paymaster): shown as its most, what the price guard the
   * visitor signs lets the paymaster charge, and the approval the operation makes for exactly that.
   */
  feeToken?: TokenFee | undefined
  /** What the paymaster the site named takes from the account (empty: the preview could not tell). */
  siteCharge?: BalanceChange[] | undefined
  native: NativeCurrency
  locale: string
  unknown: 'send.feeUnknown' | 'batch.feeUnknown'
}

/**
 * The review's fee row: the estimate in the native currency, or, when a paymaster pays for a passkey
 * wallet's operation (the operator's, or the one the site named), who pays it instead; or what the paymaster the
 * site named takes, when the preview shows it takes something (review/siteChargeOf.ts): never called a sponsor then.
 */
export function FeeLine(props: FeeLineProps) {
  const { sponsor, namedBySite = false, feeToken, siteCharge, locale } = props
  const t = useT()
  return (
    <>
      <dt>{t('send.fee')}</dt>
      <dd
        data-testid="review-fee"
        {...(sponsor ? { 'data-sponsor': sponsor } : {})}
        {...(sponsor && namedBySite ? { 'data-named-by-site': '' } : {})}
        {...(feeToken ? { 'data-fee-token': feeToken.token } : {})}
        {...(siteCharge ? { 'data-site-charge': '' } : {})}
      >
        {feeWords(props, t)}
      </dd>
      {feeToken?.approval !== undefined && feeToken.spender && (
        <>
          <dt>{t('send.feeApprovalTitle')}</dt>
          <dd data-testid="review-fee-approval">
            <Isolated
              text="send.feeApproval"
              params={{
                amount: tokenAmount(feeToken, feeToken.approval, locale),
                symbol: feeToken.symbol,
                spender: feeToken.spender,
              }}
            />
          </dd>
        </>
      )}
    </>
  )
}

/**
 * What the fee row says: what the site's paymaster takes, the fee in a token, who pays it, or the estimate; each
 * amount with its symbol, and the sponsor, left to right in an isolate of its own (i18n/Isolated.tsx).
 */
function feeWords(
  { fee, sponsor, namedBySite = false, feeToken, siteCharge, native, locale, unknown }: FeeLineProps,
  t: T,
): ReactNode {
  if (siteCharge)
    return siteCharge.length === 0 ? (
      t('send.feeSiteChargeUnknown')
    ) : (
      <Isolated
        text="send.feeTakenBySite"
        params={{ amount: siteCharge.map((change) => taken(change, native, locale)).join(' + ') }}
      />
    )
  if (feeToken)
    return (
      <Isolated
        text="send.feeInToken"
        params={{ amount: tokenAmount(feeToken, feeToken.amount, locale), symbol: feeToken.symbol }}
      />
    )
  if (sponsor)
    return <Isolated text={namedBySite ? 'send.feeSponsoredBySite' : 'send.feeSponsored'} params={{ sponsor }} />
  if (fee === undefined) return t(unknown)
  return <bdi dir="ltr">{`≈ ${formatAmount(fee, native.decimals, locale, 6).display} ${native.symbol}`}</bdi>
}

/** One asset a site's paymaster takes, as the fee row says it: `0.84 dUSD`. */
function taken({ token, diff, decimals, symbol }: BalanceChange, native: NativeCurrency, locale: string): string {
  const places = token === 'native' ? native.decimals : (decimals ?? 0)
  return `${formatAmount(-diff, places, locale, 6).display} ${token === 'native' ? native.symbol : (symbol ?? token)}`
}

function tokenAmount(token: TokenFee, amount: bigint, locale: string): string {
  return formatAmount(amount, token.decimals, locale, 6).display
}
