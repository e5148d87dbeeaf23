import type { siteTokensEn } from './en'

/** Japanese texts about tokens the host page added. */
export const siteTokensJa: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'このサイトが追加: {address}',
  'tokens.lookalike': '{symbol} の偽物: このウォレットが扱う {symbol} ではありません',
}
