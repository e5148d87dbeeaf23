/**
 * `raw` as an ISO 4217 currency code in capitals ("eur" reads as "EUR"), or undefined when it is not one: three
 * letters, and, where the engine lists the codes it formats (`Intl.supportedValuesOf`), one of them, so a code that
 * looks right but names no currency ("ABC") is refused as the host's mistake rather than shown as a made-up unit.
 */
export function currencyCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^[a-zA-Z]{3}$/.test(raw)) return undefined
  const code = raw.toUpperCase()
  const known = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf?.('currency')
  return !known || known.includes(code) ? code : undefined
}
