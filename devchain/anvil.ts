import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { dirname, join } from 'node:path'

export type AnvilOptions = { port: number; chainId: number }
export type Anvil = { rpcUrl: string; process: ChildProcess; stop(): Promise<void> }

const require = createRequire(import.meta.url)

/** The anvil binary shipped inside the npm package (no download, no install script). */
export function anvilBinary(): string {
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

/**
 * Starts anvil on 127.0.0.1. Refuses to start when the port already answers: a node left over
 * from an earlier run would otherwise silently serve stale state to the demo and the tests.
 */
export async function startAnvil({ port, chainId }: AnvilOptions): Promise<Anvil> {
  if (await portAnswers(port)) {
    throw new Error(
      `devchain: port ${port} already answers on 127.0.0.1; stop the old node (or whatever holds it) first`,
    )
  }
  // Osaka: the EIP-7951 P-256 precompile (0x100), which verifies the passkey wallet's WebAuthn signatures.
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(chainId),
    '--hardfork',
    'osaka',
    '--silent',
  ]
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`devchain: anvil exited with ${code} before it answered: ${stderr.trim()}`)),
    ),
  )
  const rpcUrl = `http://127.0.0.1:${port}`
  await Promise.race([waitForRpc(rpcUrl, chainId), exited])
  return {
    rpcUrl,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForRpc(rpcUrl: string, chainId: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const { result } = (await response.json()) as { result?: string }
      if (result && Number(result) === chainId) return
      throw new Error(`devchain: ${rpcUrl} answered chain id ${result}, expected ${chainId}`)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('devchain:')) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`devchain: ${rpcUrl} did not answer within ${timeoutMs} ms`)
}
