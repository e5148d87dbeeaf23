import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The browser's WebSocket as viem drives it, with the server's side played by the test: what the
 * widget sends is kept (`sent`), and the test opens, answers, fails or closes the connection.
 */
class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSING = 2
  readonly CLOSED = 3
  static readonly all: FakeWebSocket[] = []
  readyState = FakeWebSocket.CONNECTING
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  readonly sent: { id?: number; method: string; params?: unknown[] }[] = []

  constructor(readonly url: string) {
    super()
    FakeWebSocket.all.push(this)
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data))
  }

  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return
    this.readyState = FakeWebSocket.CLOSED
    this.dispatchEvent(new Event('close'))
  }

  // The server's side.
  accept(): void {
    this.readyState = FakeWebSocket.OPEN
    const event = new Event('open')
    this.onopen?.(event)
    this.dispatchEvent(event)
  }
  fail(): void {
    const event = new Event('error')
    this.onerror?.(event)
    this.dispatchEvent(event)
  }
  reply(message: unknown): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }))
  }
  /** Answers the last request of `method` with `result`. */
  answer(method: string, result: unknown): void {
    const request = [...this.sent].reverse().find((m) => m.method === method)!
    this.reply({ jsonrpc: '2.0', id: request.id, result })
  }
  head(number: string): void {
    this.reply({
      jsonrpc: '2.0',
      method: 'eth_subscription',
      params: { subscription: '0xsub', result: { number, hash: '0x01' } },
    })
  }
}

// Before viem loads isows, which takes the global WebSocket as it finds it then.
vi.stubGlobal('WebSocket', FakeWebSocket)
const { subscribeNewHeads } = await import('../../../../widget/src/chain/subscribeNewHeads')

const URL_ = 'ws://127.0.0.1:8603'
const last = () => FakeWebSocket.all.at(-1)!
/** Every subscription a test made, closed after it as BlockWatcher would: viem keeps an open one cached by URL. */
const made: { close(): void }[] = []

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.all.length = 0
})
afterEach(() => {
  made.splice(0).forEach((heads) => heads.close())
  vi.useRealTimers()
})

/** Opens and subscribes, playing a server that accepts. */
async function subscribed(handlers = { onHead: vi.fn(), onLost: vi.fn() }) {
  const before = FakeWebSocket.all.length
  const opening = subscribeNewHeads(URL_, handlers, new AbortController().signal)
  await vi.waitFor(() => expect(FakeWebSocket.all.length).toBe(before + 1))
  const socket = last()
  socket.accept()
  await vi.waitFor(() => expect(socket.sent.map((m) => m.method)).toContain('eth_subscribe'))
  socket.answer('eth_subscribe', '0xsub')
  const heads = await opening
  made.push(heads)
  return { socket, handlers, heads }
}

describe('subscribeNewHeads (viem over a WebSocket)', () => {
  it('subscribes to newHeads and hands over each head number; sends nothing else, not even a keep-alive, while idle', async () => {
    const { socket, handlers } = await subscribed()
    expect(socket.url).toBe(URL_)
    expect(socket.sent).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_subscribe', params: ['newHeads'] },
    ])
    socket.head('0x10')
    socket.head('not a number')
    socket.head('0x11')
    expect(handlers.onHead.mock.calls).toEqual([[16n], [17n]])
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(socket.sent).toHaveLength(1)
    expect(handlers.onLost).not.toHaveBeenCalled()
  })

  it('reads the head over the same socket', async () => {
    const { socket, heads } = await subscribed()
    const reading = heads.blockNumber()
    socket.answer('eth_blockNumber', '0x2a')
    expect(await reading).toBe(42n)
    expect(FakeWebSocket.all).toHaveLength(1)
  })

  it('reports an error and the close that follows as one loss, and believes no head after it', async () => {
    const { socket, handlers } = await subscribed()
    socket.fail()
    socket.close()
    socket.head('0x12')
    expect(handlers.onLost).toHaveBeenCalledTimes(1)
    expect(handlers.onHead).not.toHaveBeenCalled()
  })

  it('on close, closes the socket without reporting a loss, and the next subscription opens a new socket', async () => {
    const first = await subscribed()
    first.heads.close()
    expect(first.socket.readyState).toBe(FakeWebSocket.CLOSED)
    expect(first.handlers.onLost).not.toHaveBeenCalled()

    const second = await subscribed()
    expect(second.socket).not.toBe(first.socket)
    expect(FakeWebSocket.all).toHaveLength(2)
  })

  it('a lost socket is not reused by the next attempt', async () => {
    const first = await subscribed()
    first.socket.close()
    expect(first.handlers.onLost).toHaveBeenCalledTimes(1)
    const second = await subscribed()
    expect(second.socket).not.toBe(first.socket)
  })

  it('rejects when the connection is refused, and the next attempt opens a fresh socket', async () => {
    const opening = subscribeNewHeads(URL_, { onHead: vi.fn(), onLost: vi.fn() }, new AbortController().signal)
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(1))
    last().fail()
    await expect(opening).rejects.toBeDefined()
    await subscribed()
    expect(FakeWebSocket.all).toHaveLength(2)
  })

  it('given up while eth_subscribe is unanswered: closes the socket and rejects; the next attempt opens a fresh socket', async () => {
    const abort = new AbortController()
    const onLost = vi.fn()
    const opening = subscribeNewHeads(URL_, { onHead: vi.fn(), onLost }, abort.signal)
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(1))
    const socket = last()
    socket.accept()
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1))
    abort.abort()
    await expect(opening).rejects.toBeDefined()
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED)
    expect(onLost).not.toHaveBeenCalled()
    await subscribed()
    expect(FakeWebSocket.all).toHaveLength(2)
  })

  it('given up while connecting: the socket is closed as soon as it opens, and nothing is subscribed', async () => {
    const abort = new AbortController()
    const opening = subscribeNewHeads(URL_, { onHead: vi.fn(), onLost: vi.fn() }, abort.signal)
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(1))
    abort.abort()
    last().accept()
    await expect(opening).rejects.toThrow('gave up')
    expect(last().readyState).toBe(FakeWebSocket.CLOSED)
    expect(last().sent).toEqual([])
    await subscribed()
    expect(FakeWebSocket.all).toHaveLength(2)
  })

  it('rejects and closes the socket when eth_subscribe is refused', async () => {
    const opening = subscribeNewHeads(URL_, { onHead: vi.fn(), onLost: vi.fn() }, new AbortController().signal)
    await vi.waitFor(() => expect(FakeWebSocket.all).toHaveLength(1))
    const socket = last()
    socket.accept()
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1))
    socket.reply({
      jsonrpc: '2.0',
      id: socket.sent[0]!.id,
      error: { code: -32601, message: 'subscriptions not supported' },
    })
    await expect(opening).rejects.toBeDefined()
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED)
  })
})
