import type { siteTokensEn } from './en'

/** German texts about tokens the host page added. */
export const siteTokensDe: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Von dieser Website hinzugefügt: {address}',
  'tokens.lookalike': 'Nachahmung von {symbol}: nicht der {symbol}, den diese Wallet führt',
}
