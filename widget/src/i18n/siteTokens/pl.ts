import type { siteTokensEn } from './en'

/** Polish texts about tokens the host page added. */
export const siteTokensPl: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Dodany przez tę stronę: {address}',
  'tokens.lookalike': 'Podróbka {symbol}: to nie ten {symbol}, który wymienia ten portfel',
}
