import type { siteTokensEn } from './en'

/** Dutch texts about tokens the host page added. */
export const siteTokensNl: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Toegevoegd door deze site: {address}',
  'tokens.lookalike': 'Namaak van {symbol}: niet de {symbol} die deze wallet vermeldt',
}
