/** Schemes of wallet apps a deep link may open, besides https: universal links. */
const WALLET_SCHEMES = new Set([
  'wc:',
  'metamask:',
  'trust:',
  'rainbow:',
  'zerion:',
  'uniswap:',
  'cbwallet:',
  'rabby:',
  'okx:',
  'phantom:',
])

/**
 * A link that may open a wallet app from the top window: https (or http) universal links and a
 * short list of wallet schemes, nothing else (no javascript:, data:, file:, or an arbitrary app).
 */
export function safeWalletLink(link: string): string | undefined {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  return url.protocol === 'https:' || url.protocol === 'http:' || WALLET_SCHEMES.has(url.protocol) ? link : undefined
}
