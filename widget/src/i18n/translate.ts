import { widgetLanguageOf } from '../../../protocol/widgetLanguages'
import { en, type Catalogue, type MessageKey } from './en'

export type Params = Record<string, string | number>

/** A text to show, as a key and its values: it is put into words in the visitor's language at render time. */
export type Text = { key: MessageKey; params?: Params }

/** A catalogue, and the locale it was loaded for. */
export type LoadedCatalogue = { locale: string; catalogue: Catalogue }

/**
 * Every text of the language a BCP-47 tag is read in (languageOf): English at once, another language's once its
 * chunk has loaded (languagePacks.ts, its root catalogue and the four groups'). English where that fails: the
 * visitor reads the widget in English rather than not at all.
 */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const language = languageOf(locale)
  if (language === 'en') return en
  return import('./languagePacks').then(
    ({ loadLanguage }) => loadLanguage(language),
    () => en,
  )
}

/** The language of ours a BCP-47 tag is read in ("de-CH" → "de", "zh-TW" → "zh-Hant"), English where we have none. */
export function languageOf(locale: string): string {
  return widgetLanguageOf(locale) ?? 'en'
}

/** The entry of `catalogues` for the language a BCP-47 tag is read in, if there is one. */
export function byLanguage<C>(catalogues: Record<string, C>, locale: string): C | undefined {
  return catalogues[languageOf(locale)]
}

/** Texts in use: the first paint's catalogue, plus those of a screen loaded later (reviews). */
export type Texts = Partial<Record<MessageKey, string>>

/** How a text's values are put in: `{name}` alone (fillPlaceholders), or plurals too (message.ts, formatMessage). */
export type Format = (text: string, params: Params, locale: string) => string

/**
 * A text in the catalogue's language, its values put in by `format`. The shell's texts have no plural (the catalogue
 * test holds it), so the first paint carries `{name}` alone; the screens whose texts count things load
 * formatMessage (ICU plurals by Intl.PluralRules) with them and pass it here through their T (useT's `with`).
 */
export function translate(catalogue: Texts, key: MessageKey, params: Params = {}, format: Format = fillPlaceholders) {
  // A key whose texts have not loaded shows as itself: a bug to see, never a crash.
  const text = catalogue[key]
  return text === undefined ? key : format(text, params, catalogue['app.numberLocale'] ?? 'en')
}

/** `{name}` replaced by its value; one not given stays as written. */
export function fillPlaceholders(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
