import type { siteTokensEn } from './en'

/** Italian texts about tokens the host page added. */
export const siteTokensIt: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Aggiunto da questo sito: {address}',
  'tokens.lookalike': 'Imitazione di {symbol}: non è il {symbol} elencato da questo portafoglio',
}
