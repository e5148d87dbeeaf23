import { de } from './de'
import { en, type Catalogue } from './en'
import { es } from './es'
import { byLanguage } from './translate'

/**
 * Every language's catalogue. Not in the shell's chunk: a visit in English needs none of the others
 * (6.8 KB gzip of the first paint), and one in another language loads this module with
 * `loadCatalogue` (translate.ts) before the shell's first render. The secure windows import it.
 */
export const CATALOGUES: Record<string, Catalogue> = { en, de, es }

/** The catalogue for a BCP-47 tag: by language ("de-CH" → de), English when we have none. */
export function catalogueFor(locale: string): Catalogue {
  return byLanguage(CATALOGUES, locale) ?? en
}
