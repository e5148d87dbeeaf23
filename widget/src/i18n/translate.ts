import { en, type Catalogue, type MessageKey } from './en'

/** The languages with a catalogue beyond English (catalogues.ts, loaded when a visit is in one of them). */
export const OTHER_LANGUAGES: readonly string[] = ['de', 'es']

export type Params = Record<string, string | number>

/** A text to show, as a key and its values: it is put into words in the visitor's language at render time. */
export type Text = { key: MessageKey; params?: Params }

/** A catalogue, and the locale it was loaded for. */
export type LoadedCatalogue = { locale: string; catalogue: Catalogue }

/**
 * The catalogue for a BCP-47 tag, as `catalogueFor` (catalogues.ts) gives it: English at once, another
 * language's once its module has loaded. English where that fails: the visitor reads the widget in
 * English rather than not at all.
 */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  if (!OTHER_LANGUAGES.includes(languageOf(locale))) return en
  return import('./catalogues').then(
    ({ catalogueFor }) => catalogueFor(locale),
    () => en,
  )
}

/** The language of a BCP-47 tag ("de-CH" → "de"). */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split('-')[0]!
}

/** The entry of `catalogues` for the language of a BCP-47 tag, if there is one. */
export function byLanguage<C>(catalogues: Record<string, C>, locale: string): C | undefined {
  return catalogues[languageOf(locale)]
}

/** Texts in use: the first paint's catalogue, plus those of a screen loaded later (reviews). */
export type Texts = Partial<Record<MessageKey, string>>

export function translate(catalogue: Texts, key: MessageKey, params: Params = {}): string {
  // A key whose texts have not loaded shows as itself: a bug to see, never a crash.
  return (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  )
}
