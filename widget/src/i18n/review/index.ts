import { byLanguage } from '../translate'
import { reviewDe } from './de'
import { reviewEn } from './en'
import { reviewEs } from './es'

/** The reviews' texts for a BCP-47 tag, English when we have none; imported by the lazy review screen only. */
export function reviewTextsFor(locale: string): Record<keyof typeof reviewEn, string> {
  return byLanguage(REVIEW_CATALOGUES, locale) ?? reviewEn
}

export const REVIEW_CATALOGUES: Record<string, Record<keyof typeof reviewEn, string>> = {
  en: reviewEn,
  de: reviewDe,
  es: reviewEs,
}
