import { de } from './de'
import { en, type Catalogue, type MessageKey } from './en'
import { es } from './es'

export const CATALOGUES: Record<string, Catalogue> = { en, de, es }

export type Params = Record<string, string | number>

/** A text to show, as a key and its values: it is put into words in the visitor's language at render time. */
export type Text = { key: MessageKey; params?: Params }

/** The catalogue for a BCP-47 tag: by language ("de-CH" → de), English when we have none. */
export function catalogueFor(locale: string): Catalogue {
  return byLanguage(CATALOGUES, locale) ?? en
}

/** The entry of `catalogues` for the language of a BCP-47 tag, if there is one. */
export function byLanguage<C>(catalogues: Record<string, C>, locale: string): C | undefined {
  return catalogues[locale.toLowerCase().split('-')[0]!]
}

/** Texts in use: the first paint's catalogue, plus those of a screen loaded later (reviews). */
export type Texts = Partial<Record<MessageKey, string>>

export function translate(catalogue: Texts, key: MessageKey, params: Params = {}): string {
  // A key whose texts have not loaded shows as itself: a bug to see, never a crash.
  return (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}
