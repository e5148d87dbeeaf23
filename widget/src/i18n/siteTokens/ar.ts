import type { siteTokensEn } from './en'

/** Arabic texts about tokens the host page added. */
export const siteTokensAr: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'أضافه هذا الموقع: {address}',
  'tokens.lookalike': 'مقلِّد لـ {symbol}: ليس {symbol} الذي تدرجه هذه المحفظة',
}
