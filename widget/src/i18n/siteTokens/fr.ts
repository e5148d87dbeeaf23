import type { siteTokensEn } from './en'

/** French texts about tokens the host page added. */
export const siteTokensFr: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Ajouté par ce site : {address}',
  'tokens.lookalike': 'Imitation de {symbol} : ce n’est pas le {symbol} que liste ce portefeuille',
}
