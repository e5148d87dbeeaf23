import { decodeEventLog, erc20Abi, getAddress, numberToHex, pad, type Address, type Hash, type Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'
import { errorMessage } from '../wallets/eip1193'

/** One row of Activity: a token or native transfer in or out of the account. */
export type ActivityEntry = {
  chainId: number
  hash: Hash
  /** Orders entries of one transaction; -1 for a send read from the transaction itself. */
  logIndex: number
  blockNumber?: bigint
  /** Seconds, when the RPC gives the block's time with the log. */
  timestamp?: number
  direction: 'in' | 'out'
  token: 'native' | Address
  counterparty: Address
  amount: bigint
  status: 'confirmed' | 'pending' | 'failed'
}

export type ScanTransfersParameters = {
  client: ChainClient
  chainId: number
  account: Address
  tokens: Address[]
  fromBlock: bigint
  toBlock: bigint
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

type RpcLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockTimestamp?: Hex
  transactionHash: Hash
  logIndex: Hex
}

/**
 * ERC-20 `Transfer` logs of the listed tokens out of and into `account` between two blocks: two
 * `eth_getLogs` (a filter cannot ask for "from or to" in one), each split in halves when the RPC
 * refuses the range, down to single blocks. Only the listed tokens' contracts are asked.
 */
export async function scanTransfers({
  client,
  chainId,
  account,
  tokens,
  fromBlock,
  toBlock,
}: ScanTransfersParameters): Promise<ActivityEntry[]> {
  if (tokens.length === 0 || fromBlock > toBlock) return []
  const topic = pad(account.toLowerCase() as Hex)
  const [out, incoming] = await Promise.all([
    getLogs(client, tokens, [TRANSFER_TOPIC, topic], fromBlock, toBlock),
    getLogs(client, tokens, [TRANSFER_TOPIC, null, topic], fromBlock, toBlock),
  ])
  const entries: ActivityEntry[] = []
  for (const [direction, logs] of [
    ['out', out],
    ['in', incoming],
  ] as const) {
    for (const log of logs) {
      try {
        const { args } = decodeEventLog({
          abi: erc20Abi,
          eventName: 'Transfer',
          topics: log.topics as [Hex, ...Hex[]],
          data: log.data,
        })
        // A zero-amount transfer moves nothing and anyone can emit one "from" the account
        // (`transferFrom(account, lookalike, 0)`): address-poisoning spam, left out.
        if (args.value === 0n) continue
        entries.push({
          chainId,
          hash: log.transactionHash,
          logIndex: Number(log.logIndex),
          blockNumber: BigInt(log.blockNumber),
          ...(log.blockTimestamp ? { timestamp: Number(log.blockTimestamp) } : {}),
          direction,
          token: getAddress(log.address),
          counterparty: direction === 'out' ? args.to : args.from,
          amount: args.value,
          status: 'confirmed',
        })
      } catch {
        // An ERC-721 Transfer shares the topic but not the shape: not a token amount, left out.
      }
    }
  }
  return entries
}

async function getLogs(
  client: ChainClient,
  tokens: Address[],
  topics: (Hex | null)[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<RpcLog[]> {
  try {
    return (await client.request({
      method: 'eth_getLogs',
      params: [{ address: tokens, topics, fromBlock: numberToHex(fromBlock), toBlock: numberToHex(toBlock) }],
    } as never)) as RpcLog[]
  } catch (error) {
    // Providers cap the range (or the result size) of eth_getLogs: halve until they answer. Any
    // other failure (RPC down) is not retried block by block.
    if (toBlock <= fromBlock || !/range|limit|exceed|too (many|large|big)|results|10000/i.test(errorMessage(error)))
      throw error
    const middle = fromBlock + (toBlock - fromBlock) / 2n
    return [
      ...(await getLogs(client, tokens, topics, fromBlock, middle)),
      ...(await getLogs(client, tokens, topics, middle + 1n, toBlock)),
    ]
  }
}
