import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import { getCode, readContract } from 'viem/actions'
import type { ChainClient } from '../../chain/chainClient'

/** The owner list and owner changes of PasskeyAccount (devchain/contracts/PasskeyAccount.sol). */
const ownersAbi = parseAbi([
  'function getSigners(uint64 start, uint64 end) view returns (bytes[])',
  'function addSigner(bytes signer)',
  'function removeSigner(bytes signer)',
])

/** More owners than a visitor holds passkeys: the list read is cut here, never unbounded. */
const MAX_OWNERS_SHOWN = 32n

/**
 * The account's owners (`verifier ‖ x ‖ y` each), as the chain lists them; none for an account not deployed yet (its
 * first passkey owns it from its first operation). A malformed entry is dropped: it cannot be a passkey to remove.
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
  return owners.filter((owner) => /^0x[0-9a-fA-F]{168}$/.test(owner)).map((owner) => owner.toLowerCase() as Hex)
}

/** The account's call to itself that adds `signer` as an owner. */
export function addSignerData(signer: Hex): Hex {
  return encodeFunctionData({ abi: ownersAbi, functionName: 'addSigner', args: [signer] })
}

/** The account's call to itself that removes the owner `signer` (the contract refuses the last one). */
export function removeSignerData(signer: Hex): Hex {
  return encodeFunctionData({ abi: ownersAbi, functionName: 'removeSigner', args: [signer] })
}

/** A short name of an owner for the screen: the last 8 hex digits of its public key's y. */
export function ownerTag(signer: Hex): string {
  return `…${signer.slice(-8)}`
}
