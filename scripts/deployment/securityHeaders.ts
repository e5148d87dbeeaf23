import type { DeploymentConfig } from '../../protocol/config'

/**
 * The response headers of the widget page, derived from the deployment config so that the
 * allowlist lives in one place. `frame-ancestors` is the first lock of the allowlist (the browser
 * refuses to render the widget on any other site); penpal's allowedOrigins is the second.
 */
export function widgetPageHeaders(config: DeploymentConfig): Record<string, string> {
  const connectSources = new Set<string>(["'self'"])
  for (const chain of config.chains) for (const url of chain.rpcUrls) connectSources.add(new URL(url).origin)
  if (config.walletConnect) {
    const relay = new URL(config.walletConnect.relayUrl ?? 'wss://relay.walletconnect.org')
    connectSources.add(`${relay.protocol}//${relay.host}`)
  }
  const ancestors = config.allowedOrigins.length > 0 ? config.allowedOrigins.join(' ') : "'none'"
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${[...connectSources].join(' ')}`,
    // WalletConnect's Verify API attests the widget's origin from a hidden frame.
    `frame-src ${config.walletConnect ? 'https://verify.walletconnect.org https://verify.walletconnect.com' : "'none'"}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}

/** Every other file on the widget origin: assets, the loader and the config. */
export function widgetAssetHeaders(): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff' }
}

/**
 * The host-page modules the loader imports on first use (widget/host/*.js). A cross-origin
 * `import()` is a CORS request, so these, and only these, are readable from any origin.
 */
export function hostModuleHeaders(): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' }
}

/**
 * The deployment config may be read from any origin: it holds nothing secret (its allowlist is
 * the same list every visitor sees in the CSP header), and the loader reads it to tell a host
 * that it is not on that list.
 */
export function configHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }
}
