import type { siteTokensEn } from './en'

/** Russian texts about tokens the host page added. */
export const siteTokensRu: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Добавлен этим сайтом: {address}',
  'tokens.lookalike': 'Подделка под {symbol}: это не тот {symbol}, который указан в этом кошельке',
}
