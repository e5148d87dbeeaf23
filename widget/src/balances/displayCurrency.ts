/**
 * The currency of a region, for the currencies an operator is likely to have feeds for (Chainlink publishes FX feeds
 * for these); any other region reads USD, the unit of every price the chain gives.
 */
const REGION_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  JP: 'JPY',
  CH: 'CHF',
  LI: 'CHF',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  KR: 'KRW',
  CN: 'CNY',
  IN: 'INR',
  BR: 'BRL',
  SG: 'SGD',
  // The euro area.
  ...Object.fromEntries(
    'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ').map((region) => [region, 'EUR']),
  ),
}

/**
 * The currency of `locale`'s region, or of the region its language is most likely spoken in where it names none
 * (`Intl.Locale.maximize`: `ja` is `ja-JP`, `de` is `de-DE`, `en` is `en-US`); USD for any other.
 */
export function localeCurrency(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region
    return (region && REGION_CURRENCY[region]) ?? 'USD'
  } catch {
    return 'USD'
  }
}

export type DisplayCurrencyParameters = {
  /** The visitor's own choice in the wallet, remembered. */
  chosen?: string | undefined
  /** The host's `currency` option (parsed: ISO 4217 in capitals). */
  host?: string | undefined
  /** The host's `locale` option, else the browser's language. */
  locale: string
}

/**
 * The currency values are shown in: the visitor's choice, else the host's, else the locale's. Where a chain has no
 * feed for it, that chain's values stay in USD, and say so (chainValues.ts).
 */
export function displayCurrency({ chosen, host, locale }: DisplayCurrencyParameters): string {
  return chosen ?? host ?? localeCurrency(locale)
}
