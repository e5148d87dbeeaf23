import { formatUnits, parseUnits } from 'viem'
import type { BalanceRow } from '../balances/BalanceTracker'
import type { ChainValues } from '../balances/chainValues'
import type { ChainConfig } from '../../../protocol/config'
import type { NoPrice } from '../balances/feedPrice'
import { formatAge } from '../balances/formatAge'
import { useT, type T } from '../i18n/useT'

type Props = { row: BalanceRow; values: ChainValues; locale: string }

/**
 * A balance's worth in the currency shown (chainValues.ts), or, where there is no number, a muted "no EUR price" with
 * why on focus and hover: the token's USD price, or the currency's rate, is missing, stale or broken. The exact USD
 * value stays in `data-usd` (and in `getBalances()`), the exact converted one in `data-value`.
 */
export function BalanceWorth({ row, values, locale }: Props) {
  const priced = row.usd !== undefined && !row.stale
  if (priced && 'convert' in values) {
    const value = values.convert(row.usd!)
    return (
      <span
        className="balance-usd"
        data-testid="balance-usd"
        data-usd={row.usd}
        data-currency={values.currency}
        data-value={value}
      >
        {formatMoney(value, values.currency, locale)}
      </span>
    )
  }
  const rate = priced && 'unavailable' in values
  const gap = rate ? values.unavailable : row.usdUnavailable
  return gap === undefined ? null : <NoValue currency={values.currency} gap={gap} rate={rate} />
}

/** No number rather than a wrong one; why, on focus and hover, in the visitor's language. */
function NoValue({ currency, gap, rate }: { currency: string; gap: NoPrice; rate: boolean }) {
  const t = useT()
  const usd = currency === 'USD'
  const reason = gapText(t, gap, rate ? currency : undefined)
  return (
    <span
      className="balance-usd muted"
      data-testid="balance-usd-unavailable"
      data-currency={currency}
      tabIndex={0}
      title={reason}
      aria-label={usd ? t('balances.noUsd', { reason }) : t('balances.noValue', { currency, reason })}
    >
      {usd ? t('balances.usdUnknown') : t('balances.priceUnknown', { currency })}
    </span>
  )
}

/**
 * Why there is no value, said to the visitor: the price's (or the `currency` rate's) age and the most allowed, through
 * Intl; any other gap (a feed that failed, a zero or future answer) as no valid answer: the console says which.
 */
function gapText(t: T, gap: NoPrice, currency: string | undefined): string {
  if (gap.stale) {
    const ages = { age: formatAge(gap.stale.age, t.locale), maxAge: formatAge(gap.stale.maxAge, t.locale) }
    return currency ? t('balances.rateTooOld', { currency, ...ages }) : t('balances.priceTooOld', ages)
  }
  return currency ? t('balances.rateNoAnswer', { currency }) : t('balances.priceNoAnswer')
}

/**
 * The chain's total in the currency shown, when some balance is priced; said when some balance has no price (a sum of
 * what is priced, not the account's worth), and when the values are in USD because the chain has no rate for the
 * currency wanted.
 */
export function ChainTotal({
  chain,
  rows,
  values,
  locale,
}: Omit<Props, 'row'> & { chain: ChainConfig; rows: BalanceRow[] }) {
  const t = useT()
  if (!('convert' in values) || !rows.some((row) => row.usd !== undefined && !row.stale)) return null
  const partial = rows.some((row) => row.value !== undefined && row.value > 0n && (row.usd === undefined || row.stale))
  const amount = formatMoney(values.convert(totalUsd(rows)), values.currency, locale)
  return (
    <>
      <p className="chain-total" data-testid="chain-usd-total" data-currency={values.currency}>
        {t(partial ? 'balances.totalPartial' : 'balances.total', { amount })}
      </p>
      {values.instead && (
        <p className="muted" data-testid="currency-fallback">
          {t('balances.inUsd', { chain: chain.name, currency: values.instead })}
        </p>
      )}
    </>
  )
}

/** Money for reading, to the currency's usual places (cents, whole yen): Intl's own currency format. */
function formatMoney(value: string, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(value))
}

/** The sum of the fresh USD values of a chain's rows, exact, in micro-dollars (display rounds to cents). */
function totalUsd(rows: BalanceRow[]): string {
  const micros = rows.reduce((sum, row) => {
    if (row.usd === undefined || row.stale) return sum
    const [whole, fraction = ''] = row.usd.split('.')
    return sum + parseUnits(`${whole}.${fraction.slice(0, 6) || '0'}`, 6)
  }, 0n)
  return formatUnits(micros, 6)
}
