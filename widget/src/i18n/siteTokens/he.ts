import type { siteTokensEn } from './en'

/** Hebrew texts about tokens the host page added. */
export const siteTokensHe: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'נוסף על ידי האתר הזה: {address}',
  'tokens.lookalike': 'חיקוי של {symbol}: זה לא ה-{symbol} שהארנק הזה מציג ברשימה',
}
