import { startAnvil, type Anvil } from './anvil'
import { deployDevchain, type Deployment } from './deploy'

export const DEVCHAIN_PORT = 8545
export const DEVCHAIN_CHAIN_ID = 31337

export type Devchain = Anvil & { deployment: Deployment }

/** A fresh anvil with Multicall3 and the demo tokens, ready for the widget. */
export async function startDevchain({ port = DEVCHAIN_PORT, chainId = DEVCHAIN_CHAIN_ID } = {}): Promise<Devchain> {
  const anvil = await startAnvil({ port, chainId })
  try {
    return { ...anvil, deployment: await deployDevchain(anvil.rpcUrl) }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
