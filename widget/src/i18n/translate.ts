import { de } from './de'
import { en, type Catalogue, type MessageKey } from './en'
import { es } from './es'

export const CATALOGUES: Record<string, Catalogue> = { en, de, es }

export type Params = Record<string, string | number>

/** A text to show, as a key and its values: it is put into words in the visitor's language at render time. */
export type Text = { key: MessageKey; params?: Params }

/** The catalogue for a BCP-47 tag: by language ("de-CH" → de), English when we have none. */
export function catalogueFor(locale: string): Catalogue {
  return CATALOGUES[locale.toLowerCase().split('-')[0]!] ?? en
}

export function translate(catalogue: Catalogue, key: MessageKey, params: Params = {}): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
