import { getAddress, parseAbi, parseAbiItem, type Address, type Hex } from 'viem'
import { getBlock, getBlockNumber, getCode, getLogs, readContract } from 'viem/actions'
import type { ChainConfig } from '../../../../protocol/config'
import { knownFactoryParts } from '../../../../protocol/passkeyContracts'
import { DEFAULT_ACTIVITY_BLOCKS } from '../../activity/ActivityTracker'
import type { ChainClient } from '../../chain/chainClient'
import { readOwners } from '../accountOwners'
import { readRecovery } from '../accountRecovery'

/**
 * A passkey account the connected wallet may recover: its delay, the proposal it waits on, if any, how many owners
 * (signers) it has now, and when it named this wallet (its RecoverySet log's block time, unix seconds; known when it
 * was found by its log). Anyone can deploy a clone naming the visitor's wallet: the date and the owners tell a
 * stranger's fresh account from the visitor's own.
 */
export type RecoverableAccount = {
  account: Address
  delaySeconds: number
  pending?: { signer: Hex; readyAt: number }
  owners: number
  namedAt?: number
}

/** Why the connected wallet cannot recover an account. */
export type NotRecoverable = 'notPasskeyAccount' | 'notRecoverer'

const RECOVERY_SET = parseAbiItem('event RecoverySet(address indexed recoverer, uint32 delay)')
const FACTORY_ABI = parseAbi(['function implementation() view returns (address)'])
/** More accounts than one visitor names a wallet for: the rest are found by their address. */
const MAX_CANDIDATES = 20

/**
 * The passkey accounts that named `recoverer` within the chain's last `activityBlocks` blocks (the bound Activity
 * keeps too), each checked as `readRecoverable` does: any contract can emit a RecoverySet log naming anyone, and an
 * account may have named another address since. Older ones are found by their address, typed by the visitor.
 */
export async function findRecoverableAccounts(
  client: ChainClient,
  chain: ChainConfig,
  recoverer: Address,
): Promise<RecoverableAccount[]> {
  const head = await getBlockNumber(client)
  const blocks = BigInt(chain.activityBlocks ?? DEFAULT_ACTIVITY_BLOCKS)
  const logs = await getLogs(client, {
    event: RECOVERY_SET,
    args: { recoverer },
    fromBlock: head >= blocks ? head - blocks + 1n : 0n,
    toBlock: head,
  })
  // Newest first, and only so many: any contract can emit this log naming the visitor, each costs five reads.
  const newest = new Map<Address, bigint>()
  for (const log of [...logs].reverse())
    if (log.blockNumber !== null && !newest.has(getAddress(log.address)))
      newest.set(getAddress(log.address), log.blockNumber)
  const accounts = [...newest].slice(0, MAX_CANDIDATES)
  const read = await Promise.all(
    accounts.map(async ([account, blockNumber]): Promise<RecoverableAccount | NotRecoverable> => {
      const [found, block] = await Promise.all([
        readRecoverable(client, chain, account, recoverer),
        getBlock(client, { blockNumber }),
      ])
      return typeof found === 'string' ? found : { ...found, namedAt: Number(block.timestamp) }
    }),
  )
  return read.filter((entry): entry is RecoverableAccount => typeof entry !== 'string')
}

/**
 * Whether `recoverer` may recover `account` now, as the chain says: the account must be a clone of the deployment's
 * passkey account (the factory's implementation behind the EIP-1167 proxy the factory deploys), so the widget never
 * proposes a passkey to a look-alike contract, and its recovery address must be `recoverer`.
 */
export async function readRecoverable(
  client: ChainClient,
  chain: ChainConfig,
  account: Address,
  recoverer: Address,
): Promise<RecoverableAccount | NotRecoverable> {
  const { factory } = chain.passkeyWallet!
  const [code, implementation] = await Promise.all([
    getCode(client, { address: account }),
    // The deployment's own factory's implementation is known (an RPC could name a look-alike's); another's is read.
    knownFactoryParts(factory)?.accountImplementation ??
      readContract(client, { address: factory, abi: FACTORY_ABI, functionName: 'implementation' }),
  ])
  if (code?.toLowerCase() !== cloneCode(implementation)) return 'notPasskeyAccount'
  const [recovery, owners] = await Promise.all([readRecovery(client, account), readOwners(client, account)])
  if (recovery.recoverer?.toLowerCase() !== recoverer.toLowerCase()) return 'notRecoverer'
  return {
    account,
    delaySeconds: recovery.delaySeconds,
    ...(recovery.pending ? { pending: recovery.pending } : {}),
    owners: owners.length,
  }
}

/** The chain's clock (the latest block's time, unix seconds): a proposal is ready by it, not by the browser's. */
export async function chainTime(client: ChainClient): Promise<number> {
  return Number((await getBlock(client)).timestamp)
}

/** The runtime code of OpenZeppelin's `Clones.cloneDeterministic(implementation)` (EIP-1167). */
function cloneCode(implementation: Address): string {
  return `0x363d3d373d3d3d363d73${implementation.slice(2)}5af43d82803e903d91602b57fd5bf3`.toLowerCase()
}
