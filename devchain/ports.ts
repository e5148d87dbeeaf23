/**
 * Every port and origin of the local stack (`npm start`, the e2e suite, `npm run bench`), in one
 * place. It lives in devchain/ because devchain/ imports nothing, so every dev-only part may import
 * it: devchain/start.ts, harness/, scripts/, bench/, playwright.config.ts and tests/.
 *
 * What cannot import TypeScript repeats the literals: walletport.config.json, the variant configs in
 * tests/fixtures/, the demo-host pages (and demo-host/src, which may import only protocol/ and
 * loader/). tests/unit/devchain/ports.test.ts fails when one of them disagrees with this file: change a value
 * here, run `npx vitest run tests/unit/devchain/ports.test.ts`, and fix the files it names.
 */

/** The interface every local server listens on. */
export const LOOPBACK = '127.0.0.1'

const at = (scheme: 'http' | 'ws', port: number) => `${scheme}://${LOOPBACK}:${port}`

// ── The three origins of scripts/serve.ts ─────────────────────────────────────────────────────────

// Off the ports a host developer's own dev server takes (Vite 5173/5174 and 4173, Next 3000, Astro
// 4321, the usual 8080): the demo and their app run side by side (tests/unit/devchain/ports.test.ts holds it).

/** The widget origin: walletport.js, the widget, its config and the host modules, with the security headers. */
export const WIDGET_PORT = 4311
export const WIDGET_ORIGIN = at('http', WIDGET_PORT)
/** The demo host, an allowed embedder. `localhost`, not 127.0.0.1: another site than the widget's. */
export const HOST_PORT = 4310
export const HOST_ORIGIN = `http://localhost:${HOST_PORT}`
/** The same demo pages on a host the dev deployment does not allow (the refusal). Same site as the host. */
export const FOREIGN_PORT = 4312
export const FOREIGN_ORIGIN = `http://localhost:${FOREIGN_PORT}`

// ── The local chains (devchain/start.ts) ──────────────────────────────────────────────────────────

/** One anvil per chain id; each answers HTTP and WebSocket JSON-RPC on its port. */
export const ANVIL_PORTS = { 31337: 8545, 31338: 8546 } as const
/** Chain 31337's anvil. */
export const ANVIL_RPC_URL = at('http', ANVIL_PORTS[31337])
export const ANVIL_WS_URL = at('ws', ANVIL_PORTS[31337])
/** Chain 31338's anvil, the second chain. */
export const ANVIL_2_RPC_URL = at('http', ANVIL_PORTS[31338])

// ── Widget variants ───────────────────────────────────────────────────────────────────────────────

/**
 * Widget origins serving the same build with another deployment config (`--variant PORT=CONFIG`,
 * the config's path from the repository root). The e2e suite starts all of them
 * (playwright.config.ts); the bench starts proxiedChain and webSocketChain.
 */
export const WIDGET_VARIANTS = {
  /** The dev wallet disabled. */
  noDevWallet: { port: 4313, config: 'tests/fixtures/no-dev-wallet.config.json' },
  /** The chains behind the counting/fault proxies PROXY_PORT, PROXY_PORT_BACKUP and PROXY_PORT_CHAIN_2. */
  proxiedChain: { port: 4314, config: 'tests/fixtures/proxied-chain.config.json' },
  /** A WalletConnect relay that does not answer (UNANSWERED_RELAY_PORT). */
  relayDown: { port: 4315, config: 'tests/fixtures/relay-down.config.json' },
  /** Allowed on both HOST_ORIGIN and FOREIGN_ORIGIN: two hosts of one site, sharing the widget's storage. */
  twoHosts: { port: 4316, config: 'tests/fixtures/two-hosts.config.json' },
  /** Chain 31337 over a WebSocket only, through WEBSOCKET_PROXY_PORT. */
  webSocketChain: { port: 4317, config: 'tests/fixtures/websocket-chain.config.json' },
  /** The passkey wallet with a bundler that does not answer (UNANSWERED_BUNDLER_PORT); reached as wallet.localhost. */
  bundlerDown: { port: 4318, config: 'tests/fixtures/bundler-down.config.json' },
  /** The passkey wallet with no sponsoring paymaster and the token paymaster: gas paid in dUSD; reached as wallet.localhost. */
  tokenGas: { port: 4319, config: 'tests/fixtures/token-gas.config.json' },
} as const

/** The origin of a widget variant on `port`. */
export const widgetVariantOrigin = (port: number) => at('http', port)

// ── RPC proxies (harness/rpcProxy.ts), started by the tests and the bench ─────────────────────────

/** The proxied-chain config's first RPC URL of chain 31337, in front of its anvil. */
export const PROXY_PORT = 8600
/** The proxied-chain config's RPC URL of chain 31338, in front of its anvil. */
export const PROXY_PORT_CHAIN_2 = 8601
/** The proxied-chain config's second RPC URL of chain 31337 (the fallback). */
export const PROXY_PORT_BACKUP = 8602
/** The websocket-chain config's only RPC URL: ws:// for the socket, its http:// twin for reads and polling. */
export const WEBSOCKET_PROXY_PORT = 8603
/** A proxy's URL, as the configs list it. */
export const proxyUrl = (port: number, scheme: 'http' | 'ws' = 'http') => at(scheme, port)

// ── WalletConnect ─────────────────────────────────────────────────────────────────────────────────

/** The local WalletConnect relay (harness/walletConnectRelay.ts) of `npm start`, the bench and the tests. */
export const WALLETCONNECT_RELAY_PORT = 8700
export const WALLETCONNECT_RELAY_URL = at('ws', WALLETCONNECT_RELAY_PORT)
/** The relay-down config's relay: nothing listens there. */
export const UNANSWERED_RELAY_PORT = 8799

// ── Passkey wallet (ERC-4337) on chain 31337 ──────────────────────────────────────────────────────

/** The ERC-4337 bundler (Alto, harness/bundler.ts) of `npm start`, the bench and the e2e tests. */
export const BUNDLER_PORT = 4337
export const BUNDLER_URL = at('http', BUNDLER_PORT)
/** The dev ERC-7677 paymaster service (harness/devPaymaster.ts), which signs for DevPaymaster. */
export const PAYMASTER_PORT = 4338
export const PAYMASTER_URL = at('http', PAYMASTER_PORT)
/**
 * A paymaster "of the dapp's own" (the same service, signing for another DevPaymaster, devchain/passkeyStack.ts
 * SITE_PAYMASTER): what a host page names in `wallet_sendCalls` (`paymasterService`, ERC-7677) in the demo and the
 * e2e. No widget config lists it: the host page reaches it, never the widget.
 */
export const SITE_PAYMASTER_PORT = 4341
export const SITE_PAYMASTER_URL = at('http', SITE_PAYMASTER_PORT)

// ── Passkeys ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The widget origin under a name, for the passkey wallet: WebAuthn refuses IP-address origins
 * ("This is an invalid domain"), and Chromium resolves `*.localhost` to loopback by itself. The same
 * server as WIDGET_ORIGIN answers it; the widget offers passkeys only on a named origin.
 */
export const WIDGET_NAMED_ORIGIN = `http://wallet.localhost:${WIDGET_PORT}`
/**
 * The demo host as the passkey demo embeds it: the same demo server as HOST_ORIGIN, reached by IP, so
 * the host is another site than wallet.localhost (localhost and wallet.localhost are one site). Its
 * pages load the widget from WIDGET_NAMED_ORIGIN (scripts/serve.ts rewrites the script tags).
 */
export const PASSKEY_HOST_ORIGIN = at('http', HOST_PORT)
/** The bundler-down config's bundler: nothing listens there. */
export const UNANSWERED_BUNDLER_PORT = 4339
