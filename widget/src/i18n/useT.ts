import { createContext, useContext } from 'react'
import { en, type MessageKey } from './en'
import { translate, type Params, type Text, type Texts } from './translate'

export type T = ((key: MessageKey, params?: Params) => string) & {
  text: (text: Text) => string
  locale: string
  /** This `t` with more texts: a screen that loads later brings its own. */
  with: (more: Texts) => T
}

function makeT(catalogue: Texts, locale: string): T {
  const t = ((key: MessageKey, params?: Params) => translate(catalogue, key, params)) as T
  t.text = ({ key, params }) => translate(catalogue, key, params)
  t.locale = locale
  t.with = (more) => makeT({ ...catalogue, ...more }, locale)
  return t
}

export const I18nContext = createContext<T>(makeT(en, 'en'))

export { makeT }

/** The visitor's language: set once per widget from the host's `locale` option or the browser's. */
export function useT(): T {
  return useContext(I18nContext)
}
