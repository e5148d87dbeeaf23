import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { getBlockNumber, type ChainClient } from '../chain/chainClient'
import type { DurableStore } from '../storage/durableStore'
import { DEFAULT_ACTIVITY_BLOCKS } from './ActivityTracker'
import { readSentTransfers } from './readSentTransfers'
import { scanTransfers } from './scanTransfers'
import { readSentRecords } from './sentTransfers'
import { smartAccountsOf } from '../chain/entryPointOf'

export type KnownCounterpartiesParameters = {
  client: ChainClient
  chain: ChainConfig
  account: Address
  tokens: Address[]
  store: DurableStore
}

/**
 * Every address this account sent to, in what Activity can see on this chain: its own token sends
 * and the widget's sends. Not the senders of incoming transfers: a poisoner sends dust from its
 * look-alike address precisely to be "known".
 */
export async function knownCounterparties({
  client,
  chain,
  account,
  tokens,
  store,
}: KnownCounterpartiesParameters): Promise<Address[]> {
  const head = await getBlockNumber(client)
  const blocks = BigInt(chain.activityBlocks ?? DEFAULT_ACTIVITY_BLOCKS)
  const [logs, sends] = await Promise.all([
    scanTransfers({
      client,
      chainId: chain.id,
      account,
      tokens,
      fromBlock: head >= blocks ? head - blocks + 1n : 0n,
      toBlock: head,
    }),
    readSentRecords(store).then((records) =>
      readSentTransfers({ client, chainId: chain.id, account, records, smartAccounts: smartAccountsOf(chain) }),
    ),
  ])
  return [
    ...new Set(
      [...logs, ...sends]
        .filter((entry) => entry.direction === 'out' && entry.status !== 'failed')
        .map((entry) => entry.counterparty),
    ),
  ]
}
