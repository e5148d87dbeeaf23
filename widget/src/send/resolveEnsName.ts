/**
 * ENS resolution, in its own chunk: name normalisation (UTS-46) is heavy and only a visitor who
 * types a name needs it.
 */
import type { Address } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'
import type { ChainClient } from '../chain/chainClient'

export async function resolveEnsName(
  client: ChainClient,
  name: string,
  universalResolver: Address,
): Promise<Address | undefined> {
  const address = await getEnsAddress(client, { name: normalize(name), universalResolverAddress: universalResolver })
  return address ?? undefined
}
