import { encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem'
import { getCode, readContract } from 'viem/actions'
import type { ChainClient } from '../chain/chainClient'

/** PasskeyAccount's recovery (devchain/contracts/PasskeyRecovery.sol), what the wallet reads and asks of it. */
export const recoveryAbi = parseAbi([
  'function recovery() view returns (address recoverer, uint32 delay, bytes pendingSigner, uint48 readyAt)',
  'function setRecovery(address recoverer, uint32 delay)',
  'function clearRecovery()',
  'function cancelRecovery()',
  'function proposeRecovery(bytes signer)',
  'function executeRecovery()',
])

/** A passkey account's recovery as the chain says it. */
export type RecoveryStatus = {
  /** The address that may propose a new passkey; undefined when none is named. */
  recoverer?: Address
  delaySeconds: number
  /** A proposal waiting out its delay: the new owner, and from when anyone may execute it (unix seconds). */
  pending?: { signer: Hex; readyAt: number }
}

/**
 * Reads the recovery of `account`: one eth_call (read with every balance refresh). An account not deployed yet has
 * none (it is deployed by its first operation, which may be the one that names a recovery address).
 */
export async function readRecovery(client: ChainClient, account: Address): Promise<RecoveryStatus> {
  let answer
  try {
    answer = await readContract(client, { address: account, abi: recoveryAbi, functionName: 'recovery' })
  } catch (error) {
    const code = await getCode(client, { address: account })
    if (code === undefined || code === '0x') return { delaySeconds: 0 }
    throw error
  }
  const [recoverer, delaySeconds, signer, readyAt] = answer
  return {
    ...(recoverer === zeroAddress ? {} : { recoverer }),
    delaySeconds,
    ...(readyAt > 0 ? { pending: { signer, readyAt } } : {}),
  }
}

/** The account's call to itself that names `recoverer`, its proposals effective after `delaySeconds`. */
export function setRecoveryData(recoverer: Address, delaySeconds: number): Hex {
  return encodeFunctionData({ abi: recoveryAbi, functionName: 'setRecovery', args: [recoverer, delaySeconds] })
}

/** The account's call to itself that cancels the pending recovery. */
export function cancelRecoveryData(): Hex {
  return encodeFunctionData({ abi: recoveryAbi, functionName: 'cancelRecovery' })
}

/** The account's call to itself that removes its recovery address (and any pending proposal). */
export function clearRecoveryData(): Hex {
  return encodeFunctionData({ abi: recoveryAbi, functionName: 'clearRecovery' })
}

/** The recovery address's call to the account proposing `signer` (`verifier ‖ x ‖ y`) as a new owner. */
export function proposeRecoveryData(signer: Hex): Hex {
  return encodeFunctionData({ abi: recoveryAbi, functionName: 'proposeRecovery', args: [signer] })
}

/** Anyone's call to the account that adds the proposed owner once the delay has passed. */
export function executeRecoveryData(): Hex {
  return encodeFunctionData({ abi: recoveryAbi, functionName: 'executeRecovery' })
}
