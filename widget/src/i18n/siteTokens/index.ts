import { byLanguage } from '../translate'
import { siteTokensDe } from './de'
import { siteTokensEn } from './en'
import { siteTokensEs } from './es'

/** The texts about tokens the host page added, for a BCP-47 tag, English when we have none. */
export function siteTokenTextsFor(locale: string): Record<keyof typeof siteTokensEn, string> {
  return byLanguage(SITE_TOKEN_CATALOGUES, locale) ?? siteTokensEn
}

export const SITE_TOKEN_CATALOGUES: Record<string, Record<keyof typeof siteTokensEn, string>> = {
  en: siteTokensEn,
  de: siteTokensDe,
  es: siteTokensEs,
}
