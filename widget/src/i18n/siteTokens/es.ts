import type { siteTokensEn } from './en'

/** Spanish texts about tokens the host page added. */
export const siteTokensEs: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Añadido por este sitio: {address}',
  'tokens.lookalike': 'Imitación de {symbol}: no es el {symbol} que lista esta cartera',
}
