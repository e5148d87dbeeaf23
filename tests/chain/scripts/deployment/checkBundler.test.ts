import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { startDevchain, type Devchain } from '../../../../devchain/start'
import { startBundler, type StartBundlerReturnType } from '../../../../harness/bundler'
import { freePort } from '../../../../harness/freePort'
import { RpcProxy } from '../../../../harness/rpcProxy'
import { checkBundler } from '../../../../scripts/deployment/checkBundler'
import { probeTracing } from '../../../../scripts/deployment/probeTracing'

/**
 * The operator's bundler check against Alto in safe mode on chains that cannot trace its validations: one whose RPC
 * refuses `debug_traceCall` (anvil behind a proxy that answers "method not found", as most public RPCs do) and anvil
 * itself, whose `debug_traceCall` runs a JavaScript tracer but whose traces are not geth's (Alto's validation then ends
 * in EntryPoint's `DelegateAndRevert`, 0x99410554, which it cannot read). Both start and serve the EntryPoint, and a
 * visitor's send then fails 60 s after Confirm: the check says so before any visitor meets it.
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
  it('what the chain’s RPC answers to the tracing Alto’s safe mode needs: anvil runs the JavaScript tracer, the proxy refuses', async () => {
    expect(await probeTracing({ rpcUrl: chain.rpcUrl })).toEqual({ status: 'traces' })
    expect(await probeTracing({ rpcUrl: proxyUrl })).toEqual({
      status: 'refused',
      answer: 'the method debug_traceCall does not exist/is not available (-32601)',
    })
  })

  it('refuses Alto in safe mode behind an RPC that refuses debug_traceCall, in one sentence naming both ways out', async () => {
    const bundlerUrl = await bundler(proxyUrl, true)
    const check = checkBundler({ bundlerUrl, chainId: 31337, entryPoint, rpcUrl: proxyUrl })
    const error = (await check.then(
      () => expect.fail('passed'),
      (thrown: Error) => thrown,
    )) as Error
    console.log(`the check against Alto (safe mode) behind the refusing proxy: ${error.message}`)
    expect(error.message).toContain(
      `deploy: the bundler at ${bundlerUrl} cannot validate a UserOperation, since Alto's --safe-mode true traces each one with debug_traceCall and a JavaScript tracer (bundlerCollectorTracer) and its chain's RPC refuses debug_traceCall`,
    )
    expect(error.message).toMatch(
      /give Alto an --rpc-url that traces as geth does .* or restart it with --safe-mode false, which skips the ERC-7562 checks/,
    )
    expect(error.message.split('\n')).toHaveLength(1)
    expect(proxy.count('debug_traceCall')).toBeGreaterThan(0)
  })

  it('refuses Alto in safe mode on anvil, whose debug_traceCall runs a JavaScript tracer but not as geth; the command says it in one line', async () => {
    const bundlerUrl = await bundler(chain.rpcUrl, true)
    await expect(checkBundler({ bundlerUrl, chainId: 31337, entryPoint, rpcUrl: chain.rpcUrl })).rejects.toThrow(
      /runs a JavaScript tracer in debug_traceCall, but its traces differ from geth's .*\(it answered: Encoded error signature "0x99410554" not found on ABI\.\)/,
    )
    const run = await promisify(execFile)(
      'npm',
      ['run', '-s', 'deploy:passkey', '--', '--rpc', chain.rpcUrl, '--bundler-url', bundlerUrl, '--dry-run'],
      { env: { ...process.env, WALLETPORT_DEPLOYER_KEY: '' } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error)
    expect('code' in run && run.code).toBe(1)
    const lines = run.stderr.split('\n').filter((line) => line.includes('cannot validate a UserOperation'))
    expect(lines).toHaveLength(1)
    console.log(`deploy:passkey --dry-run against Alto (safe mode) on anvil: ${lines[0]}`)
    expect(lines[0]).toContain('--safe-mode false')
  })

  it('passes the same chain with safe mode off: the test operation is refused with AA20, as by any bundler that validates', async () => {
    const bundlerUrl = await bundler(chain.rpcUrl, false)
    expect(await checkBundler({ bundlerUrl, chainId: 31337, entryPoint, rpcUrl: chain.rpcUrl })).toEqual({
      status: 'ok',
    })
    // Safe mode off works behind the RPC that refuses tracing too, which the docs' command relies on.
    const offBehindProxy = await bundler(proxyUrl, false)
    expect(await checkBundler({ bundlerUrl: offBehindProxy, chainId: 31337, entryPoint, rpcUrl: proxyUrl })).toEqual({
      status: 'ok',
    })
  })
})
