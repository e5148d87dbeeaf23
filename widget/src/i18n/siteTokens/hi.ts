import type { siteTokensEn } from './en'

/** Hindi texts about tokens the host page added. */
export const siteTokensHi: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'इस साइट द्वारा जोड़ा गया: {address}',
  'tokens.lookalike': '{symbol} जैसा दिखने वाला: यह वह {symbol} नहीं है जिसे यह वॉलेट सूचीबद्ध करता है',
}
