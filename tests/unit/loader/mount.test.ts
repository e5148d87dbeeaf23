// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import type { MountOptions } from '../../../protocol/types'
import type { HostBridgeModule, HostBridgeParameters } from '../../../loader/hostBridge'
import { mountWith, type LoadBridge } from '../../../loader/mount'
import { readScriptAttributes } from '../../../loader/readScriptAttributes'

const WIDGET_URL = 'https://widget.example/widget/'

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void }
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets the loader's promise chains run (a few dozen microtask turns; no timers involved). */
async function settle() {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

/**
 * The host module's `connectHostBridge`, faked: the test answers the handshake (`ready`) and each
 * call itself, and sees what the loader handed over.
 */
function fakeBridge(params: HostBridgeParameters) {
  const ready = deferred<unknown>()
  const calls: { method: string; params: unknown; answer: Deferred<unknown> }[] = []
  const agent = {
    announce: vi.fn(),
    provider: {
      request: vi.fn(async (args: { method: string }) => `answer to ${args.method}`),
      on: vi.fn(),
      removeListener: vi.fn(),
    },
  }
  const bridge = {
    params,
    calls,
    agentObject: agent,
    answerReady: (raw: unknown = { ok: true, value: null }) => ready.resolve(raw),
    failReady: (error: unknown) => ready.reject(error),
    ready: ready.promise,
    call: (method: string, callParams?: unknown) => {
      const answer = deferred<unknown>()
      calls.push({ method, params: callParams, answer })
      return answer.promise
    },
    agent: vi.fn(async () => agent),
    launcher: params.launcherSlot ? { open: vi.fn(), close: vi.fn() } : undefined,
    destroy: vi.fn(),
  }
  return bridge
}
type FakeBridge = ReturnType<typeof fakeBridge>

/** mountWith with a bridge module that arrives when the test says so. */
function mountFake(options: MountOptions = { widgetUrl: WIDGET_URL }, script?: HTMLScriptElement) {
  const load = deferred<HostBridgeModule>()
  const bridges: FakeBridge[] = []
  const module = {
    connectHostBridge: vi.fn((params: HostBridgeParameters) => {
      const bridge = fakeBridge(params)
      bridges.push(bridge)
      return bridge
    }),
    readScriptAttributes,
  }
  const loadBridge = vi.fn<LoadBridge>(() => load.promise)
  const handle = mountWith(loadBridge, options, script)
  const errors: unknown[] = []
  handle.on('error', (payload) => errors.push(payload))
  // A rejection the test looks at later is not an unhandled one meanwhile.
  const ready = handle.ready.then(
    () => 'ready' as const,
    (error: unknown) => error,
  )
  return {
    handle,
    ready,
    errors,
    loadBridge,
    module,
    /** The host module arrives; returns the bridge the loader then connected. */
    async arrive(): Promise<FakeBridge> {
      load.resolve(module as unknown as HostBridgeModule)
      await settle()
      return bridges[0]!
    },
    failLoad: (error: unknown) => load.reject(error),
    get bridge() {
      return bridges[0]
    },
  }
}

const iframes = () => [
  ...document.querySelectorAll('iframe'),
  ...[...document.querySelectorAll('div')].flatMap((div) => [...(div.shadowRoot?.querySelectorAll('iframe') ?? [])]),
]

let target: HTMLDivElement

const writeStderr = process.stderr.write.bind(process.stderr)
beforeEach(() => {
  // happy-dom loads no iframe page (its default) and prints so, with a stack, for each iframe placed,
  // through the console it was given (not the test's, which a spy would reach): that line only is dropped.
  vi.spyOn(process.stderr, 'write').mockImplementation(
    ((chunk: string | Uint8Array, ...rest: never[]) =>
      String(chunk).includes('Iframe page loading is disabled') ||
      writeStderr(chunk, ...rest)) as typeof process.stderr.write,
  )
  target = document.body.appendChild(document.createElement('div'))
  target.id = 'wallet'
})

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
  for (const key of ['widgetUrl', 'announceProvider', 'target', 'timeoutMs', 'theme', 'code'])
    delete (Object.prototype as Record<string, unknown>)[key]
  vi.useRealTimers()
})

describe('mountWith: ready', () => {
  it('places the iframe at once, connects the bridge when its code arrives, and is ready after its answer', async () => {
    const readyEvents: unknown[] = []
    const onWindow = (event: Event) => readyEvents.push(['window', (event as CustomEvent).detail])
    addEventListener('walletport:ready', onWindow)
    const { handle, ready, arrive, loadBridge, module } = mountFake({
      widgetUrl: WIDGET_URL,
      target: '#wallet',
      theme: 'dark',
      timeoutMs: 5000,
    })
    handle.on('ready', (payload) => readyEvents.push(['on', payload]))
    await settle()
    // From the widget's URL, the page's query aside (the host module is fetched relative to it).
    expect(new URL('host/bridge.js', loadBridge.mock.calls[0]![0]).href).toBe(`${WIDGET_URL}host/bridge.js`)
    const iframe = target.querySelector('iframe')!
    // The page in the host's theme (and the browser's language: none given), asked of the widget origin.
    expect(iframe.src).toBe(`${WIDGET_URL}?,dark`)
    expect(iframe.style.height).toBe('480px')

    const bridge = await arrive()
    expect(module.connectHostBridge).toHaveBeenCalledTimes(1)
    expect(bridge.params).toMatchObject({
      iframe,
      widgetUrl: new URL(WIDGET_URL),
      timeoutMs: 5000,
      launcherSlot: undefined,
    })
    // The loader's own options stay with the loader; the rest go to the widget.
    expect({ ...bridge.params.widgetOptions }).toEqual({ theme: 'dark' })
    expect(readyEvents).toEqual([])

    bridge.answerReady()
    expect(await ready).toBe('ready')
    expect(readyEvents).toEqual([
      ['on', {}],
      ['window', {}],
    ])
    removeEventListener('walletport:ready', onWindow)
  })

  it("fails ready with the code of the widget's refusal, removes the iframe and emits error", async () => {
    const { ready, arrive, errors } = mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' })
    const bridge = await arrive()
    bridge.answerReady({
      ok: false,
      error: { code: 'INVALID_REQUEST', message: 'chains: 7 is not a chain of this deployment' },
    })
    const error = (await ready) as WalletportError
    expect(error).toBeInstanceOf(WalletportError)
    expect([error.code, error.message]).toEqual(['INVALID_REQUEST', 'chains: 7 is not a chain of this deployment'])
    await settle()
    expect(iframes()).toEqual([])
    expect(errors).toEqual([{ code: 'INVALID_REQUEST', message: 'chains: 7 is not a chain of this deployment' }])
  })

  it('keeps the code of an error the bridge throws as plain data (ORIGIN_NOT_ALLOWED), removes the iframe and emits error', async () => {
    const { ready, arrive, errors } = mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' })
    const bridge = await arrive()
    const refusal = {
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'http://localhost:3000 may not embed this wallet: add it to allowedOrigins',
    }
    bridge.failReady(refusal)
    const error = (await ready) as WalletportError
    expect(error).toBeInstanceOf(WalletportError)
    expect({ code: error.code, message: error.message }).toEqual(refusal)
    await settle()
    expect(iframes()).toEqual([])
    expect(errors).toEqual([refusal])
  })

  it('fails ready with INVALID_REQUEST naming a bad data-* attribute of the script tag; the widget is never connected', async () => {
    const script = document.createElement('script')
    script.setAttribute('data-chains', '1;8453')
    const { ready, arrive, module, errors } = mountFake({ widgetUrl: WIDGET_URL }, script)
    await arrive()
    const error = (await ready) as WalletportError
    expect(error).toBeInstanceOf(WalletportError)
    expect([error.code, error.message]).toEqual(['INVALID_REQUEST', 'data-chains="1;8453" is not valid'])
    expect(module.connectHostBridge).not.toHaveBeenCalled()
    await settle()
    expect(iframes()).toEqual([])
    expect(errors).toEqual([{ code: 'INVALID_REQUEST', message: 'data-chains="1;8453" is not valid' }])
  })

  it('asks the widget origin for the page prerendered in the language and theme the host gave, in the query', async () => {
    mountFake({ widgetUrl: WIDGET_URL, target: '#wallet', locale: 'de-AT', theme: 'auto' })
    await settle()
    expect(target.querySelector('iframe')!.src).toBe(`${WIDGET_URL}?de-AT,auto`)
    target.replaceChildren()
    // A script tag's own attributes: read by the first bytes, as the host module parsing them comes later.
    const script = document.createElement('script')
    script.setAttribute('data-locale', 'es')
    script.setAttribute('data-theme', 'dark')
    mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' }, script)
    await settle()
    expect(target.querySelector('iframe')!.src).toBe(`${WIDGET_URL}?es,dark`)
  })

  it('keeps whatever a polluted Object.prototype lends as locale or theme in the query, never in the page’s hash', async () => {
    const proto = Object.prototype as Record<string, unknown>
    proto.theme = 'x#secure-confirm'
    try {
      mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' })
      await settle()
      const src = new URL(target.querySelector('iframe')!.src)
      expect(src.hash).toBe('')
      expect(src.search).toBe('?,x%23secure-confirm')
    } finally {
      delete proto.theme
    }
  })

  it("hands the script tag's attributes to the widget over the options", async () => {
    const script = document.createElement('script')
    script.setAttribute('data-theme', 'light')
    script.setAttribute('data-chains', '8453')
    const { arrive } = mountFake({ widgetUrl: WIDGET_URL, theme: 'dark', locale: 'fr' }, script)
    const bridge = await arrive()
    expect({ ...bridge.params.widgetOptions }).toEqual({ theme: 'light', chains: [8453], locale: 'fr' })
  })

  it('fails ready with INVALID_REQUEST for a target that is not a selector', async () => {
    const { ready, arrive } = mountFake({ widgetUrl: WIDGET_URL, target: '#[' })
    await arrive()
    const error = (await ready) as WalletportError
    expect([error.code, error.message]).toEqual(['INVALID_REQUEST', 'target: "#[" is not a valid selector'])
  })

  it('throws INVALID_REQUEST at once without a widgetUrl', () => {
    expect(() => mountWith(vi.fn(), {})).toThrow(new WalletportError('INVALID_REQUEST', 'widgetUrl is required'))
  })
})

describe('mountWith: a bridge that never loads', () => {
  it('fails ready with TIMEOUT after timeoutMs, removes the iframe and emits error', async () => {
    vi.useFakeTimers()
    const { ready, errors, module } = mountFake({ widgetUrl: WIDGET_URL, target: '#wallet', timeoutMs: 3000 })
    let settled = false
    void ready.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(settled).toBe(false)
    expect(target.querySelector('iframe')).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    const error = (await ready) as WalletportError
    expect(error).toBeInstanceOf(WalletportError)
    expect([error.code, error.message]).toEqual(['TIMEOUT', 'cannot load the bridge from https://widget.example'])
    expect(iframes()).toEqual([])
    expect(errors).toEqual([{ code: 'TIMEOUT', message: 'cannot load the bridge from https://widget.example' }])
    expect(module.connectHostBridge).not.toHaveBeenCalled()
  })

  it('waits 10 s by default', async () => {
    vi.useFakeTimers()
    const { ready } = mountFake()
    let settled = false
    void ready.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(9999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(((await ready) as WalletportError).code).toBe('TIMEOUT')
  })

  it('fails the same way when the import itself fails (a network error carries no code); the launcher slot goes too', async () => {
    const { ready, failLoad, errors } = mountFake({ widgetUrl: WIDGET_URL })
    await settle()
    expect(document.body.querySelector('div:not(#wallet)')?.shadowRoot).toBeTruthy()
    failLoad(new TypeError('Failed to fetch dynamically imported module'))
    expect(((await ready) as WalletportError).code).toBe('TIMEOUT')
    await settle()
    expect(iframes()).toEqual([])
    expect([...document.body.children]).toEqual([target])
    expect(errors).toHaveLength(1)
  })
})

describe('mountWith: errors of the host module', () => {
  it('trusts only an own code: a network error under a polluted Object.prototype.code is still TIMEOUT', async () => {
    Object.defineProperty(Object.prototype, 'code', { value: 'USER_REJECTED', configurable: true, writable: true })
    const { ready, failLoad } = mountFake()
    failLoad(new TypeError('Failed to fetch dynamically imported module'))
    const error = (await ready) as WalletportError
    expect([error.code, error.message]).toEqual(['TIMEOUT', 'cannot load the bridge from https://widget.example'])
  })
})

describe('mountWith: calls', () => {
  it('queues calls made before the bridge arrives and sends them, in order, once it is ready; each gets its own answer', async () => {
    const { handle, arrive } = mountFake()
    const state = handle.getState()
    const connect = handle.connect()
    const balances = handle.getBalances()
    const send = handle.send({ to: '0x00000000000000000000000000000000000000aa', amount: '1', chainId: 8453 } as never)
    const bridge = await arrive()
    // Not before the widget answered configure.
    expect(bridge.calls).toEqual([])
    bridge.answerReady()
    await settle()
    expect(bridge.calls.map(({ method, params }) => [method, params])).toEqual([
      ['getState', undefined],
      ['connect', undefined],
      ['getBalances', undefined],
      ['send', { to: '0x00000000000000000000000000000000000000aa', amount: '1', chainId: 8453 }],
    ])
    // Answered out of order: each promise still gets its own.
    bridge.calls[2]!.answer.resolve({ ok: true, value: [] })
    bridge.calls[0]!.answer.resolve({ ok: true, value: { status: 'disconnected' } })
    bridge.calls[1]!.answer.resolve({
      ok: false,
      error: { code: 'USER_REJECTED', message: 'the visitor closed the dialog' },
    })
    bridge.calls[3]!.answer.reject(new Error('penpal: connection destroyed'))
    expect(await state).toEqual({ status: 'disconnected' })
    expect(await balances).toEqual([])
    await expect(connect).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'the visitor closed the dialog' })
    await expect(connect).rejects.toBeInstanceOf(WalletportError)
    // The connection's own failure surfaces as DESTROYED.
    await expect(send).rejects.toMatchObject({ code: 'DESTROYED' })
  })

  it('a call made after ready goes out at once', async () => {
    const { handle, arrive } = mountFake()
    const bridge = await arrive()
    bridge.answerReady()
    await settle()
    const disconnect = handle.disconnect()
    await settle()
    expect(bridge.calls.map((c) => c.method)).toEqual(['disconnect'])
    bridge.calls[0]!.answer.resolve({ ok: true, value: null })
    expect(await disconnect).toBeUndefined()
  })

  it('calls fail with the error ready failed with', async () => {
    const { handle, arrive } = mountFake()
    const state = handle.getState()
    const bridge = await arrive()
    bridge.failReady({ code: 'ORIGIN_NOT_ALLOWED', message: 'refused' })
    await expect(state).rejects.toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
  })

  it('forwards the events the bridge emits to on() listeners until off()', async () => {
    const { handle, arrive } = mountFake()
    const bridge = await arrive()
    const heard: unknown[] = []
    const listener = (payload: { chainId: number }) => heard.push(payload.chainId)
    handle.on('chainChanged', listener)
    bridge.params.emit('chainChanged', { chainId: 8453 })
    handle.off('chainChanged', listener)
    bridge.params.emit('chainChanged', { chainId: 1 })
    expect(heard).toEqual([8453])
  })
})

describe('mountWith: destroy()', () => {
  it('rejects pending calls with DESTROYED, destroys the bridge, removes the iframe; later calls fail too', async () => {
    const { handle, arrive, ready, errors } = mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' })
    const queued = handle.getState()
    const bridge = await arrive()
    bridge.answerReady()
    await settle()
    const sent = handle.connect()
    await settle()
    handle.destroy()
    await expect(queued).rejects.toMatchObject({ code: 'DESTROYED' })
    await expect(sent).rejects.toMatchObject({ code: 'DESTROYED' })
    await expect(sent).rejects.toBeInstanceOf(WalletportError)
    expect(bridge.destroy).toHaveBeenCalledTimes(1)
    expect(iframes()).toEqual([])
    await expect(handle.getBalances()).rejects.toMatchObject({ code: 'DESTROYED' })
    expect(await ready).toBe('ready')
    // A late answer changes nothing, destroy() again neither; no error event for a destroyed widget.
    bridge.calls[1]?.answer.resolve({ ok: true, value: { address: '0x01' } })
    handle.destroy()
    expect(bridge.destroy).toHaveBeenCalledTimes(1)
    expect(errors).toEqual([])
  })

  it('before the bridge arrives: ready and queued calls reject DESTROYED, the bridge is never connected, no error event', async () => {
    const onWindow: unknown[] = []
    const listener = (event: Event) => onWindow.push((event as CustomEvent).detail)
    addEventListener('walletport:error', listener)
    const { handle, arrive, ready, module, errors } = mountFake()
    const queued = handle.getState()
    await settle()
    handle.destroy()
    await expect(queued).rejects.toMatchObject({ code: 'DESTROYED' })
    await arrive()
    const error = (await ready) as WalletportError
    expect(error.code).toBe('DESTROYED')
    expect(module.connectHostBridge).not.toHaveBeenCalled()
    expect(iframes()).toEqual([])
    expect([...document.body.children]).toEqual([target])
    await settle()
    // Neither to on() listeners nor as walletport:error on window: the host asked for it.
    expect(errors).toEqual([])
    expect(onWindow).toEqual([])
    removeEventListener('walletport:error', listener)
  })

  it('removes the launcher slot in launcher mode, and stops the events', async () => {
    const { handle, arrive } = mountFake()
    const bridge = await arrive()
    bridge.answerReady()
    await settle()
    const heard = vi.fn()
    handle.on('connect', heard)
    expect(document.body.children).toHaveLength(2)
    handle.destroy()
    expect([...document.body.children]).toEqual([target])
    bridge.params.emit('connect', { address: '0x01', chainId: 1, wallet: { name: 'X' } } as never)
    expect(heard).not.toHaveBeenCalled()
  })
})

describe('mountWith: options are own properties only', () => {
  it('an inherited widgetUrl is no widgetUrl', () => {
    Object.defineProperty(Object.prototype, 'widgetUrl', {
      value: 'https://evil.example/widget/',
      configurable: true,
      writable: true,
    })
    const loadBridge = vi.fn<LoadBridge>()
    expect(() => mountWith(loadBridge, {})).toThrow(new WalletportError('INVALID_REQUEST', 'widgetUrl is required'))
    expect(loadBridge).not.toHaveBeenCalled()
    expect(iframes()).toEqual([])
  })

  it('an inherited announceProvider, target or timeoutMs changes nothing; nothing inherited is an own widget option', async () => {
    vi.useFakeTimers()
    for (const [key, value] of Object.entries({
      announceProvider: true,
      target: '#wallet',
      timeoutMs: 1,
      theme: 'dark',
    })) {
      Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true })
    }
    const { ready, arrive } = mountFake({ widgetUrl: WIDGET_URL })
    await vi.advanceTimersByTimeAsync(5)
    const bridge = await arrive()
    // Launcher mode (no own target), the default timeout, no announcement.
    expect(target.querySelector('iframe')).toBeNull()
    expect(bridge.params.launcherSlot).toBeDefined()
    expect(bridge.params.timeoutMs).toBe(10_000)
    expect(Object.keys(bridge.params.widgetOptions)).toEqual([])
    bridge.answerReady()
    expect(await ready).toBe('ready')
    await settle()
    expect(bridge.agent).not.toHaveBeenCalled()
    expect(bridge.agentObject.announce).not.toHaveBeenCalled()
  })
})

describe('mountWith: announceProvider', () => {
  it('asks the host agent to announce once, when the bridge arrives, without waiting for ready', async () => {
    const { arrive } = mountFake({ widgetUrl: WIDGET_URL, announceProvider: true })
    const bridge = await arrive()
    expect(bridge.agent).toHaveBeenCalledTimes(1)
    expect(bridge.agentObject.announce).toHaveBeenCalledTimes(1)
    bridge.answerReady()
    await settle()
    expect(bridge.agentObject.announce).toHaveBeenCalledTimes(1)
    // A loader-only option: not sent to the widget.
    expect(Object.keys(bridge.params.widgetOptions)).toEqual([])
  })

  it('from the data-announce-provider attribute too', async () => {
    const script = document.createElement('script')
    script.setAttribute('data-announce-provider', '')
    const { arrive } = mountFake({ widgetUrl: WIDGET_URL }, script)
    const bridge = await arrive()
    expect(bridge.agentObject.announce).toHaveBeenCalledTimes(1)
  })

  it('not asked for, the agent is not even loaded', async () => {
    const { arrive } = mountFake({ widgetUrl: WIDGET_URL, announceProvider: false })
    const bridge = await arrive()
    bridge.answerReady()
    await settle()
    expect(bridge.agent).not.toHaveBeenCalled()
  })
})

describe('mountWith: handle.provider', () => {
  it('waits for the host agent, then hands requests and listeners to its provider', async () => {
    const { handle, arrive } = mountFake()
    const answer = handle.provider.request({ method: 'eth_chainId' })
    const listener = () => {}
    expect(handle.provider.on('accountsChanged', listener)).toBe(handle.provider)
    expect(handle.provider.removeListener('chainChanged', listener)).toBe(handle.provider)
    const bridge = await arrive()
    expect(await answer).toBe('answer to eth_chainId')
    expect(bridge.agentObject.provider.on).toHaveBeenCalledWith('accountsChanged', listener)
    expect(bridge.agentObject.provider.removeListener).toHaveBeenCalledWith('chainChanged', listener)
  })
})

describe('mountWith: launcher mode (no target)', () => {
  it('puts the hidden full-viewport iframe in a shadow-root slot at once, and hands the slot to the bridge', async () => {
    const { arrive } = mountFake()
    await settle()
    expect(target.querySelector('iframe')).toBeNull()
    const host = [...document.body.children].find((child) => child !== target)!
    const slot = host.shadowRoot!
    const iframe = slot.querySelector('iframe')!
    expect(iframe.src).toBe(WIDGET_URL + '?,#launcher')
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.position).toBe('fixed')
    const bridge = await arrive()
    expect(bridge.params.launcherSlot).toBe(slot)
    expect(bridge.params.iframe).toBe(iframe)
  })

  it("open() and close() wait for the bridge's launcher, then reach it in order", async () => {
    const { handle, arrive } = mountFake()
    handle.open()
    const bridge = await arrive()
    expect(bridge.launcher!.open).toHaveBeenCalledTimes(1)
    expect(bridge.launcher!.close).not.toHaveBeenCalled()
    handle.close()
    await settle()
    expect(bridge.launcher!.close).toHaveBeenCalledTimes(1)
  })

  it('a target that matches nothing is launcher mode too; inline mode has no launcher, and open() is harmless', async () => {
    const inline = mountFake({ widgetUrl: WIDGET_URL, target: '#wallet' })
    inline.handle.open()
    const bridge = await inline.arrive()
    expect(bridge.launcher).toBeUndefined()
    expect(bridge.params.launcherSlot).toBeUndefined()
    const missing = mountFake({ widgetUrl: WIDGET_URL, target: '#nowhere' })
    expect((await missing.arrive()).params.launcherSlot).toBeDefined()
  })

  it('accepts an element as target', async () => {
    const element = document.body.appendChild(document.createElement('section'))
    const { arrive } = mountFake({ widgetUrl: WIDGET_URL, target: element })
    const bridge = await arrive()
    expect(bridge.params.iframe.parentElement).toBe(element)
  })
})
