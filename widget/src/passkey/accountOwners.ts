import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import { hasPasskeyShape } from '../../../protocol/accountSigner'
import { getCode, readContract } from 'viem/actions'
import type { ChainClient } from '../chain/chainClient'

/** The owner list and owner changes of PasskeyAccount (devchain/contracts/PasskeyAccount.sol). */
const ownersAbi = parseAbi([
  'function getSigners(uint64 start, uint64 end) view returns (bytes[])',
  'function addSigner(bytes signer)',
  'function removeSigner(bytes signer)',
])

/** More owners than a visitor holds passkeys: the list read is cut here, never unbounded. */
const MAX_OWNERS_SHOWN = 32n

/**
 * The account's signers as the chain lists them, every one (a passkey is `verifier ‖ x ‖ y`; anything else, a
 * 20-byte key or odd bytes a hostile recovery added, owns the account just as well and must be seen); none for an
 * account not deployed yet (its first passkey owns it from its first operation).
 */
export async function readOwners(client: ChainClient, account: Address): Promise<Hex[]> {
  const code = await getCode(client, { address: account })
  if (code === undefined || code === '0x') return []
  const owners = await readContract(client, {
    address: account,
    abi: ownersAbi,
    functionName: 'getSigners',
    args: [0n, MAX_OWNERS_SHOWN],
  })
  return owners.map((owner) => owner.toLowerCase() as Hex)
}

/**
 * What an owner is: a `passkey` only when its 84 bytes name the deployment's WebAuthn verifier; the same shape
 * with another verifier is `unknownVerifier` (whoever deployed that contract decides which signatures it accepts:
 * one that says yes to anything owns the account); anything else `other`.
 */
export type OwnerKind = 'passkey' | 'unknownVerifier' | 'other'

/** The kind of the owner `signer` of an account whose passkeys the deployment's `verifier` checks. */
export function ownerKind(signer: Hex, verifier: Address): OwnerKind {
  if (!hasPasskeyShape(signer)) return 'other'
  return signer.slice(0, 42).toLowerCase() === verifier.toLowerCase() ? 'passkey' : 'unknownVerifier'
}

/** The verifier an 84-byte signer names (its first 20 bytes), to show beside an owner of an unknown kind. */
export function signerVerifier(signer: Hex): Address {
  return signer.slice(0, 42) as Address
}

/** The account's call to itself that adds `signer` as an owner. */
export function addSignerData(signer: Hex): Hex {
  return encodeFunctionData({ abi: ownersAbi, functionName: 'addSigner', args: [signer] })
}

/** The account's call to itself that removes the owner `signer` (the contract refuses the last one). */
export function removeSignerData(signer: Hex): Hex {
  return encodeFunctionData({ abi: ownersAbi, functionName: 'removeSigner', args: [signer] })
}
