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

/**
 * How the widget's smart accounts reach `chain`, for finding their sends in a bundle: the EntryPoint, and the
 * approval a fee paid in a token may put first in an operation (to the operator's token paymaster, of its token).
 */
export type SmartAccountsOnChain = { entryPoint: Address; feeApproval?: { token: Address; spender: Address } }

/** The chain's SmartAccountsOnChain; undefined where it offers none. */
export function smartAccountsOf(chain: ChainConfig): SmartAccountsOnChain | undefined {
  const wallet = chain.passkeyWallet
  if (!wallet) return undefined
  const paymaster = wallet.tokenPaymaster
  return {
    entryPoint: wallet.entryPoint,
    ...(paymaster ? { feeApproval: { token: paymaster.token, spender: paymaster.address } } : {}),
  }
}
