import type { siteTokensEn } from './en'

/** Indonesian texts about tokens the host page added. */
export const siteTokensId: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Ditambahkan oleh situs ini: {address}',
  'tokens.lookalike': 'Tiruan {symbol}: bukan {symbol} yang terdaftar di dompet ini',
}
