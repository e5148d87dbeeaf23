import { canonicalLocale } from '../../../protocol/canonicalLocale'

/**
 * A locale that Intl accepts, from a tag that may be anything: a browser reports `C` or `POSIX` when
 * its process runs under that locale (WebKitGTK with LANG=C), or an empty or malformed tag, and
 * Intl throws a RangeError on each, which would crash every formatter in the widget. The canonical
 * form of a tag Intl accepts whose language is a real one (two or three letters, not `posix`), else English.
 */
export function usableLocale(tag: unknown): string {
  const canonical = typeof tag === 'string' ? canonicalLocale(tag) : undefined
  return canonical !== undefined && /^[a-z]{2,3}(-|$)/.test(canonical) ? canonical : 'en'
}

/** The browser's language as a locale Intl accepts (see usableLocale). */
export function browserLocale(): string {
  return usableLocale(typeof navigator === 'undefined' ? undefined : navigator.language)
}

/** The widget's language: the host's `locale` option (parsed) where it gave one, else the browser's. */
export function widgetLocale(options: { locale?: string | undefined } | undefined): string {
  return options?.locale ?? browserLocale()
}
