import type { siteTokensEn } from './en'

/** Brazilian Portuguese texts about tokens the host page added. */
export const siteTokensPt: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Adicionado por este site: {address}',
  'tokens.lookalike': 'Imitação de {symbol}: não é o {symbol} que esta carteira lista',
}
