import { canonicalLocale } from '../../../protocol/canonicalLocale'
import { widgetLanguageOf } from '../../../protocol/widgetLanguages'

/**
 * A locale that Intl accepts, from a tag that may be anything: a browser reports `C` or `POSIX` when
 * its process runs under that locale (WebKitGTK with LANG=C), or an empty or malformed tag, and
 * Intl throws a RangeError on each, which would crash every formatter in the widget. The canonical
 * form of a tag Intl accepts whose language is a real one (two or three letters, not `posix`), else English.
 */
export function usableLocale(tag: unknown): string {
  return usable(tag) ?? 'en'
}

function usable(tag: unknown): string | undefined {
  const canonical = typeof tag === 'string' ? canonicalLocale(tag) : undefined
  return canonical !== undefined && /^[a-z]{2,3}(-|$)/.test(canonical) ? canonical : undefined
}

/** The browser's languages, in the visitor's order (`navigator.languages`; its one `language` where a browser has no list). */
function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * The first of `tags` we speak, as a locale Intl accepts (the visitor's region kept: `pt-PT`, `zh-TW`), else the
 * first Intl accepts at all (its texts English, protocol/widgetLanguages.ts), else English.
 */
function bestLocale(tags: readonly (string | undefined)[]): string {
  const locales = tags.map(usable).filter((tag) => tag !== undefined)
  return locales.find((tag) => widgetLanguageOf(tag)) ?? locales[0] ?? 'en'
}

/** The browser's language as a locale Intl accepts: the first of its languages we speak (see bestLocale). */
export function browserLocale(): string {
  return bestLocale(browserTags())
}

/**
 * The widget's language: the host's `locale` option (parsed) where we speak it, else the first of the browser's
 * languages we speak, else English (docs/host-api.md, "Languages").
 */
export function widgetLocale(options: { locale?: string | undefined } | undefined): string {
  return bestLocale([options?.locale, ...browserTags()])
}
