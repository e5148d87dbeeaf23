import { startAnvil, type Anvil } from './anvil'
import { deployDevchain, type Deployment } from './deploy'
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

export type Devchain = Anvil & { chainId: number; deployment: Deployment }

/** A fresh anvil with Multicall3 and the devchain tokens. */
export async function startDevchain({ port, chainId }: { port: number; chainId: number }): Promise<Devchain> {
  const anvil = await startAnvil({ port, chainId })
  try {
    return { ...anvil, chainId, deployment: await deployDevchain(anvil.rpcUrl) }
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
