import { encodeAbiParameters, pad, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { scanTransfers } from '../../../../widget/src/activity/scanTransfers'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** An RPC that refuses ranges over 100 blocks, as providers do, and has one transfer in and one out. */
function rpc() {
  const ranges: [bigint, bigint][] = []
  const client = {
    request: async ({ params }: { params: [{ fromBlock: Hex; toBlock: Hex; topics: (Hex | null)[] }] }) => {
      const { fromBlock, toBlock, topics } = params[0]
      const [from, to] = [BigInt(fromBlock), BigInt(toBlock)]
      if (to - from + 1n > 100n) throw Object.assign(new Error('query exceeds max block range 100'), { code: -32005 })
      ranges.push([from, to])
      const outgoing = topics[1] !== null && topics[1] !== undefined
      const block = outgoing ? 150n : 420n
      if (block < from || block > to) return []
      const [a, b] = outgoing ? [ACCOUNT, OTHER] : [OTHER, ACCOUNT]
      return [
        {
          address: TOKEN.toLowerCase(),
          topics: [TRANSFER, pad(a.toLowerCase() as Hex), pad(b.toLowerCase() as Hex)],
          data: encodeAbiParameters([{ type: 'uint256' }], [outgoing ? 5n : 7n]),
          blockNumber: `0x${block.toString(16)}`,
          transactionHash: `0x${block.toString(16).padStart(64, '0')}`,
          logIndex: '0x0',
        },
      ]
    },
  } as unknown as ChainClient
  return { client, ranges }
}

describe('scanTransfers', () => {
  it('splits a range the RPC refuses until it answers, and finds the transfers out of and into the account', async () => {
    const { client, ranges } = rpc()
    const entries = await scanTransfers({
      client,
      chainId: 31337,
      account: ACCOUNT,
      tokens: [TOKEN],
      fromBlock: 0n,
      toBlock: 499n,
    })
    expect(
      entries.map(({ direction, counterparty, amount, token, blockNumber }) => ({
        direction,
        counterparty,
        amount,
        token,
        blockNumber,
      })),
    ).toEqual([
      { direction: 'out', counterparty: OTHER, amount: 5n, token: TOKEN, blockNumber: 150n },
      { direction: 'in', counterparty: OTHER, amount: 7n, token: TOKEN, blockNumber: 420n },
    ])
    expect(ranges.every(([from, to]) => to - from < 100n)).toBe(true)
    // The whole range was covered, in pieces, for each direction.
    expect(ranges.reduce((blocks, [from, to]) => blocks + (to - from + 1n), 0n)).toBe(1000n)
  })

  it('asks nothing when no token is listed', async () => {
    const { client, ranges } = rpc()
    expect(
      await scanTransfers({ client, chainId: 1, account: ACCOUNT, tokens: [], fromBlock: 0n, toBlock: 10n }),
    ).toEqual([])
    expect(ranges).toEqual([])
  })
})
