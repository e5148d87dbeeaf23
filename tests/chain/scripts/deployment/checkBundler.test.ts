import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { startDevchain, type Devchain } from '../../../../devchain/start'
import { startBundler, type StartBundlerReturnType } from '../../../../harness/bundler'
import { freePort } from '../../../../harness/freePort'
import { RpcProxy } from '../../../../harness/rpcProxy'
import { checkBundler } from '../../../../scripts/deployment/checkBundler'

/**
 * The operator's bundler check against Alto in safe mode on chains that cannot trace its validations: one whose RPC
 * refuses `debug_traceCall` (anvil behind a proxy that answers as most public RPCs do) and anvil itself, whose
 * `debug_traceCall` answers without running Alto's JavaScript tracer as geth does. Both start and serve the EntryPoint,
 * and a visitor's send then fails 60 s after Confirm: the check says so before any visitor meets it.
 */
let chain: Devchain
let proxy: RpcProxy
let proxyUrl: string
const bundlers: StartBundlerReturnType[] = []
const entryPoint = PASSKEY_STACK.entryPoint

beforeAll(async () => {
  chain = await startDevchain({ port: await freePort(), chainId: 31337 })
  const proxyPort = await freePort()
  proxy = await RpcProxy.start(proxyPort, chain.rpcUrl)
  proxy.refuse.add('debug_traceCall')
  proxyUrl = `http://127.0.0.1:${proxyPort}`
}, 60_000)

afterAll(async () => {
  await Promise.allSettled(bundlers.map((bundler) => bundler.stop()))
  await proxy?.close()
  await chain?.stop()
})

async function bundler(rpcUrl: string, safeMode: boolean): Promise<string> {
  const started = await startBundler({ rpcUrl, port: await freePort(), safeMode })
  bundlers.push(started)
  return started.url
}

describe('checkBundler on a chain that cannot trace', { timeout: 60_000 }, () => {
  it('refuses Alto in safe mode behind an RPC that refuses debug_traceCall, saying what to run instead', async () => {
    const bundlerUrl = await bundler(proxyUrl, true)
    const check = checkBundler({ bundlerUrl, chainId: 31337, entryPoint, rpcUrl: proxyUrl })
    await expect(check).rejects.toThrow(
      `deploy: the bundler at ${bundlerUrl} cannot validate a UserOperation: its chain's RPC refuses debug_traceCall, which Alto's --safe-mode true needs`,
    )
    await expect(check).rejects.toThrow(/Restart Alto with --safe-mode false, or give its --rpc-url a node that traces/)
    expect(proxy.count('debug_traceCall')).toBeGreaterThan(0)
  })

  it('refuses Alto in safe mode on anvil, whose debug_traceCall does not run its tracer; the command says it in one line', async () => {
    const bundlerUrl = await bundler(chain.rpcUrl, true)
    await expect(checkBundler({ bundlerUrl, chainId: 31337, entryPoint })).rejects.toThrow(
      /does not run Alto's JavaScript tracer in debug_traceCall as geth does.*\(it answered: Encoded error signature "0x[0-9a-f]+" not found on ABI\.\)/,
    )
    const run = await promisify(execFile)(
      'npm',
      ['run', '-s', 'deploy:passkey', '--', '--rpc', chain.rpcUrl, '--bundler-url', bundlerUrl, '--dry-run'],
      { env: { ...process.env, WALLETPORT_DEPLOYER_KEY: '' } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error)
    expect('code' in run && run.code).toBe(1)
    const lines = run.stderr.split('\n').filter((line) => line.includes('cannot validate a UserOperation'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('--safe-mode false')
  })

  it('passes the same chain with safe mode off: the test operation is refused with AA20, as by any bundler that validates', async () => {
    const bundlerUrl = await bundler(chain.rpcUrl, false)
    expect(await checkBundler({ bundlerUrl, chainId: 31337, entryPoint, rpcUrl: chain.rpcUrl })).toEqual({
      status: 'ok',
      unclear: undefined,
    })
  })
})
