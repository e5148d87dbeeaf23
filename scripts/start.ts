/**
 * Starts everything the demo and the e2e tests run against, from an existing build:
 * a fresh anvil with the demo tokens, and the three origins. Ctrl-C (or SIGTERM) stops it all.
 *
 *   tsx scripts/start.ts [--config path/to/walletport.config.json]
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startDevchain } from '../devchain/start'
import { startServers } from './serve'

const { values } = parseArgs({ options: { config: { type: 'string', default: 'walletport.config.json' } } })
const root = resolve(import.meta.dirname, '..')

const chain = await startDevchain()
let servers
try {
  servers = await startServers({ distDir: resolve(root, 'dist'), configPath: resolve(root, values.config!) })
} catch (error) {
  await chain.stop()
  throw error
}

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.allSettled([servers.close(), chain.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
chain.process.once('exit', (code) => {
  if (stopping) return
  console.error(`anvil exited unexpectedly (${code}); stopping`)
  void stop()
})

console.log(`Local chain  ${chain.rpcUrl} (chain id 31337, demo tokens ${chain.deployment.tokens.map((t) => t.symbol).join(', ')})`)
console.log(`Widget       ${servers.urls.widget}/widget/  (loader: ${servers.urls.widget}/walletport.js)`)
console.log(`Not allowed  ${servers.urls.foreign}/not-allowed.html`)
console.log(`\nDemo: ${servers.urls.host}/\n`)
console.log('Press Ctrl-C to stop.')
