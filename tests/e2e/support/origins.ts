/** The three origins scripts/serve.ts listens on (see ORIGINS there). */
export const WIDGET_ORIGIN = 'http://127.0.0.1:5174'
export const HOST_ORIGIN = 'http://localhost:5173'
export const FOREIGN_ORIGIN = 'http://localhost:5175'
export const WIDGET_URL = `${WIDGET_ORIGIN}/widget/`
export const LOADER_URL = `${WIDGET_ORIGIN}/walletport.js`
export const NO_DEV_WALLET_WIDGET_URL = 'http://127.0.0.1:5176/widget/'
export const PROXIED_CHAIN_WIDGET_URL = 'http://127.0.0.1:5177/widget/'
/** The proxied-chain config's RPC ports: 8600 → anvil 8545 (31337), 8601 → anvil 8546 (31338). */
export const PROXY_PORT = 8600
export const PROXY_PORT_CHAIN_2 = 8601
/** The second rpcUrl of chain 31337 in the proxied-chain config. */
export const PROXY_PORT_BACKUP = 8602
export const RELAY_DOWN_WIDGET_URL = 'http://127.0.0.1:5178/widget/'
export const WALLETCONNECT_RELAY_URL = 'ws://127.0.0.1:8700'
/** The dev deployment allowed on both HOST_ORIGIN and FOREIGN_ORIGIN: two hosts of one site. */
export const TWO_HOSTS_WIDGET_URL = 'http://127.0.0.1:5179/widget/'
/** The deployment whose chain 31337 is a WebSocket (tests/fixtures/websocket-chain.config.json): `--variant 5180=…`. */
export const WEBSOCKET_WIDGET_URL = 'http://127.0.0.1:5180/widget/'
/** Its RPC proxy: ws://127.0.0.1:8603 for the socket, http://127.0.0.1:8603 (the URL's http twin) for reads and polling. */
export const WEBSOCKET_PROXY_PORT = 8603
