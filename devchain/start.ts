import { startAnvil, type Anvil } from './anvil'
import { deployDevchain, type Deployment } from './deploy'
import { deployPasskeyStack } from './deployPasskeyStack'
import type { PasskeyStack } from './passkeyStack'
import { ANVIL_PORTS } from './ports'

/**
 * The local chains: two anvils, so that multi-chain balances, sends on another chain and one
 * chain failing while the other works are all exercised for real. Each gets Multicall3 and the
 * same token deployments (same deployer and nonces, so the same addresses on both).
 */
export const DEVCHAINS = [
  { port: ANVIL_PORTS[31337], chainId: 31337 },
  { port: ANVIL_PORTS[31338], chainId: 31338 },
] as const

/** The chain that gets the passkey wallet's contracts (and, in scripts/start.ts, the bundler and paymaster). */
export const PASSKEY_CHAIN_ID = 31337

export type Devchain = Anvil & { chainId: number; deployment: Deployment; passkeyStack?: PasskeyStack | undefined }

/** A fresh anvil with Multicall3 and the devchain tokens; on PASSKEY_CHAIN_ID also the passkey wallet's contracts. */
export async function startDevchain({ port, chainId }: { port: number; chainId: number }): Promise<Devchain> {
  const anvil = await startAnvil({ port, chainId })
  try {
    const deployment = await deployDevchain(anvil.rpcUrl)
    const passkeyStack = chainId === PASSKEY_CHAIN_ID ? await deployPasskeyStack(anvil.rpcUrl) : undefined
    return { ...anvil, chainId, deployment, passkeyStack }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** Every local chain, started together; if one fails, the others are stopped again. */
export async function startDevchains(): Promise<Devchain[]> {
  const results = await Promise.allSettled(DEVCHAINS.map((chain) => startDevchain(chain)))
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) {
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)))
    throw failed.reason
  }
  return results.map((r) => (r as PromiseFulfilledResult<Devchain>).value)
}
