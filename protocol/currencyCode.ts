/**
 * `raw` if it is an ISO 4217 currency code (`EUR`, in capitals as the standard writes them) the engine formats, else
 * undefined: `Intl.supportedValuesOf` lists them (ES2022, the build's target), so a code that looks right but names no
 * currency ("ABC") is refused as the host's mistake rather than shown as a made-up unit. Short: the widget's first
 * script parses the host's options and the config with it.
 */
export function currencyCode(raw: unknown): string | undefined {
  return Intl.supportedValuesOf('currency').includes(raw as string) ? (raw as string) : undefined
}
