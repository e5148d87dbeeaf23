import { byLanguage } from '../translate'
import { passkeyDe } from './de'
import { passkeyEn } from './en'
import { passkeyEs } from './es'

/** The passkey panel's texts for a BCP-47 tag, English when we have none; imported by the panel only. */
export function passkeyTextsFor(locale: string): Record<keyof typeof passkeyEn, string> {
  return byLanguage(PASSKEY_CATALOGUES, locale) ?? passkeyEn
}

export const PASSKEY_CATALOGUES: Record<string, Record<keyof typeof passkeyEn, string>> = {
  en: passkeyEn,
  de: passkeyDe,
  es: passkeyEs,
}
