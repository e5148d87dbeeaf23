/**
 * Starts everything the demo and the e2e tests run against, from an existing build:
 * a fresh anvil with the demo tokens, the passkey wallet's bundler (Alto) and dev paymaster on chain 31337,
 * and the three origins. Ctrl-C (or SIGTERM) stops it all.
 *
 *   tsx scripts/start.ts [--config path/to/walletport.config.json] [--allow ORIGIN ...] [--variant PORT=CONFIG ...]
 *
 * `--allow` lets one more host origin embed the local widget (`npm start -- --allow http://localhost:3000`
 * for your own app's dev server). `--variant` adds a widget origin on 127.0.0.1:PORT serving the
 * same build with another config (the e2e tests use one with the dev wallet disabled).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  BUNDLER_PORT,
  PASSKEY_HOST_ORIGIN,
  PAYMASTER_PORT,
  SITE_PAYMASTER_PORT,
  WALLETCONNECT_RELAY_PORT,
  WIDGET_NAMED_ORIGIN,
} from '../devchain/ports'
import { PASSKEY_CHAIN_ID, startDevchains } from '../devchain/start'
import { startBundler } from '../harness/bundler'
import { SITE_PAYMASTER_IDENTITY, startDevPaymaster } from '../harness/devPaymaster'
import { LocalRelay } from '../harness/walletConnectRelay'
import { startServers } from './serve'

const { values } = parseArgs({
  options: {
    config: { type: 'string', default: 'walletport.config.json' },
    allow: { type: 'string', multiple: true, default: [] },
    variant: { type: 'string', multiple: true, default: [] },
  },
})
const root = resolve(import.meta.dirname, '..')

const chains = await startDevchains()
// A WalletConnect relay on loopback, so the WalletConnect connector works in the demo and the tests.
const relay = await LocalRelay.start(WALLETCONNECT_RELAY_PORT)
// The passkey wallet's bundler (account abstraction, EntryPoint v0.8) and ERC-7677 paymaster, against the chain that has its contracts.
const passkeyRpcUrl = chains.find((chain) => chain.chainId === PASSKEY_CHAIN_ID)!.rpcUrl
const passkeyServices = await Promise.allSettled([
  startBundler({ rpcUrl: passkeyRpcUrl, port: BUNDLER_PORT }),
  startDevPaymaster({ rpcUrl: passkeyRpcUrl, port: PAYMASTER_PORT }),
  // The demo dapp's own paymaster, which its pages name in wallet_sendCalls (paymasterService).
  startDevPaymaster({ rpcUrl: passkeyRpcUrl, port: SITE_PAYMASTER_PORT, identity: SITE_PAYMASTER_IDENTITY }),
])
const [bundler, paymaster, sitePaymaster] = passkeyServices.map((result) =>
  result.status === 'fulfilled' ? result.value : undefined,
)
const stopChains = () =>
  Promise.all([bundler?.stop(), paymaster?.stop(), sitePaymaster?.stop()]).then(() =>
    Promise.all([...chains.map((chain) => chain.stop()), relay.close()]),
  )
let servers
try {
  const failed = passkeyServices.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
  const variants = values.variant!.map((spec) => {
    const [port, configPath] = spec.split('=')
    if (!port || !configPath || !Number.isInteger(Number(port)))
      throw new Error(`--variant ${spec}: expected PORT=CONFIG`)
    return { port: Number(port), configPath: resolve(root, configPath) }
  })
  servers = await startServers({
    distDir: resolve(root, 'dist'),
    devDir: resolve(root, 'dist-dev'),
    configPath: resolve(root, values.config!),
    allowedOrigins: values.allow!,
    variants,
  })
} catch (error) {
  await stopChains()
  throw error
}

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([servers.close(), stopChains()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const chain of chains) {
  chain.process.once('exit', (code) => {
    if (stopping) return
    console.error(`anvil (chain ${chain.chainId}) exited unexpectedly (${code}); stopping`)
    void stop()
  })
  console.log(
    `Local chain  ${chain.rpcUrl} (chain id ${chain.chainId}, tokens ${chain.deployment.tokens.map((t) => t.symbol).join(', ')})`,
  )
}
console.log(`Widget       ${servers.urls.widget}/widget/  (loader: ${servers.urls.widget}/walletport.js)`)
console.log(
  `Allowed      ${servers.allowedOrigins.join(', ')}  (add yours: npm start -- --allow http://localhost:3000)`,
)
console.log(`Not allowed  ${servers.urls.foreign}/not-allowed.html`)
for (const url of servers.urls.variants) console.log(`Variant      ${url}/widget/`)
console.log(`WC relay     ${relay.url} (pair a test phone: npm run phone -- "wc:…")`)
console.log(`Bundler      ${bundler!.url} (Alto, EntryPoint v0.8, chain ${PASSKEY_CHAIN_ID})`)
console.log(`Paymaster    ${paymaster!.url} (dev ERC-7677 paymaster: sponsors operations that move no ETH)`)
console.log(`Site paymaster ${sitePaymaster!.url} (the demo dapp's own, for wallet_sendCalls paymasterService)`)
console.log(`\nDemo: ${servers.urls.host}/`)
console.log(
  `Passkey wallet demo: ${PASSKEY_HOST_ORIGIN}/ (the widget from ${WIDGET_NAMED_ORIGIN}: WebAuthn needs a named origin)\n`,
)
console.log('Press Ctrl-C to stop.')
