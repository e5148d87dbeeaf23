import {
  DEFAULT_MAX_PERMISSION_SECONDS,
  DEFAULT_RECOVERY_DELAY_SECONDS,
  type PasskeyWalletConfig,
} from '../../protocol/config'
import type { DeployedContract } from './deployAccountStack'

export type PasskeyWalletLinesParameters = {
  contracts: DeployedContract[]
  bundlerUrl?: string | undefined
  paymasterUrl?: string | undefined
  /** The ERC-20 paymaster `--gas-token` deployed, and the token it takes (which must be listed in the chain's tokens). */
  tokenPaymaster?: { address: string; token: string } | undefined
}

/**
 * The `passkeyWallet` entry an operator pastes into a chain of walletport.config.json. Without a bundler URL it says
 * where one goes in words that are not a URL, so a config pasted unfinished fails the build instead of serving a
 * passkey option that cannot send.
 */
export function passkeyWalletLines({
  contracts,
  bundlerUrl,
  paymasterUrl,
  tokenPaymaster,
}: PasskeyWalletLinesParameters): string {
  const address = (name: DeployedContract['name']) => contracts.find((contract) => contract.name === name)!.address
  const entry: Record<keyof PasskeyWalletConfig, string | number | { address: string; token: string } | undefined> = {
    factory: address('factory'),
    entryPoint: address('entryPoint'),
    bundlerUrl: bundlerUrl ?? 'YOUR BUNDLER URL FOR THIS CHAIN (docs/deploy.md)',
    paymasterUrl,
    // Printed so the operator sees the delay a recovery waits, and can change it.
    recoveryDelaySeconds: DEFAULT_RECOVERY_DELAY_SECONDS,
    // And the longest permission for apps a site may ask for.
    maxPermissionSeconds: DEFAULT_MAX_PERMISSION_SECONDS,
    tokenPaymaster,
  }
  return `"passkeyWallet": ${JSON.stringify(entry, null, 2)}`
}
