/**
 * Starts everything the demo and the e2e tests run against, from an existing build:
 * a fresh anvil with the demo tokens, and the three origins. Ctrl-C (or SIGTERM) stops it all.
 *
 *   tsx scripts/start.ts [--config path/to/walletport.config.json] [--allow ORIGIN ...] [--variant PORT=CONFIG ...]
 *
 * `--allow` lets one more host origin embed the local widget (`npm start -- --allow http://localhost:3000`
 * for your own app's dev server). `--variant` adds a widget origin on 127.0.0.1:PORT serving the
 * same build with another config (the e2e tests use one with the dev wallet disabled).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { WALLETCONNECT_RELAY_PORT } from '../devchain/ports'
import { startDevchains } from '../devchain/start'
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
const stopChains = () => Promise.all([...chains.map((chain) => chain.stop()), relay.close()])
let servers
try {
  const variants = values.variant!.map((spec) => {
    const [port, configPath] = spec.split('=')
    if (!port || !configPath || !Number.isInteger(Number(port))) throw new Error(`--variant ${spec}: expected PORT=CONFIG`)
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
  console.log(`Local chain  ${chain.rpcUrl} (chain id ${chain.chainId}, tokens ${chain.deployment.tokens.map((t) => t.symbol).join(', ')})`)
}
console.log(`Widget       ${servers.urls.widget}/widget/  (loader: ${servers.urls.widget}/walletport.js)`)
console.log(`Allowed      ${servers.allowedOrigins.join(', ')}  (add yours: npm start -- --allow http://localhost:3000)`)
console.log(`Not allowed  ${servers.urls.foreign}/not-allowed.html`)
for (const url of servers.urls.variants) console.log(`Variant      ${url}/widget/`)
console.log(`WC relay     ${relay.url} (pair a test phone: npm run phone -- "wc:…")`)
console.log(`\nDemo: ${servers.urls.host}/\n`)
console.log('Press Ctrl-C to stop.')
