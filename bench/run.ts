/**
 * `npm run bench`: size, start-up, the visitor's waits and RPC cost of Walletport against baselines
 * measured in the same run, on the real stack (anvil, the three origins, Alto, Debian Chromium).
 * Prints a table, writes bench/results.json (the source of docs/performance.md's table: `npm run
 * bench:table`), and exits non-zero when a budget of shared/design.md is broken.
 *
 * Each measurement is a file of bench/rows/ (one exported function, its rows and details back);
 * bench/harness/ holds what they share. Timings are noisy on a shared machine: each is repeated and
 * reported as median [min–max], and start-up as a ratio to a baseline measured alongside.
 *
 *   tsx bench/run.ts [--only name,name]   (a subset, printed only: results.json is written by full runs)
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { devPrivateKey } from '../devchain/accounts'
import { deployDemoTokens, signer } from '../harness/chain'
import type { Measured, Row } from './harness/rows'
import { ROOT, startStack, type Stack } from './harness/stack'
import { printTable } from './harness/table'
import { measureActivity } from './rows/activity'
import { measureBytes } from './rows/bytes'
import { measureConnectBalances } from './rows/connectBalances'
import { measureConnectInteractive } from './rows/connectInteractive'
import { measureIdleAndMemory } from './rows/idleAndMemory'
import { measureUnderNetwork } from './rows/network'
import { measureNpmStartWarm } from './rows/npmStartWarm'
import { measurePasskey } from './rows/passkey'
import { measureRefreshCost } from './rows/refreshCost'
import { measureRepeatVisit } from './rows/repeatVisit'
import { measureSend } from './rows/send'
import { measureStartup } from './rows/startup'
import { measureWebSocketIdle } from './rows/webSocketIdle'

/** The measurements on the stack, in table order. Token contracts for the RPC-cost rows are deployed once, on first use. */
const MEASUREMENTS: [string, (stack: Stack, tokens: () => Promise<string[]>) => Promise<Measured>][] = [
  ['bytes', (stack) => measureBytes(stack)],
  ['startup', (stack) => measureStartup(stack)],
  ['connectInteractive', (stack) => measureConnectInteractive(stack)],
  ['slow4g', (stack) => measureUnderNetwork(stack, 'Slow 4G')],
  ['fast4g', (stack) => measureUnderNetwork(stack, 'Fast 4G')],
  ['repeatVisit', (stack) => measureRepeatVisit(stack)],
  ['connectBalances', (stack) => measureConnectBalances(stack)],
  ['refreshCost', async (stack, tokens) => measureRefreshCost(stack, await tokens())],
  ['idleAndMemory', async (stack, tokens) => measureIdleAndMemory(stack, (await tokens()).slice(0, 10))],
  ['webSocketIdle', (stack) => measureWebSocketIdle(stack)],
  ['activity', (stack) => measureActivity(stack)],
  ['send', (stack) => measureSend(stack)],
  ['passkey', (stack) => measurePasskey(stack)],
]

const { values } = parseArgs({ options: { only: { type: 'string' } } })
const only = values.only?.split(',')
const wanted = (name: string) => !only || only.includes(name)

const rows: Row[] = []
const results: Record<string, unknown> = {}
const keep = ({ rows: measuredRows, results: measuredResults }: Measured) => {
  rows.push(...measuredRows)
  Object.assign(results, measuredResults)
}
let failed = false
const began = performance.now()
// A stray rejection is a failed run, not a crash: the stack below must still be stopped (anvil, Alto).
process.on('unhandledRejection', (error) => {
  console.error(error)
  failed = true
})

try {
  // Before the stack: npm start uses the same ports.
  if (wanted('npmStartWarm')) keep(await measureNpmStartWarm())
  const stack = await startStack()
  try {
    let deployed: Promise<string[]> | undefined
    const tokens = () => (deployed ??= deployDemoTokens(signer(devPrivateKey(7)), 100, [], 0n))
    for (const [name, measure] of MEASUREMENTS) {
      if (!wanted(name)) continue
      console.error(`bench: ${name} (${((performance.now() - began) / 1000).toFixed(0)} s in)`)
      keep(await measure(stack, tokens))
    }
  } finally {
    await stack.close()
  }
} catch (error) {
  console.error(error)
  failed = true
}

printTable(rows)
if (!only)
  writeFileSync(
    resolve(ROOT, 'bench/results.json'),
    JSON.stringify({ at: new Date().toISOString(), rows, results }, null, 2) + '\n',
  )
const broken = rows.filter((r) => r.ok === false)
if (broken.length > 0) console.error(`\nBudgets broken: ${broken.map((r) => r.metric).join('; ')}`)
process.exit(failed || broken.length > 0 ? 1 : 0)
