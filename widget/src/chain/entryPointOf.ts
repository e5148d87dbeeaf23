import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'

/**
 * The ERC-4337 EntryPoint the widget's smart accounts use on `chain` (the passkey wallet's, from the
 * deployment config): the address their calls reach the chain from, so where their sends are found.
 * Undefined where the chain offers none.
 */
export function entryPointOf(chain: ChainConfig): Address | undefined {
  return chain.passkeyWallet?.entryPoint
}
