/**
 * The canonical form of `tag` when Intl accepts it for formatting numbers and dates, else undefined.
 * Well-formed is not enough: Intl refuses "en-US-US" (a repeated region) and a browser's `C`, and a
 * refused tag crashes every formatter that is given it.
 *
 * `getCanonicalLocales` is the whole check: each Intl constructor validates its locales with the same
 * CanonicalizeLocaleList (ECMA-402), so a tag it returns is one every formatter takes. Building a
 * formatter to be sure loads the engine's locale data: 30–50 ms in a fresh Chromium renderer, paid
 * before the widget's first screen (the host's locale, the browser's), and nothing there formats.
 */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}
