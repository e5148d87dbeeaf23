import { encodeAbiParameters, encodeFunctionResult, parseAbi, type Address, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { BalanceTracker } from '../../../../widget/src/balances/BalanceTracker'
import {
  BlockWatcher,
  type HeadsHandlers,
  type HeadsSocket,
  type OpenHeadsSocket,
} from '../../../../widget/src/chain/BlockWatcher'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'

/** One socket attempt: the test decides when (and whether) it subscribes, sends heads or drops. */
class FakeSocket {
  /** What eth_blockNumber answers over this socket. */
  head = 1n
  blockNumberCalls = 0
  closed = false
  /** Given up by the watcher (its signal) before it opened. */
  aborted = false
  readonly opened: Promise<HeadsSocket>
  #resolve!: (socket: HeadsSocket) => void
  #reject!: (error: Error) => void

  constructor(
    readonly url: string,
    readonly handlers: HeadsHandlers,
    signal: AbortSignal,
    honourAbort: boolean,
  ) {
    this.opened = new Promise((resolve, reject) => {
      this.#resolve = resolve
      this.#reject = reject
    })
    if (honourAbort) {
      signal.addEventListener('abort', () => {
        this.aborted = true
        this.#reject(new Error('given up'))
      })
    }
  }

  subscribe(): void {
    this.#resolve({
      blockNumber: async () => {
        this.blockNumberCalls++
        return this.head
      },
      close: () => {
        this.closed = true
      },
    })
  }

  refuse(): void {
    this.#reject(new Error('connection refused'))
  }

  /** A head, delivered even after close: the watcher itself must ignore a socket that is over. */
  newHead(blockNumber: bigint): void {
    this.handlers.onHead(blockNumber)
  }

  drop(): void {
    this.closed = true
    this.handlers.onLost()
  }
}

class FakeSockets {
  readonly all: FakeSocket[] = []
  /** When each attempt was made (fake time). */
  readonly at: number[] = []
  /** false: an opener that ignores the watcher's signal and may still open after being given up. */
  honourAbort = true
  /** Every connection refused at once: a server that is down. */
  down = false
  readonly open: OpenHeadsSocket = (url, handlers, signal) => {
    const socket = new FakeSocket(url, handlers, signal, this.honourAbort)
    this.all.push(socket)
    this.at.push(Date.now())
    if (this.down) socket.refuse()
    return socket.opened
  }
  get last(): FakeSocket {
    return this.all.at(-1)!
  }
}

/** Lets promise callbacks run (fake timers do not run them by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0)

let watcher: BlockWatcher | undefined
let sockets: FakeSockets
let poll: Mock<() => void>
let onHead: Mock<(blockNumber: bigint) => void>
/** The head over HTTP, as the silence check reads it. */
let httpHead: bigint
let readHead: Mock<() => Promise<bigint>>

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  sockets = new FakeSockets()
  poll = vi.fn()
  onHead = vi.fn()
  httpHead = 1n
  readHead = vi.fn(async () => httpHead)
})
afterEach(() => {
  watcher?.stop()
  watcher = undefined
  expect(vi.getTimerCount()).toBe(0)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function startWatcher(webSocketUrls = ['ws://127.0.0.1:8603'], pollIntervalMs = 1000): BlockWatcher {
  watcher = new BlockWatcher({ webSocketUrls, pollIntervalMs, poll, readHead, onHead, openSocket: sockets.open })
  watcher.start()
  return watcher
}

describe('BlockWatcher', () => {
  it('without a ws URL polls every interval and opens no socket', async () => {
    startWatcher([])
    await vi.advanceTimersByTimeAsync(5000)
    expect(poll).toHaveBeenCalledTimes(5)
    expect(sockets.all).toHaveLength(0)
  })

  it('subscribes, hands over each head, and polls not once in a minute while subscribed', async () => {
    startWatcher()
    expect(sockets.all.map((s) => s.url)).toEqual(['ws://127.0.0.1:8603'])
    sockets.last.head = 7n
    sockets.last.subscribe()
    await settle()
    // The head read once on subscribing: a block mined before the subscription is not missed.
    expect(onHead.mock.calls).toEqual([[7n]])
    sockets.last.newHead(8n)
    sockets.last.newHead(9n)
    expect(onHead.mock.calls).toEqual([[7n], [8n], [9n]])

    await vi.advanceTimersByTimeAsync(59_999)
    expect(poll).not.toHaveBeenCalled()
    expect(readHead).not.toHaveBeenCalled()
    expect(sockets.last.blockNumberCalls).toBe(1)
    expect(sockets.all).toHaveLength(1)
    // Only the silence check is scheduled while the subscription lives: no polling timer, no retry, no connect timeout.
    expect(vi.getTimerCount()).toBe(1)
  })

  it('checks a subscription silent for 60 s once over HTTP: a quiet chain keeps the socket, one read a minute', async () => {
    startWatcher()
    sockets.last.subscribe()
    await settle()
    await vi.advanceTimersByTimeAsync(59_999)
    expect(readHead).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(readHead).toHaveBeenCalledTimes(1)
    // Not past the socket's head (1): the chain is quiet, the socket stays.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(readHead).toHaveBeenCalledTimes(3)
    expect(poll).not.toHaveBeenCalled()
    expect(sockets.all).toHaveLength(1)
    expect(sockets.last.closed).toBe(false)
    expect(onHead.mock.calls).toEqual([[1n]])
  })

  it('costs nothing while heads arrive: a head every 50 s for 10 minutes, not one HTTP read', async () => {
    startWatcher()
    sockets.last.subscribe()
    await settle()
    for (let i = 2n; i < 14n; i++) {
      await vi.advanceTimersByTimeAsync(50_000)
      sockets.last.newHead(i)
    }
    expect(readHead).not.toHaveBeenCalled()
    expect(poll).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(1)
  })

  it('a silent socket (subscribed, then nothing) is lost once HTTP is ahead of it: polling, a reconnect, and that head handed over', async () => {
    startWatcher()
    sockets.last.head = 5n
    sockets.last.subscribe()
    await settle()
    sockets.last.newHead(6n)
    // The chain moves on; the socket says nothing (a NAT dropped it without a word).
    httpHead = 9n
    await vi.advanceTimersByTimeAsync(59_999)
    expect(poll).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(readHead).toHaveBeenCalledTimes(1)
    expect(sockets.all[0]!.closed).toBe(true)
    expect(onHead.mock.calls).toEqual([[5n], [6n], [9n]])
    // The lost path: polling every second at once, the socket again after 1 s.
    await vi.advanceTimersByTimeAsync(1000)
    expect(poll).toHaveBeenCalledTimes(1)
    expect(sockets.all).toHaveLength(2)
    // A head from the old socket after that is ignored.
    sockets.all[0]!.newHead(10n)
    expect(onHead).toHaveBeenCalledTimes(3)
  })

  it('waits 3 × pollIntervalMs when that is longer than 60 s, and does not check while polling anyway or while the HTTP read fails', async () => {
    startWatcher(['ws://127.0.0.1:8603'], 30_000)
    sockets.last.subscribe()
    await settle()
    httpHead = 2n
    await vi.advanceTimersByTimeAsync(89_999)
    expect(readHead).not.toHaveBeenCalled()
    readHead.mockRejectedValueOnce(new Error('HTTP RPC down'))
    await vi.advanceTimersByTimeAsync(1)
    expect(readHead).toHaveBeenCalledTimes(1)
    expect(sockets.last.closed).toBe(false)
    // Polling already reads the head: no check on top of it.
    watcher!.keepPolling(true)
    await vi.advanceTimersByTimeAsync(90_000)
    expect(readHead).toHaveBeenCalledTimes(1)
    watcher!.keepPolling(false)
    await vi.advanceTimersByTimeAsync(90_000)
    expect(readHead).toHaveBeenCalledTimes(2)
    expect(sockets.all[0]!.closed).toBe(true)
    expect(onHead.mock.calls.at(-1)).toEqual([2n])
  })

  it('polls while the socket is connecting, and stops once it is subscribed', async () => {
    startWatcher()
    await vi.advanceTimersByTimeAsync(2500)
    expect(poll).toHaveBeenCalledTimes(2)
    sockets.last.subscribe()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(poll).toHaveBeenCalledTimes(2)
  })

  it('falls back to polling when the socket closes, tries it again with a growing backoff, and stops polling once it is back', async () => {
    startWatcher()
    sockets.last.subscribe()
    await settle()
    sockets.last.drop()
    // Polling at once (every 1 s); the socket again after 1 s, refused, then after 2 s, refused, then after 4 s.
    await vi.advanceTimersByTimeAsync(1000)
    expect(poll).toHaveBeenCalledTimes(1)
    expect(sockets.all).toHaveLength(2)
    sockets.last.refuse()
    await vi.advanceTimersByTimeAsync(2000)
    expect(sockets.all).toHaveLength(3)
    sockets.last.refuse()
    await vi.advanceTimersByTimeAsync(3999)
    expect(sockets.all).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(sockets.at).toEqual([0, 1000, 3000, 7000])
    expect(poll).toHaveBeenCalledTimes(7)

    sockets.last.subscribe()
    await settle()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(poll).toHaveBeenCalledTimes(7)
    expect(sockets.all).toHaveLength(4)
    sockets.last.newHead(12n)
    expect(onHead).toHaveBeenLastCalledWith(12n)
  })

  it('never waits more than 30 s between two tries, however long the socket stays down', async () => {
    sockets.down = true
    startWatcher()
    await vi.advanceTimersByTimeAsync(150_000)
    expect(sockets.at.slice(1).map((at, i) => at - sockets.at[i]!)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('counts a head, not a subscribe, as the socket working: the backoff restarts at 1 s only after one', async () => {
    startWatcher()
    sockets.last.subscribe()
    await settle()
    sockets.last.drop()
    await vi.advanceTimersByTimeAsync(1000)
    // Accepted, then dropped before any head: the next wait doubles.
    sockets.last.subscribe()
    await settle()
    sockets.last.drop()
    await vi.advanceTimersByTimeAsync(1999)
    expect(sockets.all).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(sockets.all).toHaveLength(3)
    sockets.last.subscribe()
    await settle()
    sockets.last.newHead(5n)
    sockets.last.drop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets.all).toHaveLength(4)
  })

  it('takes a socket error and the close after it as one loss: one fallback, one retry', async () => {
    startWatcher()
    sockets.last.subscribe()
    await settle()
    const first = sockets.last
    first.drop()
    first.drop()
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets.all).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sockets.all).toHaveLength(2)
    // A head from the lost socket is not believed.
    first.newHead(99n)
    expect(onHead).not.toHaveBeenCalledWith(99n)
  })

  it('tries several ws URLs in turn', async () => {
    startWatcher(['wss://a.example', 'wss://b.example'])
    sockets.last.refuse()
    await vi.advanceTimersByTimeAsync(1000)
    sockets.last.refuse()
    await vi.advanceTimersByTimeAsync(2000)
    expect(sockets.all.map((s) => s.url)).toEqual(['wss://a.example', 'wss://b.example', 'wss://a.example'])
  })

  it('gives up a connect that hangs after 10 s and tries again', async () => {
    startWatcher()
    const hanging = sockets.last
    await vi.advanceTimersByTimeAsync(9999)
    expect(hanging.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(hanging.aborted).toBe(true)
    expect(poll).toHaveBeenCalledTimes(10)
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets.all).toHaveLength(2)
    sockets.last.subscribe()
    await settle()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(poll).toHaveBeenCalledTimes(11)
    expect(sockets.last.closed).toBe(false)
  })

  it('keeps polling while asked, socket or not, and stops when no longer asked', async () => {
    const w = startWatcher()
    sockets.last.subscribe()
    await settle()
    w.keepPolling(true)
    await vi.advanceTimersByTimeAsync(3000)
    expect(poll).toHaveBeenCalledTimes(3)
    w.keepPolling(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(poll).toHaveBeenCalledTimes(3)
  })

  it('on stop closes the socket and clears every timer; nothing reaches the tracker after', async () => {
    const w = startWatcher()
    sockets.last.subscribe()
    await settle()
    const socket = sockets.last
    onHead.mockClear()
    w.stop()
    expect(socket.closed).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    socket.newHead(3n)
    socket.drop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onHead).not.toHaveBeenCalled()
    expect(poll).not.toHaveBeenCalled()
    expect(sockets.all).toHaveLength(1)
  })

  it('stopped while connecting, and while waiting to retry: the attempt is given up, nothing is retried', async () => {
    const w = startWatcher()
    const connecting = sockets.last
    w.stop()
    expect(connecting.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    const again = startWatcher()
    sockets.last.refuse()
    await settle()
    again.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets.all).toHaveLength(2)
  })

  it('closes a socket that subscribes after its attempt was given up (an opener that did not stop in time)', async () => {
    sockets.honourAbort = false
    const w = startWatcher()
    const late = sockets.last
    w.stop()
    late.subscribe()
    await settle()
    expect(late.closed).toBe(true)
    expect(late.blockNumberCalls).toBe(0)
    expect(onHead).not.toHaveBeenCalled()
  })

  it('while the page is hidden skips polling ticks and holds the newest head until it is visible again; stop removes its listener', async () => {
    const page = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
      listeners: new Set<unknown>(),
    })
    page.addEventListener = (_: string, listener: unknown) => void page.listeners.add(listener)
    page.removeEventListener = (_: string, listener: unknown) => void page.listeners.delete(listener)
    page.dispatchEvent = (event: Event) => {
      for (const listener of page.listeners) (listener as (event: Event) => void)(event)
      return true
    }
    vi.stubGlobal('document', page)
    const w = startWatcher()
    sockets.last.subscribe()
    await settle()
    onHead.mockClear()
    page.visibilityState = 'hidden'
    sockets.last.newHead(4n)
    sockets.last.newHead(6n)
    sockets.last.newHead(5n)
    expect(onHead).not.toHaveBeenCalled()
    sockets.last.drop()
    await vi.advanceTimersByTimeAsync(3500)
    expect(poll).not.toHaveBeenCalled()
    page.visibilityState = 'visible'
    page.dispatchEvent(new Event('visibilitychange'))
    expect(onHead.mock.calls).toEqual([[6n]])
    await vi.advanceTimersByTimeAsync(500)
    expect(poll).toHaveBeenCalledTimes(1)
    expect(page.listeners.size).toBe(1)
    w.stop()
    expect(page.listeners.size).toBe(0)
  })
})

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

const chain: ChainConfig = {
  id: 31337,
  name: 'Devchain',
  rpcUrls: ['ws://127.0.0.1:8603'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  pollIntervalMs: 1000,
}
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address

/**
 * The chain over HTTP, as the tracker's client sees it: its head is `head`, the native balance it
 * reads is the block number asked for (so a row shows which block was read), every request is
 * kept, and `hold` keeps eth_call answers back until released.
 */
function httpChain() {
  const state = { head: 1n, failing: false, held: [] as (() => void)[], hold: false }
  const requests: { method: string; block?: bigint }[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_blockNumber') {
      requests.push({ method })
      if (state.failing) throw new Error('HTTP RPC down')
      return `0x${state.head.toString(16)}`
    }
    const block = BigInt((params as [unknown, Hex])[1])
    requests.push({ method, block })
    if (state.hold) await new Promise<void>((resolve) => state.held.push(resolve))
    if (state.failing) throw new Error('HTTP RPC down')
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: [{ success: true, returnData: encodeAbiParameters([{ type: 'uint256' }], [block]) }],
    })
  }
  const count = (method: string) => requests.filter((r) => r.method === method).length
  return { state, requests, count, client: { request } as unknown as ChainClient }
}

describe('BalanceTracker on a chain with a WebSocket', () => {
  let tracker: BalanceTracker | undefined
  afterEach(() => {
    tracker?.dispose()
    tracker = undefined
  })

  async function connected(node = httpChain()) {
    tracker = new BalanceTracker(() => node.client, sockets.open)
    tracker.setTokens([chain], new Map())
    tracker.track(ACCOUNT)
    sockets.last.head = node.state.head
    sockets.last.subscribe()
    await tracker.whenLoaded()
    await settle()
    return { node, tracker, shown: () => tracker!.row(chain.id, 'native')?.value }
  }

  it('idle, sends nothing for a minute, then one eth_blockNumber a minute; each new head is one eth_call at that block, with no eth_blockNumber', async () => {
    const { node, shown } = await connected()
    expect(node.requests).toEqual([{ method: 'eth_blockNumber' }, { method: 'eth_call', block: 1n }])
    await vi.advanceTimersByTimeAsync(59_999)
    expect(node.requests).toHaveLength(2)
    // The silence check: the chain is where the socket said, so the socket stays and nothing is read.
    await vi.advanceTimersByTimeAsync(1)
    expect(node.requests.slice(2)).toEqual([{ method: 'eth_blockNumber' }])

    sockets.last.newHead(2n)
    await settle()
    expect(node.requests.slice(3)).toEqual([{ method: 'eth_call', block: 2n }])
    expect(shown()).toBe(2n)
    // The same head again (a reconnect's catch-up read, say): nothing.
    sockets.last.newHead(2n)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(node.requests).toHaveLength(4)
  })

  it('never reads a block twice: a head for the block being read asks for no second read', async () => {
    const node = httpChain()
    node.state.hold = true
    tracker = new BalanceTracker(() => node.client, sockets.open)
    tracker.setTokens([chain], new Map())
    tracker.track(ACCOUNT)
    await settle()
    // The first read is at block 1 and still running when the socket says 1, then 1 again.
    sockets.last.head = 1n
    sockets.last.subscribe()
    await settle()
    sockets.last.newHead(1n)
    node.state.hold = false
    node.state.held.forEach((release) => release())
    await tracker.whenLoaded()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.count('eth_call')).toBe(1)

    // A newer head during a read is read right after it, once, at that head.
    node.state.hold = true
    sockets.last.newHead(3n)
    await settle()
    sockets.last.newHead(4n)
    sockets.last.newHead(5n)
    node.state.hold = false
    node.state.held.forEach((release) => release())
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.requests.filter((r) => r.method === 'eth_call').map((r) => r.block)).toEqual([1n, 3n, 5n])
    expect(node.count('eth_blockNumber')).toBe(1)
  })

  it('a refresh asked for during a read (the Refresh button, a send) still reads again after it, whatever heads came meanwhile', async () => {
    const { node } = await connected()
    node.state.hold = true
    node.state.head = 2n
    sockets.last.newHead(2n)
    await settle()
    const refreshed = tracker!.refresh()
    sockets.last.newHead(2n)
    node.state.hold = false
    node.state.held.forEach((release) => release())
    await refreshed
    await vi.advanceTimersByTimeAsync(10_000)
    expect(node.requests.slice(2)).toEqual([
      { method: 'eth_call', block: 2n },
      { method: 'eth_blockNumber' },
      { method: 'eth_call', block: 2n },
    ])
  })

  it('polls eth_blockNumber over HTTP while the socket is lost, and stops once it is back', async () => {
    const { node, shown } = await connected()
    sockets.last.drop()
    node.state.head = 2n
    await vi.advanceTimersByTimeAsync(1000)
    expect(shown()).toBe(2n)
    expect(node.count('eth_blockNumber')).toBe(2)
    // Tried again after 1 s: subscribed, and polling ends.
    expect(sockets.all).toHaveLength(2)
    sockets.last.head = 2n
    sockets.last.subscribe()
    await settle()
    const before = node.requests.length
    await vi.advanceTimersByTimeAsync(60_000)
    // Only the silence check a minute after subscribing.
    expect(node.requests.slice(before)).toEqual([{ method: 'eth_blockNumber' }])
  })

  it('a read that fails while the socket is alive is retried by polling, with backoff, until it succeeds', async () => {
    const { node, shown } = await connected()
    node.state.failing = true
    sockets.last.newHead(2n)
    await settle()
    expect(tracker!.getSnapshot().chains[0]?.status).toBe('error')
    node.state.head = 2n
    // Backoff 1 s, then 2 s: the ticks in between ask nothing.
    await vi.advanceTimersByTimeAsync(4000)
    expect(node.count('eth_blockNumber')).toBe(3)
    node.state.failing = false
    await vi.advanceTimersByTimeAsync(4000)
    expect(shown()).toBe(2n)
    expect(tracker!.getSnapshot().chains[0]?.status).toBe('ready')
    const before = node.requests.length
    await vi.advanceTimersByTimeAsync(60_000)
    // Polling has stopped; only the silence check, the socket having sent nothing since head 2.
    expect(node.requests.slice(before)).toEqual([{ method: 'eth_blockNumber' }])
  })

  it('a silent socket does not freeze balances: after a minute the HTTP head, read at once, then polling until the socket is back', async () => {
    const { node, shown } = await connected()
    // Blocks 2..5 are mined; the socket, subscribed, says nothing of them.
    node.state.head = 5n
    await vi.advanceTimersByTimeAsync(59_999)
    expect(shown()).toBe(1n)
    expect(node.requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(node.requests.slice(2)).toEqual([{ method: 'eth_blockNumber' }, { method: 'eth_call', block: 5n }])
    expect(shown()).toBe(5n)
    expect(sockets.all[0]!.closed).toBe(true)
    node.state.head = 6n
    await vi.advanceTimersByTimeAsync(1000)
    expect(shown()).toBe(6n)
    expect(sockets.all).toHaveLength(2)
  })

  it('coalesces a flood of heads: 100 heads in 1 s start at most ceil(1000 / pollIntervalMs) + 1 reads, the newest read last', async () => {
    const { node, shown } = await connected()
    await vi.advanceTimersByTimeAsync(5000)
    const before = node.count('eth_call')
    for (let i = 0; i < 100; i++) {
      sockets.last.newHead(BigInt(i + 2))
      await vi.advanceTimersByTimeAsync(10)
    }
    const reads = node.count('eth_call') - before
    expect(reads).toBeLessThanOrEqual(Math.ceil(1000 / chain.pollIntervalMs!) + 1)
    await vi.advanceTimersByTimeAsync(5000)
    expect(shown()).toBe(101n)
    expect(node.count('eth_call') - before).toBeLessThanOrEqual(Math.ceil(1000 / chain.pollIntervalMs!) + 1)
    expect(node.count('eth_blockNumber')).toBe(1)
  })

  it("heads while the chain's reads fail wait for its backoff; a forced refresh still reads at once", async () => {
    const { node, shown } = await connected()
    await vi.advanceTimersByTimeAsync(5000)
    node.state.failing = true
    sockets.last.newHead(2n)
    await settle()
    expect(tracker!.getSnapshot().chains[0]?.status).toBe('error')
    // The poll 1 s later fails too: the backoff is now 2 s, longer than the 1 s pace of heads.
    await vi.advanceTimersByTimeAsync(1000)
    expect(node.count('eth_blockNumber')).toBe(2)
    const failedAt = Date.now()
    const calls = node.count('eth_call')
    // 199 heads in the next 1990 ms ask for no read, and the polls skip their ticks.
    for (let i = 0; i < 199; i++) {
      await vi.advanceTimersByTimeAsync(10)
      sockets.last.newHead(BigInt(i + 3))
    }
    expect(Date.now() - failedAt).toBeLessThan(2000)
    expect(node.count('eth_call')).toBe(calls)
    expect(node.count('eth_blockNumber')).toBe(2)

    // The Refresh button is not held back.
    node.state.head = 201n
    node.state.failing = false
    await tracker!.refresh()
    expect(node.count('eth_call')).toBe(calls + 1)
    expect(shown()).toBe(201n)
    await vi.advanceTimersByTimeAsync(5000)
    expect(node.count('eth_call')).toBe(calls + 1)
  })
})
