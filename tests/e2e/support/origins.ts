import {
  FOREIGN_ORIGIN,
  HOST_ORIGIN,
  LOOPBACK,
  UNANSWERED_BUNDLER_PORT,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
  WIDGET_VARIANTS,
  widgetVariantOrigin,
} from '../../../devchain/ports'

/**
 * The origins and ports the e2e tests meet, all from devchain/ports.ts: the three origins of
 * scripts/serve.ts, the widget variants playwright.config.ts starts, the RPC proxies the tests
 * start in front of anvil, and the WalletConnect relay.
 */
export {
  ANVIL_2_RPC_URL,
  ANVIL_RPC_URL,
  ANVIL_WS_URL,
  BUNDLER_URL,
  FOREIGN_ORIGIN,
  HOST_ORIGIN,
  PASSKEY_HOST_ORIGIN,
  PAYMASTER_URL,
  PROXY_PORT,
  PROXY_PORT_BACKUP,
  PROXY_PORT_CHAIN_2,
  WALLETCONNECT_RELAY_URL,
  WEBSOCKET_PROXY_PORT,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
} from '../../../devchain/ports'

export const WIDGET_URL = `${WIDGET_ORIGIN}/widget/`
export const LOADER_URL = `${WIDGET_ORIGIN}/walletport.js`
/** The host as a page's `location.host` and a SIWE domain name it: `localhost:4310`. */
export const HOST_DOMAIN = new URL(HOST_ORIGIN).host
export const FOREIGN_DOMAIN = new URL(FOREIGN_ORIGIN).host

const variantWidgetUrl = (variant: keyof typeof WIDGET_VARIANTS) =>
  `${widgetVariantOrigin(WIDGET_VARIANTS[variant].port)}/widget/`
export const NO_DEV_WALLET_WIDGET_URL = variantWidgetUrl('noDevWallet')
/** Chain 31337 behind PROXY_PORT then PROXY_PORT_BACKUP, 31338 behind PROXY_PORT_CHAIN_2. */
export const PROXIED_CHAIN_WIDGET_URL = variantWidgetUrl('proxiedChain')
export const RELAY_DOWN_WIDGET_URL = variantWidgetUrl('relayDown')
/** The dev deployment allowed on both HOST_ORIGIN and FOREIGN_ORIGIN: two hosts of one site. */
export const TWO_HOSTS_WIDGET_URL = variantWidgetUrl('twoHosts')
/** Chain 31337 over a WebSocket only: ws:// on WEBSOCKET_PROXY_PORT for the socket, its http:// twin for reads and polling. */
export const WEBSOCKET_WIDGET_URL = variantWidgetUrl('webSocketChain')
/** The widget under its name, where the passkey wallet is offered (WebAuthn refuses IP origins). */
export const WIDGET_NAMED_URL = `${WIDGET_NAMED_ORIGIN}/widget/`
/** The passkey wallet with a bundler that does not answer, under a name too. */
export const BUNDLER_DOWN_WIDGET_URL = `http://wallet.localhost:${WIDGET_VARIANTS.bundlerDown.port}/widget/`
/** The passkey wallet paying its gas in dUSD through the token paymaster (no sponsoring paymaster). */
export const TOKEN_GAS_WIDGET_URL = `http://wallet.localhost:${WIDGET_VARIANTS.tokenGas.port}/widget/`
/** Where the bundler-down config's bundler would be, as the widget names it in its error. */
export const UNANSWERED_BUNDLER_ORIGIN = `http://${LOOPBACK}:${UNANSWERED_BUNDLER_PORT}`
