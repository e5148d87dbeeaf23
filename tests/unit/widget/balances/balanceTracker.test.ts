import { encodeAbiParameters, encodeFunctionResult, parseAbi, type Address, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { BalanceTracker } from '../../../../widget/src/balances/BalanceTracker'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'

/**
 * BalanceTracker's backoff and refresh folding on chains polled over HTTP (no ws URL: the
 * BlockWatcher ticks every pollIntervalMs). The socket paths are in blockWatcher.test.ts.
 */

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

function httpChain(id: number, pollIntervalMs: number): ChainConfig {
  return {
    id,
    name: `Chain ${id}`,
    rpcUrls: [`http://127.0.0.1:${8000 + id}`],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    pollIntervalMs,
  }
}

/**
 * One chain's RPC as the tracker's client sees it: its head is `head`, the native balance it reads
 * is the block asked for (so the row shows which block was read), every request is kept with its
 * time, `failing` fails every request (`failReads` only the balance reads), and `hold` keeps eth_call answers back until `release()`.
 */
function rpc() {
  const state = {
    head: 1n,
    failing: false,
    failReads: false,
    hold: false,
    stalled: false,
    reading: 0,
    mostReadsAtOnce: 0,
  }
  const hung: (() => void)[] = []
  const held: (() => void)[] = []
  const requests: { method: string; at: number; block?: bigint }[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_blockNumber') {
      requests.push({ method, at: Date.now() })
      // A stopped RPC: no answer, no refusal, until it is back (as the transport would wait for it).
      if (state.stalled) await new Promise<void>((resolve) => hung.push(resolve))
      if (state.failing) throw new Error('HTTP RPC down')
      return `0x${state.head.toString(16)}`
    }
    const block = BigInt((params as [unknown, Hex])[1])
    requests.push({ method, at: Date.now(), block })
    state.reading++
    state.mostReadsAtOnce = Math.max(state.mostReadsAtOnce, state.reading)
    // Whether it fails is decided when it is asked, not when a held read is let go.
    const fails = state.failing || state.failReads
    try {
      if (state.hold) await new Promise<void>((resolve) => held.push(resolve))
      if (fails) throw new Error('HTTP RPC down')
      return encodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        result: [{ success: true, returnData: encodeAbiParameters([{ type: 'uint256' }], [block]) }],
      })
    } finally {
      state.reading--
    }
  }
  return {
    state,
    requests,
    client: { request } as unknown as ChainClient,
    /** When each try at the chain began (its eth_blockNumber). */
    tries: () => requests.filter((r) => r.method === 'eth_blockNumber').map((r) => r.at),
    reads: () => requests.filter((r) => r.method === 'eth_call').map((r) => r.block),
    /** The stopped RPC answers again, the requests it held included. */
    resume() {
      state.stalled = false
      hung.splice(0).forEach((resolve) => resolve())
    },
    release() {
      state.hold = false
      held.splice(0).forEach((resolve) => resolve())
    },
  }
}

/** Lets promise callbacks run (fake timers do not run them by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0)
const gaps = (times: number[]) => times.slice(1).map((at, i) => at - times[i]!)

let tracker: BalanceTracker | undefined

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  // The tracker's one line per outage (rpcFaults.spec checks it in a browser) would fill the run's output here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  tracker?.dispose()
  tracker = undefined
  expect(vi.getTimerCount()).toBe(0)
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A tracker on these chains, each with its own RPC, tracking ACCOUNT (its first reads start at once). */
function track(chains: ChainConfig[], nodes: Map<number, ReturnType<typeof rpc>>) {
  tracker = new BalanceTracker((chain) => nodes.get(chain.id)!.client)
  tracker.setTokens(chains, new Map())
  tracker.track(ACCOUNT)
  const t = tracker
  return {
    tracker: t,
    status: (chainId: number) => t.getSnapshot().chains.find((c) => c.chain.id === chainId)?.status,
    shown: (chainId: number) => t.row(chainId, 'native'),
  }
}

describe('BalanceTracker: backoff while a chain fails', () => {
  it('waits pollIntervalMs after a first failure, twice as long after each next one, at most 30 s', async () => {
    const chain = httpChain(1, 3000)
    const node = rpc()
    node.state.failing = true
    const { status } = track([chain], new Map([[1, node]]))
    await settle()
    expect(status(1)).toBe('error')
    await vi.advanceTimersByTimeAsync(140_000)
    // Tried at 0, then after 3, 6, 12, 24 s; then 30 s, not 48, and 30 s again.
    expect(gaps(node.tries())).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000])
    expect(node.reads()).toEqual([])
  })

  it('the polling ticks in between ask the chain nothing', async () => {
    const chain = httpChain(1, 1000)
    const node = rpc()
    node.state.failing = true
    track([chain], new Map([[1, node]]))
    await vi.advanceTimersByTimeAsync(7000)
    // 0, 1 s, 3 s, 7 s: the ticks at 2, 4, 5 and 6 s are skipped.
    expect(node.tries()).toEqual([0, 1000, 3000, 7000])
  })

  it('starts again from pollIntervalMs after a success', async () => {
    const chain = httpChain(1, 1000)
    const node = rpc()
    node.state.failing = true
    const { status, shown } = track([chain], new Map([[1, node]]))
    await vi.advanceTimersByTimeAsync(15_000)
    expect(node.tries()).toEqual([0, 1000, 3000, 7000, 15_000])
    // Back up: the try at 31 s reads.
    node.state.failing = false
    node.state.head = 5n
    await vi.advanceTimersByTimeAsync(16_000)
    expect(status(1)).toBe('ready')
    expect(shown(1)?.value).toBe(5n)
    const recovered = node.tries().length
    // Down again: the first wait is one interval again, then two, then four.
    node.state.failing = true
    node.state.head = 6n
    await vi.advanceTimersByTimeAsync(20_000)
    const after = node.tries().slice(recovered - 1)
    expect(after.slice(0, 5)).toEqual([31_000, 32_000, 33_000, 35_000, 39_000])
    expect(status(1)).toBe('error')
  })

  it('keeps the last good values, marked stale, while the chain fails', async () => {
    const chain = httpChain(1, 1000)
    const node = rpc()
    const { shown, status } = track([chain], new Map([[1, node]]))
    await settle()
    expect(shown(1)).toMatchObject({ value: 1n, stale: false })
    node.state.failing = true
    await vi.advanceTimersByTimeAsync(5000)
    expect(status(1)).toBe('error')
    expect(shown(1)).toMatchObject({ value: 1n, stale: true })
  })

  it('a chain that stops answering (no refusal) shows its values as not current within the poll interval plus 10 s, and current once it answers', async () => {
    const chain = httpChain(1, 4000)
    const node = rpc()
    const { shown, status } = track([chain], new Map([[1, node]]))
    await settle()
    expect(shown(1)).toMatchObject({ value: 1n, stale: false })
    node.state.stalled = true
    await vi.advanceTimersByTimeAsync(4000 + 10_000)
    expect(status(1)).toBe('error')
    expect(shown(1)).toMatchObject({ value: 1n, stale: true })
    node.state.head = 2n
    node.resume()
    await vi.advanceTimersByTimeAsync(4000)
    expect(status(1)).toBe('ready')
    expect(shown(1)).toMatchObject({ value: 2n, stale: false })
  })

  it('a forced refresh tries at once, whatever the backoff', async () => {
    const chain = httpChain(1, 1000)
    const node = rpc()
    node.state.failing = true
    const { tracker: t, shown } = track([chain], new Map([[1, node]]))
    await vi.advanceTimersByTimeAsync(15_500)
    // Next polling try at 31 s; the Refresh button at 15.5 s asks now.
    const before = node.tries().length
    node.state.failing = false
    node.state.head = 9n
    await t.refresh()
    expect(node.tries().slice(before)).toEqual([15_500])
    expect(shown(1)?.value).toBe(9n)
  })

  it('backs off each chain on its own', async () => {
    const down = rpc()
    const up = rpc()
    down.state.failing = true
    track(
      [httpChain(1, 1000), httpChain(2, 1000)],
      new Map([
        [1, down],
        [2, up],
      ]),
    )
    await vi.advanceTimersByTimeAsync(7000)
    expect(down.tries()).toEqual([0, 1000, 3000, 7000])
    // The healthy chain is polled every tick (a read only when the head moves).
    expect(up.tries()).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000])
  })
})

describe('BalanceTracker: refresh folding', () => {
  async function loaded(chains = [httpChain(1, 1000)]) {
    const nodes = new Map(chains.map((chain) => [chain.id, rpc()]))
    const tracked = track(chains, nodes)
    await tracked.tracker.whenLoaded()
    await settle()
    return { ...tracked, nodes }
  }

  it('refreshes asked while one runs become one follow-up after it, reading the latest block; never two reads at once', async () => {
    const { tracker: t, nodes, shown } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    node.state.head = 2n
    const first = t.refresh()
    await settle()
    expect(node.reads()).toEqual([1n, 2n])
    node.state.head = 3n
    void t.refresh()
    void t.refresh()
    void t.refresh()
    await settle()
    // Nothing more while the read runs.
    expect(node.reads()).toEqual([1n, 2n])
    node.release()
    await first
    await settle()
    // One follow-up, at the head it found.
    expect(node.reads()).toEqual([1n, 2n, 3n])
    expect(shown(1)?.value).toBe(3n)
    expect(node.state.mostReadsAtOnce).toBe(1)
    // And nothing after it while the head stays.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.reads()).toEqual([1n, 2n, 3n])
  })

  it('a refresh asked during the follow-up gets one follow-up of its own', async () => {
    const { tracker: t, nodes } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    node.state.head = 2n
    void t.refresh()
    await settle()
    void t.refresh()
    node.state.head = 3n
    // The first read ends; the follow-up starts and is held in turn.
    node.state.hold = false
    node.release()
    node.state.hold = true
    await settle()
    expect(node.reads()).toEqual([1n, 2n, 3n])
    node.state.head = 4n
    void t.refresh()
    void t.refresh()
    node.release()
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.reads()).toEqual([1n, 2n, 3n, 4n])
    expect(node.state.mostReadsAtOnce).toBe(1)
  })

  it('polling ticks while a read runs ask nothing (the follow-up, if any, does)', async () => {
    const { tracker: t, nodes } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    void t.refresh()
    await settle()
    const asked = node.requests.length
    node.state.head = 7n
    await vi.advanceTimersByTimeAsync(5000)
    expect(node.requests).toHaveLength(asked)
    node.release()
    await settle()
    // The next tick sees the new head and reads it, once.
    await vi.advanceTimersByTimeAsync(1000)
    expect(node.reads()).toEqual([1n, 1n, 7n])
    expect(node.state.mostReadsAtOnce).toBe(1)
  })

  it('folds per chain: a read running on one chain does not hold back a refresh of another', async () => {
    const { tracker: t, nodes } = await loaded([httpChain(1, 1000), httpChain(2, 1000)])
    const slow = nodes.get(1)!
    const fast = nodes.get(2)!
    slow.state.hold = true
    slow.state.head = 2n
    fast.state.head = 2n
    void t.refresh()
    await settle()
    expect(slow.reads()).toEqual([1n, 2n])
    expect(fast.reads()).toEqual([1n, 2n])
    fast.state.head = 3n
    slow.state.head = 3n
    void t.refresh()
    await settle()
    // The free chain reads now; the busy one waits for its read to end, then reads once.
    expect(fast.reads()).toEqual([1n, 2n, 3n])
    expect(slow.reads()).toEqual([1n, 2n])
    slow.release()
    await settle()
    expect(slow.reads()).toEqual([1n, 2n, 3n])
  })

  it('a failed read still runs the folded follow-up', async () => {
    const { tracker: t, nodes, status } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    node.state.failReads = true
    void t.refresh()
    await settle()
    void t.refresh()
    node.state.failReads = false
    node.state.head = 4n
    const statuses: (string | undefined)[] = []
    const stop = t.subscribe(() => statuses.push(status(1)))
    node.release()
    await settle()
    stop()
    expect(statuses).toEqual(['error', 'ready'])
    expect(node.reads()).toEqual([1n, 1n, 4n])
    expect(status(1)).toBe('ready')
  })

  it('no follow-up for an account that is no longer tracked', async () => {
    const { tracker: t, nodes } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    void t.refresh()
    await settle()
    void t.refresh()
    t.track(undefined)
    node.release()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.reads()).toEqual([1n, 1n])
    expect(t.getSnapshot()).toEqual({ chains: [] })
    // Nor does a refresh with nobody tracked ask anything.
    const asked = node.requests.length
    await t.refresh()
    expect(node.requests).toHaveLength(asked)
  })

  it('an account switch during a read reads the new account at once after it, not at the next tick', async () => {
    const { tracker: t, nodes } = await loaded([httpChain(1, 4000)])
    const node = nodes.get(1)!
    node.state.hold = true
    void t.refresh()
    await settle()
    const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address
    t.track(OTHER)
    await settle()
    node.release()
    await settle()
    await settle()
    // The held read (the old account's) ends; the new account is read right away, well before a 4 s tick.
    expect(t.getSnapshot().account).toBe(OTHER)
    expect(t.getSnapshot().chains[0]?.status).toBe('ready')
  })

  it('refresh() resolves once the refresh it asked for has read, not with the read that was already running', async () => {
    const { tracker: t, nodes, shown } = await loaded()
    const node = nodes.get(1)!
    node.state.hold = true
    void t.refresh()
    await settle()
    node.state.head = 5n
    let done = false
    const asked = t.refresh().then(() => (done = true))
    // The running read ends; the follow-up (the refresh asked for) is held in turn.
    node.release()
    node.state.hold = true
    await settle()
    expect(node.reads()).toEqual([1n, 1n, 5n])
    expect(done).toBe(false)
    node.release()
    await asked
    expect(shown(1)?.value).toBe(5n)
  })
})
