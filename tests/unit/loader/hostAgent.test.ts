// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { AgentResponse } from '../../../protocol/bridge'
import { createEmitter } from '../../../protocol/emitter'
import { ProviderRpcError } from '../../../protocol/providerRpcError'
import type { WalletportEvents } from '../../../protocol/types'
import { createHostAgent } from '../../../loader/hostAgent'

type HostCallFunction = Parameters<typeof createHostAgent>[0]
type Listener = (data: unknown) => void

const ICON = 'data:image/svg+xml,%3Csvg%2F%3E'

/** Undone after each test: the fake wallets' own window listeners. */
const teardown: (() => void)[] = []
/** The window listeners of the test's own fakes (the rest are the agent's). */
const fakeListeners = new Set<unknown>()

/**
 * A wallet injected in the host page, as an EIP-6963 wallet behaves: it announces itself when it
 * loads and again on each `eip6963:requestProvider`. `answer` is its EIP-1193 `request`.
 */
function injectWallet(
  uuid: string,
  name: string,
  answer: (args: { method: string; params?: unknown }) => unknown = () => null,
  extra: Record<string, unknown> = {},
) {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    request: vi.fn(async (args: { method: string; params?: unknown }) => answer(args)),
    on: vi.fn(
      (event: string, listener: Listener) =>
        void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
    ),
    removeListener: vi.fn((event: string, listener: Listener) => void listeners.get(event)?.delete(listener)),
  }
  const info = { uuid, name, icon: ICON, rdns: `io.${name.toLowerCase()}`, ...extra }
  const announce = () =>
    dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  fakeListeners.add(announce)
  addEventListener('eip6963:requestProvider', announce)
  teardown.push(() => removeEventListener('eip6963:requestProvider', announce))
  return {
    provider,
    announce,
    /** The wallet emits an EIP-1193 event to whoever listens. */
    emit: (event: string, data: unknown) => [...(listeners.get(event) ?? [])].forEach((listener) => listener(data)),
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

/** Every `eip6963:announceProvider` on the page, as a dapp library would collect them. */
function watchAnnouncements() {
  const seen: { info: Record<string, unknown>; provider: unknown }[] = []
  const listener = (event: Event) => void seen.push((event as CustomEvent).detail)
  fakeListeners.add(listener)
  addEventListener('eip6963:announceProvider', listener)
  teardown.push(() => removeEventListener('eip6963:announceProvider', listener))
  return seen
}

/** What the bridge answers the agent (a plain promise: a vi.fn's own would count as handled). */
let answer: (method: string, params: unknown) => Promise<unknown>
/** Every bridge call the agent made. */
let call: Mock<(method: string, params: unknown) => void>
let hub: ReturnType<typeof createEmitter<WalletportEvents>>
let agent: ReturnType<typeof createHostAgent>

beforeEach(() => {
  answer = async () => null
  call = vi.fn()
  hub = createEmitter<WalletportEvents>()
  agent = newAgent()
})

function newAgent() {
  const bridge = (method: string, params: unknown) => (call(method, params), answer(method, params))
  return createHostAgent(bridge as HostCallFunction, hub.on)
}

afterEach(() => {
  agent.dispose()
  for (const undo of teardown.splice(0)) undo()
  localStorage.clear()
  vi.restoreAllMocks()
})

const discover = () => agent.handle({ op: 'discover' })
const relay = (id: string, method: string, params?: unknown) =>
  agent.handle(params === undefined ? { op: 'request', id, method } : { op: 'request', id, method, params })

describe('host agent: discovery of the host page wallets (EIP-6963)', () => {
  it('asks the page for its wallets and lists each announcement once, by uuid, with its info as parsed', async () => {
    injectWallet('uuid-rabby', 'Rabby')
    injectWallet('uuid-mm', 'MetaMask', () => null, { icon: 'javascript:alert(1)', rdns: 'not a domain!' })
    expect(await discover()).toEqual({
      ok: true,
      value: [
        { id: 'uuid-rabby', info: { name: 'Rabby', rdns: 'io.rabby', icon: ICON } },
        // A bad icon and rdns are left out, the wallet is still offered.
        { id: 'uuid-mm', info: { name: 'MetaMask' } },
      ],
    })
    // Asked again: the same two, not duplicates.
    expect(((await discover()) as { value: unknown[] }).value).toHaveLength(2)
  })

  it('finds a wallet that announces itself late (before the next discover)', async () => {
    expect(await discover()).toEqual({ ok: true, value: [] })
    const late = injectWallet('uuid-late', 'Late')
    late.announce()
    expect(await discover()).toEqual({
      ok: true,
      value: [{ id: 'uuid-late', info: { name: 'Late', rdns: 'io.late', icon: ICON } }],
    })
  })

  it('ignores malformed announcements: no provider.request, a name with hidden characters, no uuid, no detail', async () => {
    const hostile = [
      { info: { uuid: 'a', name: 'NoRequest' }, provider: {} },
      { info: { uuid: 'b', name: 'Meta\u202eMask' }, provider: { request: () => null } },
      { info: { name: 'NoUuid' }, provider: { request: () => null } },
      null,
      'a string',
    ]
    for (const detail of hostile) dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    expect(await discover()).toEqual({ ok: true, value: [] })
  })

  it('does not list its own announcement (handle.provider as "Walletport")', async () => {
    injectWallet('uuid-rabby', 'Rabby')
    const seen = watchAnnouncements()
    agent.announce()
    expect(seen.some((detail) => detail.provider === agent.provider)).toBe(true)
    const listed = (await discover()) as { value: { info: { name: string } }[] }
    expect(listed.value.map((wallet) => wallet.info.name)).toEqual(['Rabby'])
  })
})

describe('host agent: requests relayed to a host wallet', () => {
  it('forwards method and params to the wallet the widget names and answers { ok, value }', async () => {
    const rabby = injectWallet('uuid-rabby', 'Rabby', ({ method }) => (method === 'eth_chainId' ? '0x2105' : ['0xabc']))
    const other = injectWallet('uuid-other', 'Other')
    await discover()
    expect(await relay('uuid-rabby', 'eth_chainId')).toEqual({ ok: true, value: '0x2105' })
    expect(await relay('uuid-rabby', 'eth_requestAccounts', [])).toEqual({ ok: true, value: ['0xabc'] })
    // No params key at all when the widget sent none (some wallets refuse `params: undefined`).
    expect(Object.keys(rabby.provider.request.mock.calls[0]![0])).toEqual(['method'])
    expect(rabby.provider.request.mock.calls.map(([args]) => args)).toEqual([
      { method: 'eth_chainId' },
      { method: 'eth_requestAccounts', params: [] },
    ])
    expect(other.provider.request).not.toHaveBeenCalled()
  })

  it('sends back data only: what postMessage could not clone is dropped or turned into a string', async () => {
    injectWallet('uuid-rabby', 'Rabby', ({ method }) =>
      method === 'big' ? 10n : { hash: '0x01', wait: () => 'a function' },
    )
    await discover()
    const answer = await relay('uuid-rabby', 'eth_sendTransaction', [{}])
    expect(answer).toEqual({ ok: true, value: { hash: '0x01' } })
    expect(() => structuredClone(answer)).not.toThrow()
    expect(await relay('uuid-rabby', 'big')).toEqual({ ok: true, value: '10' })
  })

  it("keeps a wallet error's EIP-1193 code, message and data", async () => {
    injectWallet('uuid-rabby', 'Rabby', () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001, data: { reason: 'denied' } })
    })
    await discover()
    expect(await relay('uuid-rabby', 'eth_sendTransaction', [{}])).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.', data: { reason: 'denied' } },
    })
  })

  it('turns an error without a numeric code into -32603, and a bare throw into "wallet error"', async () => {
    let thrown: unknown
    injectWallet('uuid-rabby', 'Rabby', () => {
      throw thrown
    })
    await discover()
    thrown = { code: 'ACTION_REJECTED', message: 'nope' }
    expect(await relay('uuid-rabby', 'eth_accounts')).toEqual({ ok: false, error: { code: -32603, message: 'nope' } })
    thrown = undefined
    expect(await relay('uuid-rabby', 'eth_accounts')).toEqual({
      ok: false,
      error: { code: -32603, message: 'wallet error' },
    })
  })

  it('answers 4900 for a wallet it never heard of, and refuses a malformed request without calling any wallet', async () => {
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    await discover()
    expect(await relay('uuid-gone', 'eth_accounts')).toEqual({
      ok: false,
      error: { code: 4900, message: 'that host wallet is gone' },
    })
    const malformed = (await agent.handle({ op: 'request', id: 'uuid-rabby', method: 'x'.repeat(101) })) as Extract<
      AgentResponse,
      { ok: false }
    >
    expect(malformed.ok).toBe(false)
    expect(malformed.error.code).toBe(-32603)
    expect((await agent.handle({ op: 'steal' })).ok).toBe(false)
    expect(rabby.provider.request).not.toHaveBeenCalled()
  })
})

describe("host agent: a relayed wallet's events", () => {
  it('forwards accountsChanged, chainChanged and disconnect of a wallet once the widget used it, once each', async () => {
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    await discover()
    // Not used yet: not listened to.
    expect(rabby.listenerCount()).toBe(0)
    await relay('uuid-rabby', 'eth_accounts')
    await relay('uuid-rabby', 'eth_chainId')
    expect(rabby.listenerCount()).toBe(3)
    rabby.emit('accountsChanged', ['0xabc'])
    rabby.emit('chainChanged', '0x1')
    rabby.emit('disconnect', { code: 4900, message: 'bye', toJSON: undefined })
    rabby.emit('message', { type: 'eth_subscription' })
    expect(call.mock.calls).toEqual([
      ['hostWalletEvent', { id: 'uuid-rabby', event: 'accountsChanged', data: ['0xabc'] }],
      ['hostWalletEvent', { id: 'uuid-rabby', event: 'chainChanged', data: '0x1' }],
      ['hostWalletEvent', { id: 'uuid-rabby', event: 'disconnect', data: { code: 4900, message: 'bye' } }],
    ])
  })

  it('swallows a failed forward (the widget went away): the wallet never sees our error', async () => {
    answer = () => Promise.reject({ code: 'DESTROYED', message: 'destroyed' })
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    await discover()
    await relay('uuid-rabby', 'eth_accounts')
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    expect(() => rabby.emit('accountsChanged', [])).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})

describe('host agent: announce() offers handle.provider (EIP-6963)', () => {
  it('announces "Walletport" at once, and once more per eip6963:requestProvider, always with the same uuid', () => {
    const seen = watchAnnouncements()
    agent.announce()
    expect(seen).toHaveLength(1)
    const [first] = seen
    expect(first!.provider).toBe(agent.provider)
    expect(first!.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Walletport',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: 'io.walletport',
    })
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first!.info)).toBe(true)
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    expect(new Set(seen.map((detail) => detail.info.uuid)).size).toBe(1)
  })

  it('without announce() the page never hears of Walletport', async () => {
    const seen = watchAnnouncements()
    await discover()
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen.filter((detail) => detail.provider === agent.provider)).toEqual([])
  })
})

describe('host agent: dispose()', () => {
  it('removes every window listener it added, and every listener it put on a wallet', async () => {
    const added: [string, unknown][] = []
    const removed: [string, unknown][] = []
    const realAdd = globalThis.addEventListener
    const realRemove = globalThis.removeEventListener
    // Spies set before the agent exists, so they see all of its listeners.
    agent.dispose()
    vi.spyOn(globalThis, 'addEventListener').mockImplementation((...args: Parameters<typeof addEventListener>) => {
      if (!fakeListeners.has(args[1])) added.push([args[0], args[1]])
      realAdd(...args)
    })
    vi.spyOn(globalThis, 'removeEventListener').mockImplementation(
      (...args: Parameters<typeof removeEventListener>) => {
        removed.push([args[0], args[1]])
        realRemove(...args)
      },
    )
    agent = newAgent()
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    const other = injectWallet('uuid-other', 'Other')
    agent.announce()
    await discover()
    await relay('uuid-rabby', 'eth_accounts')
    await relay('uuid-other', 'eth_accounts')
    // Its own: the announcements it collects, and the requests it answers with its own.
    expect(added.map(([type]) => type).sort()).toEqual(['eip6963:announceProvider', 'eip6963:requestProvider'])
    expect(removed).toEqual([])
    expect(rabby.listenerCount() + other.listenerCount()).toBe(6)

    agent.dispose()
    expect(removed).toEqual(added)
    expect(rabby.listenerCount() + other.listenerCount()).toBe(0)
  })

  it('no more announcements, no more forwarded events, no more discovery, and requests fail', async () => {
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    const seen = watchAnnouncements()
    agent.announce()
    await discover()
    await relay('uuid-rabby', 'eth_accounts')
    localStorage.setItem('walletport:session', 'kept')
    agent.dispose()
    seen.length = 0
    rabby.provider.request.mockClear()

    dispatchEvent(new Event('eip6963:requestProvider'))
    agent.announce()
    expect(seen.filter((detail) => detail.provider === agent.provider)).toEqual([])
    rabby.emit('accountsChanged', ['0xabc'])
    expect(call).not.toHaveBeenCalledWith('hostWalletEvent', expect.anything())
    const destroyed = { ok: false, error: { code: 4900, message: 'Walletport was destroyed on this page' } }
    expect(await discover()).toEqual(destroyed)
    expect(await relay('uuid-rabby', 'eth_accounts')).toEqual(destroyed)
    expect(await agent.handle({ op: 'recall', key: 'session' })).toEqual(destroyed)
    expect(rabby.provider.request).not.toHaveBeenCalled()
  })

  it("a wallet whose removeListener throws keeps its listener; the other wallets' and the window's are still removed", async () => {
    const broken = injectWallet('uuid-broken', 'Broken')
    const rabby = injectWallet('uuid-rabby', 'Rabby')
    await discover()
    await relay('uuid-broken', 'eth_accounts')
    await relay('uuid-rabby', 'eth_accounts')
    broken.provider.removeListener.mockImplementation(() => {
      throw new Error('not supported')
    })
    const seen = watchAnnouncements()
    agent.announce()
    expect(() => agent.dispose()).not.toThrow()
    expect(rabby.listenerCount()).toBe(0)
    seen.length = 0
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen.filter((detail) => detail.provider === agent.provider)).toEqual([])
  })
})

describe("host agent: the widget's records in the host's storage", () => {
  it('remembers, recalls and forgets under walletport:<key>', async () => {
    expect(await agent.handle({ op: 'recall', key: 'session' })).toEqual({ ok: true, value: null })
    expect(await agent.handle({ op: 'remember', key: 'session', value: '{"a":1}' })).toEqual({ ok: true, value: null })
    expect(localStorage.getItem('walletport:session')).toBe('{"a":1}')
    expect(await agent.handle({ op: 'recall', key: 'session' })).toEqual({ ok: true, value: '{"a":1}' })
    await agent.handle({ op: 'remember', key: 'session', value: null })
    expect(localStorage.getItem('walletport:session')).toBeNull()
  })

  it('refuses a key that is not one of its records', async () => {
    localStorage.setItem('token', 'secret')
    expect((await agent.handle({ op: 'recall', key: '../token' })).ok).toBe(false)
    expect((await agent.handle({ op: 'remember', key: 'token', value: 'x' })).ok).toBe(false)
    expect(localStorage.getItem('token')).toBe('secret')
  })
})

describe('handle.provider (the agent side)', () => {
  it('sends a request through the bridge call and answers its value', async () => {
    answer = async () => '0x2105'
    expect(await agent.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    await agent.provider.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] })
    expect(call.mock.calls).toEqual([
      ['providerRequest', { method: 'eth_chainId' }],
      ['providerRequest', { method: 'eth_getBalance', params: ['0xabc', 'latest'] }],
    ])
  })

  it.each([
    [{ code: 'USER_REJECTED', message: 'no' }, 4001],
    [{ code: 'NOT_CONNECTED', message: 'no' }, 4100],
    [{ code: 'DESTROYED', message: 'no' }, 4900],
    [{ code: 'WALLET_ERROR', message: 'no', rpcCode: 4902, data: { chainId: 1 } }, 4902],
    [{ code: 'RPC_ERROR', message: 'no' }, -32603],
  ])('rejects %o as a ProviderRpcError with code %d', async (error, code) => {
    answer = () => Promise.reject(error)
    const rejected = await agent.provider.request({ method: 'eth_sendTransaction' }).catch((e: unknown) => e)
    expect(rejected).toBeInstanceOf(ProviderRpcError)
    expect(rejected).toMatchObject({ code, message: 'no', data: 'data' in error ? error.data : undefined })
  })

  it("turns the widget's events into EIP-1193 events", () => {
    const heard: [string, unknown][] = []
    for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'])
      agent.provider.on(name, (data) => heard.push([name, data]))
    hub.emit('connect', {
      address: '0x00000000000000000000000000000000000000aa',
      chainId: 8453,
      wallet: { name: 'Rabby' },
    })
    hub.emit('chainChanged', { chainId: 1 })
    hub.emit('disconnect', {})
    expect(heard.slice(0, 4)).toEqual([
      ['connect', { chainId: '0x2105' }],
      ['accountsChanged', ['0x00000000000000000000000000000000000000aa']],
      ['chainChanged', '0x1'],
      ['accountsChanged', []],
    ])
    expect(heard[4]?.[0]).toBe('disconnect')
    expect(heard[4]?.[1]).toMatchObject({ code: 4900 })
  })
})
