/** English texts about tokens the host page added, loaded with the balances rather than at first paint. */
export const siteTokensEn = {
  'tokens.addedBySite': 'Added by this site: {address}',
  'tokens.lookalike': 'Look-alike of {symbol}: not the {symbol} this wallet lists',
}

export type SiteTokenKey = keyof typeof siteTokensEn
