/**
 * The canonical form of `tag` when Intl accepts it for formatting numbers and dates, else undefined.
 * Well-formed is not enough: Intl refuses "en-US-US" (a repeated region) and a browser's `C`, and a
 * refused tag crashes every formatter that is given it.
 */
export function canonicalLocale(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag)
    if (canonical === undefined) return undefined
    new Intl.NumberFormat(canonical)
    new Intl.DateTimeFormat(canonical)
    return canonical
  } catch {
    return undefined
  }
}
