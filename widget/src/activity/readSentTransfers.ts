import { decodeFunctionData, erc20Abi, getAddress, type Address, type Hash, type Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'
import { landedCall } from '../chain/landedCall'
import type { SmartAccountsOnChain } from '../chain/entryPointOf'
import type { ActivityEntry } from './scanTransfers'
import type { SentRecord } from './sentTransfers'

export type ReadSentTransfersParameters = {
  client: ChainClient
  chainId: number
  account: Address
  records: SentRecord[]
  /** The chain's EntryPoint where the passkey wallet is offered: its sends are UserOperations in bundles. */
  smartAccounts?: SmartAccountsOnChain | undefined
}

type Receipt = { status: Hex; blockNumber: Hex } | null
type Block = { timestamp: Hex } | null

/**
 * The widget's own sends on one chain, as the chain has them: recipient, token and amount from the
 * account's call (the transaction, or its UserOperation in a bundle: landedCall), status from the
 * receipt. A kept hash that is not this account's (a forged record) or not found is left out.
 */
export async function readSentTransfers({
  client,
  chainId,
  account,
  records,
  smartAccounts,
}: ReadSentTransfersParameters): Promise<ActivityEntry[]> {
  const entries = await Promise.all(
    records
      .filter((record) => record.chainId === chainId)
      .map(async ({ hash }): Promise<ActivityEntry | undefined> => {
        const [tx, receipt] = await Promise.all([
          landedCall(client, hash as Hash, account, smartAccounts),
          client.request({ method: 'eth_getTransactionReceipt', params: [hash] } as never) as Promise<Receipt>,
        ])
        if ('mismatch' in tx || tx.from.toLowerCase() !== account.toLowerCase() || !tx.to) return undefined
        const status: ActivityEntry['status'] = !receipt ? 'pending' : receipt.status === '0x1' ? 'confirmed' : 'failed'
        const block = receipt?.blockNumber
        // The time of a landed send is its block's (read once: the tracker does not read settled sends again).
        const mined = receipt
          ? ((await client
              .request({ method: 'eth_getBlockByNumber', params: [receipt.blockNumber, false] } as never)
              .catch(() => null)) as Block)
          : null
        const base = {
          chainId,
          hash: hash as Hash,
          logIndex: -1,
          ...(block ? { blockNumber: BigInt(block) } : {}),
          ...(mined ? { timestamp: Number(mined.timestamp) } : {}),
          direction: 'out' as const,
          status,
        }
        if (tx.input === '0x') return { ...base, token: 'native', counterparty: getAddress(tx.to), amount: tx.value }
        try {
          const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.input })
          if (functionName !== 'transfer') return undefined
          return { ...base, token: getAddress(tx.to), counterparty: getAddress(args[0]), amount: args[1] }
        } catch {
          return undefined
        }
      }),
  )
  return entries.filter((entry): entry is ActivityEntry => entry !== undefined)
}
