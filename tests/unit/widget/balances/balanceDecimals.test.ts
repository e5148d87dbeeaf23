import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  parseAbi,
  toFunctionSelector,
  type Address,
  type Hex,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { BalanceTracker } from '../../../../widget/src/balances/BalanceTracker'
import { buildTokenList } from '../../../../widget/src/balances/tokenList'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'

/** The Multicall3 ABI of widget/src/balances/readChainBalances.ts. */
const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
])

const CHAIN_ID = 31337
const chain: ChainConfig = {
  id: CHAIN_ID,
  name: 'Devchain',
  rpcUrls: ['http://127.0.0.1:1'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  pollIntervalMs: 600_000,
}
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address

const SELECTOR = {
  getEthBalance: toFunctionSelector('getEthBalance(address)'),
  balanceOf: toFunctionSelector('balanceOf(address)'),
  symbol: toFunctionSelector('symbol()'),
  name: toFunctionSelector('name()'),
  decimals: toFunctionSelector('decimals()'),
}

type Call3 = { target: Address; allowFailure: boolean; callData: Hex }

const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const text = (value: string) => encodeAbiParameters([{ type: 'string' }], [value])

/**
 * A node with Multicall3: it answers each inner call by selector, with `decimals` deciding what
 * decimals() returns (undefined: it reverts). It keeps the decoded inner calls of every eth_call.
 */
function stubChain() {
  const state = {
    decimals: undefined as bigint | undefined,
    balance: 1_234_500_000_000_000_000n,
    native: 10n ** 18n,
    balanceReverts: false,
    textReverts: false,
  }
  const multicalls: Call3[][] = []
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_blockNumber') return `0x${(multicalls.length + 1).toString(16)}`
    if (method !== 'eth_call') throw new Error(`unexpected RPC method ${method}`)
    const [{ to, data }] = params as [{ to: Address; data: Hex }, Hex]
    expect(to).toBe(chain.multicall3)
    const decoded = decodeFunctionData({ abi: multicall3Abi, data })
    expect(decoded.functionName).toBe('aggregate3')
    const calls = decoded.args![0] as readonly Call3[]
    multicalls.push([...calls])
    const results = calls.map(({ target, callData }) => {
      const selector = callData.slice(0, 10)
      if (target === chain.multicall3 && selector === SELECTOR.getEthBalance)
        return { success: true, returnData: uint(state.native) }
      if (target.toLowerCase() !== TOKEN.toLowerCase()) return { success: false, returnData: '0x' as Hex }
      switch (selector) {
        case SELECTOR.balanceOf:
          return state.balanceReverts
            ? { success: false, returnData: '0x' as Hex }
            : { success: true, returnData: uint(state.balance) }
        case SELECTOR.symbol:
          return state.textReverts
            ? { success: false, returnData: '0x' as Hex }
            : { success: true, returnData: text('REAL') }
        case SELECTOR.name:
          return state.textReverts
            ? { success: false, returnData: '0x' as Hex }
            : { success: true, returnData: text('Real Token') }
        case SELECTOR.decimals:
          return state.decimals === undefined
            ? { success: false, returnData: '0x' as Hex }
            : { success: true, returnData: uint(state.decimals) }
      }
      return { success: false, returnData: '0x' as Hex }
    })
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
  })
  return { state, multicalls, request, client: { request } as unknown as ChainClient }
}

/** The inner calls of one multicall made to the token with `selector`. */
const callsTo = (calls: Call3[], selector: Hex) =>
  calls.filter((call) => call.target.toLowerCase() === TOKEN.toLowerCase() && call.callData.startsWith(selector))

let tracker: BalanceTracker | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  tracker?.dispose()
  tracker = undefined
  expect(vi.getTimerCount()).toBe(0)
  vi.useRealTimers()
})

function start(labels: { decimals?: number; symbol?: string; name?: string } = { decimals: 30, symbol: 'FAKE' }) {
  const node = stubChain()
  tracker = new BalanceTracker(() => node.client)
  tracker.setTokens([chain], buildTokenList([chain], [], [{ chainId: CHAIN_ID, address: TOKEN, ...labels }]))
  return { node, tracker }
}

describe('BalanceTracker: decimals come from the chain alone', () => {
  it('never takes a host label’s decimals; retries a failed decimals() read on the next refresh', async () => {
    const { node, tracker } = start()
    tracker.track(ACCOUNT)
    // track() starts the first read; whenLoaded resolves once it is in, with nothing folded after it.
    await tracker.whenLoaded()
    expect(node.multicalls).toHaveLength(1)
    expect(callsTo(node.multicalls[0]!, SELECTOR.decimals)).toHaveLength(1)

    const first = tracker.row(CHAIN_ID, TOKEN)
    expect(first).toEqual({
      chainId: CHAIN_ID,
      token: TOKEN,
      symbol: 'REAL',
      name: 'Real Token',
      error: 'decimals unknown',
      stale: false,
      addedBySite: true,
    })
    expect(first).not.toHaveProperty('decimals')
    expect(first).not.toHaveProperty('value')
    // The host API says the same: no decimals, no formatted amount, the reason.
    expect(tracker.toPublic().find((balance) => balance.token === TOKEN)).toMatchObject({
      decimals: 0,
      value: '0',
      formatted: '',
      error: 'decimals unknown',
    })
    // The native row is read all the same.
    expect(tracker.row(CHAIN_ID, 'native')).toMatchObject({ decimals: 18, value: 10n ** 18n, stale: false })

    node.state.decimals = 18n
    await tracker.refresh()
    expect(node.multicalls).toHaveLength(2)
    // The failed read was not cached as "no metadata": the second multicall asks again.
    const second = node.multicalls[1]!
    expect(callsTo(second, SELECTOR.decimals)).toHaveLength(1)
    expect(callsTo(second, SELECTOR.symbol)).toHaveLength(1)
    expect(callsTo(second, SELECTOR.name)).toHaveLength(1)
    expect(callsTo(second, SELECTOR.balanceOf)).toHaveLength(1)

    expect(tracker.row(CHAIN_ID, TOKEN)).toEqual({
      chainId: CHAIN_ID,
      token: TOKEN,
      symbol: 'REAL',
      name: 'Real Token',
      decimals: 18,
      value: 1_234_500_000_000_000_000n,
      stale: false,
      addedBySite: true,
    })
    expect(tracker.toPublic().find((balance) => balance.token === TOKEN)).toMatchObject({
      decimals: 18,
      formatted: '1.2345',
    })

    // Read once, the metadata is cached: the third multicall asks for the balance only.
    await tracker.refresh()
    const third = node.multicalls[2]!
    expect(callsTo(third, SELECTOR.balanceOf)).toHaveLength(1)
    expect(callsTo(third, SELECTOR.decimals)).toHaveLength(0)
    expect(callsTo(third, SELECTOR.symbol)).toHaveLength(0)
    expect(third).toHaveLength(2)
  })

  it('track() then refresh(): the refresh is folded into one follow-up read, and neither caches the failed decimals', async () => {
    const { node, tracker } = start()
    tracker.track(ACCOUNT)
    await tracker.refresh()
    expect(tracker.row(CHAIN_ID, TOKEN)).toMatchObject({ error: 'decimals unknown' })
    expect(tracker.row(CHAIN_ID, TOKEN)).not.toHaveProperty('decimals')
    // The follow-up of the folded refresh (block 2) runs on its own; wait for it to land.
    await vi.waitFor(() => expect(tracker.getSnapshot().chains[0]?.blockNumber).toBe(2n))
    expect(node.multicalls).toHaveLength(2)
    expect(callsTo(node.multicalls[1]!, SELECTOR.decimals)).toHaveLength(1)
    expect(tracker.row(CHAIN_ID, TOKEN)).not.toHaveProperty('decimals')

    node.state.decimals = 18n
    await tracker.refresh()
    expect(node.multicalls).toHaveLength(3)
    expect(callsTo(node.multicalls[2]!, SELECTOR.decimals)).toHaveLength(1)
    expect(tracker.row(CHAIN_ID, TOKEN)).toMatchObject({
      decimals: 18,
      value: 1_234_500_000_000_000_000n,
      stale: false,
    })
    expect(tracker.row(CHAIN_ID, TOKEN)).not.toHaveProperty('error')
  })

  it('shows the last value as stale when decimals were known and the next balance read fails', async () => {
    const { node, tracker } = start()
    node.state.decimals = 6n
    tracker.track(ACCOUNT)
    await tracker.whenLoaded()
    expect(tracker.row(CHAIN_ID, TOKEN)).toMatchObject({ decimals: 6, value: 1_234_500_000_000_000_000n, stale: false })
    node.state.balanceReverts = true
    await tracker.refresh()
    expect(tracker.row(CHAIN_ID, TOKEN)).toMatchObject({
      decimals: 6,
      value: 1_234_500_000_000_000_000n,
      stale: true,
      error: expect.any(String),
    })
  })

  it.each([
    ['256 (not a uint8)', 256n],
    ['2^255', 2n ** 255n],
  ])('treats decimals() returning %s as unknown, never the label', async (_, decimals) => {
    const { node, tracker } = start()
    node.state.decimals = decimals
    tracker.track(ACCOUNT)
    await tracker.whenLoaded()
    const row = tracker.row(CHAIN_ID, TOKEN)
    expect(row).toMatchObject({ error: 'decimals unknown' })
    expect(row).not.toHaveProperty('decimals')
    expect(row).not.toHaveProperty('value')
  })

  it('uses a label only for the symbol and name when the chain has none', async () => {
    const { node, tracker } = start({ decimals: 30, symbol: 'FAKE', name: 'Fake Token' })
    node.state.decimals = 18n
    node.state.textReverts = true
    node.state.balance = 5n
    tracker.track(ACCOUNT)
    await tracker.whenLoaded()
    expect(tracker.row(CHAIN_ID, TOKEN)).toEqual({
      chainId: CHAIN_ID,
      token: TOKEN,
      symbol: 'FAKE',
      name: 'Fake Token',
      decimals: 18,
      value: 5n,
      stale: false,
      addedBySite: true,
    })
    expect(tracker.row(CHAIN_ID, TOKEN)?.decimals).not.toBe(30)
  })

  it('stops its timers on dispose', async () => {
    const { tracker } = start()
    tracker.track(ACCOUNT)
    expect(vi.getTimerCount()).toBe(1)
    await tracker.whenLoaded()
    tracker.dispose()
    expect(vi.getTimerCount()).toBe(0)
    expect(tracker.getSnapshot()).toEqual({ account: undefined, chains: [] })
  })
})
