import { createContext, useContext } from 'react'
import { en, type MessageKey } from './en'
import { translate, type Params, type Text, type Texts } from './translate'

export type T = ((key: MessageKey, params?: Params) => string) & {
  text: (text: Text) => string
  /**
   * The locale of the numbers, dates and amounts written among these texts: the language of the catalogue in use
   * (its `app.numberLocale`), not the locale asked for. A host's `en-DE` reads English texts, so English digits
   * ("1,234.5", not "1.234,5" in an English sentence); a language without a catalogue reads English, in English.
   */
  locale: string
  /** This `t` with more texts: a screen that loads later brings its own. */
  with: (more: Texts) => T
}

/** `t` for `catalogue`, asked for as `locale` (kept only where a partial catalogue does not say its own). */
function makeT(catalogue: Texts, locale: string): T {
  const t = ((key: MessageKey, params?: Params) => translate(catalogue, key, params)) as T
  t.text = ({ key, params }) => translate(catalogue, key, params)
  t.locale = catalogue['app.numberLocale'] ?? locale
  t.with = (more) => makeT({ ...catalogue, ...more }, t.locale)
  return t
}

export const I18nContext = createContext<T>(makeT(en, 'en'))

export { makeT }

/** The visitor's language: set once per widget from the host's `locale` option or the browser's. */
export function useT(): T {
  return useContext(I18nContext)
}
