import { formatUnits } from 'viem'

export type FormattedAmount = {
  /** Every digit, as `formatUnits` gives it: "1234.5678901". */
  exact: string
  /** For the screen: grouped for the locale and cut to a few decimals, "1,234.5678"; "< 0.0001" for dust. */
  display: string
}

/**
 * Formats a base-unit amount without ever going through a float: the integer part is grouped by
 * Intl on a bigint, the fraction is cut (never rounded up) from the exact decimal string.
 */
export function formatAmount(value: bigint, decimals: number, locale = 'en', maxFractionDigits = 4): FormattedAmount {
  const exact = formatUnits(value, decimals)
  const negative = exact.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? exact.slice(1) : exact).split('.')
  const number = safeNumberFormat(locale)
  const decimalSeparator = number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const shownFraction = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  if (value !== 0n && whole === '0' && shownFraction === '') {
    return { exact, display: `< ${number.format(0)}${decimalSeparator}${'0'.repeat(maxFractionDigits - 1)}1` }
  }
  const grouped = number.format(BigInt(whole))
  return { exact, display: `${negative ? '-' : ''}${grouped}${shownFraction ? decimalSeparator + shownFraction : ''}` }
}

function safeNumberFormat(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale)
  } catch {
    return new Intl.NumberFormat('en')
  }
}
