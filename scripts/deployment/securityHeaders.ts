import type { DeploymentConfig } from '../../protocol/config'
import { rpcEndpoints } from '../../protocol/rpcEndpoints'

/**
 * The response headers of the widget page, derived from the deployment config so that the
 * allowlist lives in one place. `frame-ancestors` is the first lock of the allowlist (the browser
 * refuses to render the widget on any other site); penpal's allowedOrigins is the second.
 */
export function widgetPageHeaders(
  config: DeploymentConfig,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  const connectSources = new Set<string>(["'self'"])
  // Every endpoint the widget may open: the ws(s) origins of a chain's socket as they are (an
  // http source would not cover them), and its http(s) ones, with the twins of ws-only URLs.
  for (const chain of config.chains) {
    const { http, webSocket } = rpcEndpoints(chain)
    for (const url of [...webSocket, ...http]) connectSources.add(new URL(url).origin)
  }
  for (const chain of config.chains) {
    const passkey = chain.passkeyWallet
    if (passkey)
      for (const url of [passkey.bundlerUrl, passkey.paymasterUrl]) if (url) connectSources.add(new URL(url).origin)
  }
  if (config.walletConnect) {
    const relay = new URL(config.walletConnect.relayUrl ?? 'wss://relay.walletconnect.org')
    connectSources.add(`${relay.protocol}//${relay.host}`)
  }
  const ancestors = config.allowedOrigins.length > 0 ? config.allowedOrigins.join(' ') : "'none'"
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    // The page's own stylesheet is written into it (inlineStyles.ts): allowed by its hash, nothing else inline.
    ["style-src 'self'", ...styleHashes].join(' '),
    // Wallet and token icons are data: URLs; a remote image could only be a tracking pixel.
    "img-src 'self' data:",
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
    'Permissions-Policy': permissionsPolicy(config.chains.some((chain) => chain.passkeyWallet)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The page is small and names hashed assets: always revalidated, so a deploy takes effect at once.
    'Cache-Control': 'no-cache',
  }
}

/**
 * Every powerful feature the widget does not use is denied, whatever the host's `allow=` grants
 * the iframe: a hostile or careless host cannot hand the wallet page its visitor's camera,
 * microphone, payment handler or USB devices. Only clipboard writes (copying an address or a
 * pairing link) stay, for the widget's own origin, and WebAuthn where the operator offers the
 * passkey wallet (the loader's iframe delegates it with `allow`; only the widget's own origin may use it).
 */
function permissionsPolicy(passkeys: boolean): string {
  const webAuthn = ['publickey-credentials-create', 'publickey-credentials-get']
  return [
    'clipboard-write=(self)',
    ...(passkeys ? webAuthn.map((feature) => `${feature}=(self)`) : []),
    ...DENIED_FEATURES.filter((feature) => !passkeys || !webAuthn.includes(feature)).map((feature) => `${feature}=()`),
  ].join(', ')
}

/**
 * Features a browser ships somewhere. A name the browser does not know costs a console warning on every
 * widget load ("Unrecognized feature"), so a feature no engine ships by default is not listed: it has
 * nothing to deny (`ambient-light-sensor` is behind a flag in Chromium, absent elsewhere). Nor are `bluetooth`
 * and `web-share`, which Chromium's Linux builds do not know (a warning for each on every load there): unlisted,
 * they keep their default allowlist, `'self'`, so only a host's `allow=` could give them to the frame, and then only
 * to the widget's own scripts (its CSP is `script-src 'self'`), which never call `navigator.bluetooth` or
 * `navigator.share`: denying them protected nothing.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]

/** How long a file whose name does not change with its content may be reused without asking. */
const UNVERSIONED_MAX_AGE = 300

/**
 * Files whose name does not change with their content (walletport.js, the npm entry): reused for
 * a few minutes, so a deploy reaches every page soon and a busy site does not refetch on each view.
 */
export function unversionedAssetHeaders(): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': `public, max-age=${UNVERSIONED_MAX_AGE}` }
}

/** The widget's built assets: their names carry a hash of their content, so they never change. */
export function hashedAssetHeaders(): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' }
}

/**
 * The host-page modules the loader imports (widget/host/*.js: the bridge, the host agent). A cross-origin
 * `import()` is a CORS request, so these, and only these, are readable from any origin.
 */
export function hostModuleHeaders(): Record<string, string> {
  return { ...unversionedAssetHeaders(), 'Access-Control-Allow-Origin': '*' }
}

/**
 * The deployment config may be read from any origin: it holds nothing secret (its allowlist is
 * the same list every visitor sees in the CSP header), and the loader reads it to tell a host
 * that it is not on that list.
 */
export function configHeaders(): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }
}
