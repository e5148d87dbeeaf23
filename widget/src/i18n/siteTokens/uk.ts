import type { siteTokensEn } from './en'

/** Ukrainian texts about tokens the host page added. */
export const siteTokensUk: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Додано цим сайтом: {address}',
  'tokens.lookalike': 'Підробка під {symbol}: це не той {symbol}, що вказаний у цьому гаманці',
}
