import { spawn } from 'node:child_process'
import { BUDGETS } from '../budgets'
import { median, type Measured } from '../harness/rows'
import { ROOT } from '../harness/stack'

const START_RUNS = 3

/**
 * `npm start` with nothing changed (its build step skips the build): spawned until it prints the demo
 * URL, in seconds, then stopped with Ctrl-C's signal. It runs in a process group of its own, so
 * everything it started (tsx, anvil, Alto) is in it, and the row fails if any of them outlives the
 * stop. Runs before the bench starts its own stack, which uses the same ports.
 */
export async function measureNpmStartWarm(): Promise<Measured> {
  const seconds: number[] = []
  let leftovers = 0
  for (let run = 0; run < START_RUNS; run++) {
    const result = await startOnce()
    seconds.push(result.seconds)
    leftovers += result.leftovers
  }
  const typical = median(seconds)
  return {
    rows: [
      {
        metric: 'npm start warm (nothing changed) → demo URL printed (s)',
        walletport: `${typical.toFixed(1)} [${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)}]`,
        baseline: '',
        budget: `≤ ${BUDGETS.npmStartWarmSeconds} s, nothing left running`,
        ok: typical <= BUDGETS.npmStartWarmSeconds && leftovers === 0,
        runs: seconds,
      },
    ],
    results: { npmStartWarm: { seconds, leftovers } },
  }
}

async function startOnce(): Promise<{ seconds: number; leftovers: number }> {
  const startedAt = performance.now()
  const child = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const group = child.pid!
  let output = ''
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)))
  const printed = new Promise<number>((resolvePrinted, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start: no demo URL after 120 s:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/^Demo: http/m.test(output)) {
        clearTimeout(timer)
        resolvePrinted(performance.now())
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before the demo URL:\n${output}`)))
  })
  let seconds: number
  try {
    seconds = ((await printed) - startedAt) / 1000
  } finally {
    signalGroup(group, 'SIGINT')
  }
  await exited
  // Everything it started has its own exit to run after the signal: give them a moment, then look.
  for (let i = 0; i < 100 && groupAlive(group); i++) await new Promise((r) => setTimeout(r, 100))
  const leftovers = groupAlive(group) ? 1 : 0
  if (leftovers) {
    console.error(`npm start: processes left in group ${group} after the stop; killing them`)
    signalGroup(group, 'SIGKILL')
  }
  // Checked once it is stopped: a build input changed since the last build (a doc, too: the npm package has them).
  if (!/nothing changed since the last build, skipped/.test(output))
    throw new Error(`npm start built: not a warm start (a build input changed during the bench?):\n${output}`)
  return { seconds, leftovers }
}

function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal)
  } catch {
    // The group is already gone.
  }
}

/** Whether any process of the group is alive (signal 0 checks without sending). */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}
