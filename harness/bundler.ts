import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { portAnswers } from '../devchain/anvil'
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY, PASSKEY_STACK } from '../devchain/passkeyStack'

export type StartBundlerParameters = {
  /** The chain's RPC (an anvil with the passkey stack deployed: devchain/deployPasskeyStack.ts). */
  rpcUrl: string
  port: number
  /** How long to wait for the bundler to answer. */
  timeoutMs?: number
  /**
   * Alto's `--safe-mode` (default false): true traces each validation with `debug_traceCall` and a JavaScript tracer,
   * as the docs' production command does; for the tests of a chain whose RPC cannot trace.
   */
  safeMode?: boolean
}
export type StartBundlerReturnType = { url: string; stop(): Promise<void> }

const require = createRequire(import.meta.url)

/**
 * The local ERC-4337 bundler: Alto (Pimlico's, the one run in production), for EntryPoint v0.8 on the local
 * chain, bundling with dev account 10 (the utility account 11 deploys its simulation contract). Safe mode is off:
 * with it Alto traces validation against the ERC-7562 rules, which fails against anvil (a dev chain can do without
 * them). Alto listens on every interface whatever it is told; the port is still checked on
 * loopback first, so that a stale bundler never answers for this one.
 */
export async function startBundler({
  rpcUrl,
  port,
  timeoutMs = 30_000,
  safeMode = false,
}: StartBundlerParameters): Promise<StartBundlerReturnType> {
  if (await portAnswers(port))
    throw new Error(
      `bundler: port ${port} already answers on 127.0.0.1; stop the old bundler (or whatever holds it) first`,
    )
  // The package exports only its library entry (esm/index.js); the CLI (its `bin`) sits beside it.
  const cli = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
  // Each flag once: Alto turns a repeated flag into an array and then refuses it.
  const args = [
    cli,
    ...['--rpc-url', rpcUrl, '--port', String(port), '--entrypoints', PASSKEY_STACK.entryPoint],
    ...['--executor-private-keys', BUNDLER_EXECUTOR_KEY, '--utility-private-key', BUNDLER_UTILITY_KEY],
    ...['--safe-mode', String(safeMode), '--deploy-simulations-contract', 'true', '--enable-cors', 'true'],
    // anvil mines on demand: poll for receipts often rather than once per assumed 1 s block.
    ...['--block-time', '200', '--log-level', 'warn'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`bundler: Alto exited with ${code} before it answered: ${stderr.trim()}`)),
    ),
  )
  exited.catch(() => {})
  try {
    await Promise.race([waitForEntryPoint(url, timeoutMs), exited])
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** Alto answers `eth_supportedEntryPoints` once it has read the chain and deployed its simulation contract. */
async function waitForEntryPoint(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      })
      const { result } = (await response.json()) as { result?: string[] }
      if (result?.some((address) => address.toLowerCase() === PASSKEY_STACK.entryPoint.toLowerCase())) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`bundler: ${url} did not answer eth_supportedEntryPoints within ${timeoutMs} ms`)
}
