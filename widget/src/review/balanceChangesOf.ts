import { decodeAbiParameters, getAddress, hexToBigInt, size, type Address, type Hex, type Log } from 'viem'

/** One asset the visitor's account would lose (diff < 0) or gain (diff > 0). */
export type BalanceChange = {
  token: 'native' | Address
  /** An item of an ERC-721 or ERC-1155 collection: its id (`diff` counts items). */
  tokenId?: bigint
  /** Chain-read; undefined when the contract has none. */
  symbol?: string
  /** Chain-read; undefined: shown in base units. */
  decimals?: number
  diff: bigint
}

/**
 * `Transfer(address,address,uint256)`: ERC-20's event (amount in data), ERC-721's (token id as a
 * fourth topic); `eth_simulateV1` reports native transfers with it too.
 */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-1155 `TransferSingle(operator, from, to, id, value)` and `TransferBatch(operator, from, to, ids, values)`. */
const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'
/** The pseudo-address under which `traceTransfers` logs native currency moves. */
const NATIVE_PSEUDO_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Net change per asset that transfer events move into (+) or out of (−) `account`: native and
 * ERC-20 amounts, ERC-721 and ERC-1155 items by id. Zero nets are left out.
 */
export function balanceChangesOf(logs: Log[], account: Address): BalanceChange[] {
  const self = `0x${account.slice(2).toLowerCase().padStart(64, '0')}`
  const diffs = new Map<string, BalanceChange>()
  const add = (
    token: 'native' | Address,
    tokenId: bigint | undefined,
    from: Hex | undefined,
    to: Hex | undefined,
    amount: bigint,
  ) => {
    const delta = (to?.toLowerCase() === self ? amount : 0n) - (from?.toLowerCase() === self ? amount : 0n)
    if (delta === 0n) return
    const key = tokenId === undefined ? token : `${token}#${tokenId}`
    const known = diffs.get(key) ?? { token, ...(tokenId === undefined ? {} : { tokenId }), diff: 0n }
    diffs.set(key, { ...known, diff: known.diff + delta })
  }
  for (const log of logs) {
    const [topic, a, b, c] = log.topics
    try {
      if (topic === TRANSFER_TOPIC && log.topics.length === 3 && size(log.data) === 32) {
        add(
          log.address.toLowerCase() === NATIVE_PSEUDO_ADDRESS ? 'native' : getAddress(log.address),
          undefined,
          a,
          b,
          hexToBigInt(log.data),
        )
      } else if (topic === TRANSFER_TOPIC && log.topics.length === 4) {
        add(getAddress(log.address), hexToBigInt(c!), a, b, 1n)
      } else if (topic === TRANSFER_SINGLE_TOPIC && log.topics.length === 4) {
        const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
        add(getAddress(log.address), id, b, c, value)
      } else if (topic === TRANSFER_BATCH_TOPIC && log.topics.length === 4) {
        const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data)
        ids.forEach((id, i) => add(getAddress(log.address), id, b, c, values[i] ?? 0n))
      }
    } catch {
      // A malformed event of a hostile contract: it moves nothing the review can name.
    }
  }
  return [...diffs.values()].filter((change) => change.diff !== 0n)
}
