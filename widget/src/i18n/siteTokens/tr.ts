import type { siteTokensEn } from './en'

/** Turkish texts about tokens the host page added. */
export const siteTokensTr: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Bu site tarafından eklendi: {address}',
  'tokens.lookalike': '{symbol} taklidi: bu cüzdanın listelediği {symbol} değil',
}
