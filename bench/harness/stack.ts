import { resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import {
  ANVIL_2_RPC_URL,
  ANVIL_RPC_URL,
  ANVIL_WS_URL,
  BUNDLER_PORT,
  PAYMASTER_PORT,
  PROXY_PORT,
  PROXY_PORT_CHAIN_2,
  WALLETCONNECT_RELAY_PORT,
  WEBSOCKET_PROXY_PORT,
  WIDGET_VARIANTS,
} from '../../devchain/ports'
import { PASSKEY_CHAIN_ID, startDevchains } from '../../devchain/start'
import { startServers } from '../../scripts/serve'
import { DEBIAN_CHROMIUM } from '../../harness/chromium'
import { RpcProxy } from '../../harness/rpcProxy'
import { startBundler } from '../../harness/bundler'
import { startDevPaymaster } from '../../harness/devPaymaster'
import { LocalRelay } from '../../harness/walletConnectRelay'

export const ROOT = resolve(import.meta.dirname, '../..')
export const DIST = resolve(ROOT, 'dist')

/** Everything a measurement may use: the browser and the counting RPC proxies (chains and servers run behind them). */
export type Stack = {
  browser: Browser
  /** In front of chain 31337 (HTTP), the proxied deployment's first RPC URL. */
  proxy: RpcProxy
  /** In front of chain 31338. */
  proxy2: RpcProxy
  /** The WebSocket deployment's only RPC URL (WEBSOCKET_PROXY_PORT). */
  wsProxy: RpcProxy
  close(): Promise<void>
}

/** The real stack, as `npm start` runs it, plus the proxies that count RPC requests, and Debian Chromium. */
export async function startStack(): Promise<Stack> {
  const chains = await startDevchains()
  const relay = await LocalRelay.start(WALLETCONNECT_RELAY_PORT)
  // The passkey wallet's bundler and paymaster, as npm start runs them.
  const passkeyRpcUrl = chains.find((chain) => chain.chainId === PASSKEY_CHAIN_ID)!.rpcUrl
  const bundler = await startBundler({ rpcUrl: passkeyRpcUrl, port: BUNDLER_PORT })
  const paymaster = await startDevPaymaster({ rpcUrl: passkeyRpcUrl, port: PAYMASTER_PORT })
  const servers = await startServers({
    distDir: DIST,
    devDir: resolve(ROOT, 'dist-dev'),
    configPath: resolve(ROOT, 'walletport.config.json'),
    variants: [
      { port: WIDGET_VARIANTS.proxiedChain.port, configPath: resolve(ROOT, WIDGET_VARIANTS.proxiedChain.config) },
      { port: WIDGET_VARIANTS.webSocketChain.port, configPath: resolve(ROOT, WIDGET_VARIANTS.webSocketChain.config) },
    ],
  })
  const proxy = await RpcProxy.start(PROXY_PORT, ANVIL_RPC_URL)
  const proxy2 = await RpcProxy.start(PROXY_PORT_CHAIN_2, ANVIL_2_RPC_URL)
  const wsProxy = await RpcProxy.start(WEBSOCKET_PROXY_PORT, ANVIL_WS_URL)
  const browser = await chromium.launch(DEBIAN_CHROMIUM)
  return {
    browser,
    proxy,
    proxy2,
    wsProxy,
    close: async () => {
      await browser.close()
      await Promise.all([bundler.stop(), paymaster.stop()])
      await Promise.all([
        proxy.close(),
        proxy2.close(),
        wsProxy.close(),
        servers.close(),
        relay.close(),
        ...chains.map((c) => c.stop()),
      ])
    },
  }
}
