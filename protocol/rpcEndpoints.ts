import type { ChainConfig } from './config'

export type RpcEndpoints = {
  /** For reads, sends, wallets and the block polling fallback. Never empty when `rpcUrls` is not. */
  http: string[]
  /** For the `newHeads` subscription; empty when the chain is polled only. */
  webSocket: string[]
}

/**
 * A chain's RPC URLs by transport. Everything but the block subscription needs HTTP (a wallet's
 * `wallet_addEthereumChain`, WalletConnect's rpcMap, the polling fallback while the socket is down),
 * so a chain that lists only ws(s) URLs gets each one's http(s) twin, same host, port and path:
 * anvil and most providers serve both on one address. A provider whose paths differ (Infura's
 * `/ws/v3/…`) needs its https URL listed too. Shared by the widget and the header writer, so the
 * CSP allows exactly what the widget connects to.
 */
export function rpcEndpoints(chain: Pick<ChainConfig, 'rpcUrls'>): RpcEndpoints {
  const webSocket = chain.rpcUrls.filter((url) => /^wss?:/i.test(url))
  const http = chain.rpcUrls.filter((url) => /^https?:/i.test(url))
  return { http: http.length > 0 ? http : webSocket.map((url) => url.replace(/^ws/i, 'http')), webSocket }
}
