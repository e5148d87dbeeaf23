import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  parseAbi,
  toFunctionSelector,
  type Address,
  type Hex,
} from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { chainRows } from '../../../../widget/src/balances/chainRows'
import { chainValues } from '../../../../widget/src/balances/chainValues'
import { FeedWarnings } from '../../../../widget/src/balances/feedWarnings'
import { readChainBalances } from '../../../../widget/src/balances/readChainBalances'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'

/**
 * The FX feeds from the chain to the screen: read in the balances' one Multicall3 call, judged at the block's time as
 * the USD feeds are, and used to show each USD value in the visitor's currency.
 */

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as Address
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const ETH_USD = '0x00000000000000000000000000000000000000e1' as Address
const EUR_USD = '0x00000000000000000000000000000000000000e2' as Address
const JPY_USD = '0x00000000000000000000000000000000000000e3' as Address
const NOW = 1_800_000_000n

const chain: ChainConfig = {
  id: 31337,
  name: 'Local',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: MULTICALL3,
  usdFeeds: { native: { feed: ETH_USD, maxAgeSeconds: 3600 } },
  fxFeeds: { EUR: { feed: EUR_USD, maxAgeSeconds: 3600 }, JPY: { feed: JPY_USD, maxAgeSeconds: 3600 } },
}

type Feed = { decimals: number; answer: bigint; updatedAt: bigint } | 'reverts'

const word = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

/** The chain: 2 ETH, ETH at $3,000 (8 decimals), and the feeds given; counts its eth_calls. */
function node(feeds: Record<Address, Feed>) {
  const calls: number[] = []
  const request = async ({ method, params }: { method: string; params: [{ data: Hex }, Hex] }) => {
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
    const { args } = decodeFunctionData({ abi: multicall3Abi, data: params[0].data })
    calls.push(args[0].length)
    const result = args[0].map(({ target, callData }) => {
      const selector = callData.slice(0, 10)
      if (target === MULTICALL3)
        return selector === toFunctionSelector('getEthBalance(address)')
          ? { success: true, returnData: word(2n * 10n ** 18n) }
          : { success: true, returnData: word(NOW) }
      const feed = feeds[target.toLowerCase() as Address]!
      if (feed === 'reverts') return { success: false, returnData: '0x' as Hex }
      if (selector === toFunctionSelector('decimals()'))
        return { success: true, returnData: word(BigInt(feed.decimals)) }
      return {
        success: true,
        returnData: encodeAbiParameters(
          ['uint80', 'int256', 'uint256', 'uint256', 'uint80'].map((type) => ({ type })),
          [1n, feed.answer, feed.updatedAt, feed.updatedAt, 1n],
        ),
      }
    })
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result })
  }
  return { client: { request } as unknown as ChainClient, calls }
}

async function read(feeds: Record<Address, Feed>, warnings?: FeedWarnings) {
  const { client, calls } = node(feeds)
  const result = await readChainBalances({
    client,
    chain,
    account: ACCOUNT,
    tokens: [],
    knownMetadata: new Set(),
    blockNumber: 7n,
  })
  return {
    calls,
    ...chainRows({ chain, result, metadataOf: () => undefined, previous: [], ...(warnings ? { warnings } : {}) }),
  }
}

const ETH = { decimals: 8, answer: 3_000n * 10n ** 8n, updatedAt: NOW - 10n }
const EUR = { decimals: 8, answer: 125_000_000n, updatedAt: NOW - 10n }
const JPY = { decimals: 18, answer: 6_250_000_000_000_000n, updatedAt: NOW - 10n }

afterEach(() => vi.restoreAllMocks())

describe('FX feeds: in the one Multicall3 call, then each USD value in the currency wanted', () => {
  it('reads the FX feeds in the same single eth_call as the balance and the USD feed', async () => {
    const { calls, rows, fx } = await read({ [ETH_USD]: ETH, [EUR_USD]: EUR, [JPY_USD]: JPY })
    // The native balance, 3 feeds × (decimals, latestRoundData), the block's time: one call of 8.
    expect(calls).toEqual([8])
    expect(rows[0]!.usd).toBe('6000')
    expect(fx).toEqual({
      EUR: { price: { answer: 125_000_000n, decimals: 8 } },
      JPY: { price: { answer: 6_250_000_000_000_000n, decimals: 18 } },
    })
  })

  it('divides by the rate, whatever the feed’s decimals: $6,000 is €4,800 (8 decimals) and ¥960,000 (18)', async () => {
    const { rows, fx } = await read({ [ETH_USD]: ETH, [EUR_USD]: EUR, [JPY_USD]: JPY })
    const inEur = chainValues(chain, fx, 'EUR')
    const inJpy = chainValues(chain, fx, 'JPY')
    expect('convert' in inEur && inEur.convert(rows[0]!.usd!)).toBe('4800')
    expect('convert' in inJpy && inJpy.convert(rows[0]!.usd!)).toBe('960000')
    expect('convert' in inEur && inEur.convert('0.000001')).toBe('0.0000008')
  })

  it('a stale, zero, future or reverting rate shows no value, saying why, never an old rate', async () => {
    for (const [eur, why] of [
      [{ ...EUR, updatedAt: NOW - 3601n }, /the EUR rate is 60 minutes old/],
      [{ ...EUR, answer: 0n }, /the EUR rate feed reports no valid price/],
      [{ ...EUR, answer: -1n }, /the EUR rate feed reports no valid price/],
      [{ ...EUR, updatedAt: NOW + 3600n }, /the EUR rate feed reports a time in the future/],
      ['reverts', /the EUR rate feed failed/],
    ] as const) {
      const { fx } = await read({ [ETH_USD]: ETH, [EUR_USD]: eur, [JPY_USD]: JPY })
      const values = chainValues(chain, fx, 'EUR')
      expect(values).toMatchObject({ currency: 'EUR', unavailable: { reason: expect.stringMatching(why) } })
      expect('convert' in values).toBe(false)
    }
  })

  it('a currency the chain has no feed for stays in USD, and says which was wanted', async () => {
    const { fx } = await read({ [ETH_USD]: ETH, [EUR_USD]: EUR, [JPY_USD]: JPY })
    const { fxFeeds: _, ...withoutFx } = chain
    expect(chainValues(chain, fx, 'GBP')).toMatchObject({ currency: 'USD', instead: 'GBP' })
    expect(chainValues(withoutFx, undefined, 'EUR')).toMatchObject({
      currency: 'USD',
      instead: 'EUR',
    })
    expect(chainValues(chain, fx, 'USD')).not.toHaveProperty('instead')
  })

  it('warns once when a feed stops giving a price, not at every block, and again after it recovered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const warnings = new FeedWarnings()
    const stale = { ...EUR, updatedAt: NOW - 5000n }
    await read({ [ETH_USD]: ETH, [EUR_USD]: stale, [JPY_USD]: JPY }, warnings)
    await read({ [ETH_USD]: ETH, [EUR_USD]: stale, [JPY_USD]: JPY }, warnings)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/feed 0x0+e2: the EUR rate is 83 minutes old/)
    await read({ [ETH_USD]: ETH, [EUR_USD]: EUR, [JPY_USD]: JPY }, warnings)
    await read({ [ETH_USD]: { ...ETH, answer: 0n }, [EUR_USD]: stale, [JPY_USD]: JPY }, warnings)
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
