import { createContext, useContext } from 'react'
import { en, type MessageKey } from './en'
import { fillPlaceholders, translate, type Format, type Params, type Text, type Texts } from './translate'

export type T = ((key: MessageKey, params?: Params) => string) & {
  text: (text: Text) => string
  /**
   * The locale of the numbers, dates and amounts written among these texts: the language of the catalogue in use
   * (its `app.numberLocale`), not the locale asked for. A host's `en-DE` reads English texts, so English digits
   * ("1,234.5", not "1.234,5" in an English sentence); a language without a catalogue reads English, in English.
   */
  locale: string
  /**
   * This `t` with more texts beneath its own, and their `format` (message.ts's formatMessage where they count
   * things, in plurals): a screen that loads later brings its English, which a visit in another language already
   * has in its own words (the language's chunk holds every group, languagePacks.ts).
   */
  with: (more: Texts, format?: Format) => T
}

/** `t` for `catalogue`, asked for as `locale` (kept only where a partial catalogue does not say its own). */
function makeT(catalogue: Texts, locale: string, format: Format = fillPlaceholders): T {
  const t = ((key: MessageKey, params?: Params) => translate(catalogue, key, params, format)) as T
  t.text = ({ key, params }) => translate(catalogue, key, params, format)
  t.locale = catalogue['app.numberLocale'] ?? locale
  t.with = (more, moreFormat = format) => makeT({ ...more, ...catalogue }, t.locale, moreFormat)
  return t
}

export const I18nContext = createContext<T>(makeT(en, 'en'))

export { makeT }

/** The visitor's language: set once per widget from the host's `locale` option or the browser's. */
export function useT(): T {
  return useContext(I18nContext)
}
