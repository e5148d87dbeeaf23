import { formatAmount } from '../../balances/formatAmount'
import type { TokenInfo } from '../../review/readTokenInfo'

/**
 * An amount of a token as a review states it: exact, in the chain-read decimals with the
 * chain-read symbol; in base units when the chain did not say (never with a guessed decimals).
 */
export function tokenAmountText(
  amount: bigint,
  token: TokenInfo | undefined,
  locale: string,
): { text: string; baseUnits: boolean } {
  if (token?.decimals === undefined) return { text: amount.toString(), baseUnits: true }
  return {
    text: `${formatAmount(amount, token.decimals, locale).exact}${token.symbol ? ` ${token.symbol}` : ''}`,
    baseUnits: false,
  }
}

/** Unix seconds as a date in UTC; values no date can show (negative, far future) as the raw number. */
export function unixTimeText(seconds: bigint, locale: string): string {
  if (seconds < 0n || seconds > 253_402_300_799n) return seconds.toString()
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return `${format.format(new Date(Number(seconds) * 1000))} UTC`
}

/** An ISO 8601 time in the visitor's language and time zone (a sign-in's times are the visitor's own day). */
export function localTimeText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/**
 * A delay in words ("48 hours", "7 days", "90 seconds"), exact: whole days from three days up, else the largest of
 * hours, minutes or seconds that says it without rounding (a 30 s period read as "1 minute" would halve the rate a
 * grant's review shows).
 */
export function durationText(seconds: number, locale: string): string {
  const [value, unit] =
    seconds >= 3 * 86_400 && seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : seconds % 60 === 0
          ? [seconds / 60, 'minute']
          : [seconds, 'second']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
