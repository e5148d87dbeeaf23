import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventHub } from '../../../loader/events'
import { createEmitter } from '../../../protocol/emitter'
import { HostRelayProvider } from '../../../widget/src/wallets/hostRelayProvider'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createEmitter', () => {
  type Events = { ping: number; pong: string }

  it('calls the listeners of that name, in order, until they are removed', () => {
    const emitter = createEmitter<Events>()
    const calls: string[] = []
    const stop = emitter.on('ping', (n) => calls.push(`a${n}`))
    const b = (n: number) => calls.push(`b${n}`)
    emitter.on('ping', b)
    emitter.on('pong', (s) => calls.push(s))
    emitter.emit('ping', 1)
    stop()
    emitter.emit('ping', 2)
    emitter.off('ping', b)
    emitter.emit('ping', 3)
    emitter.emit('pong', 'p')
    emitter.clear()
    emitter.emit('pong', 'q')
    expect(calls).toEqual(['a1', 'b1', 'b2', 'p'])
  })

  it('adds a listener once however often it is added', () => {
    const emitter = createEmitter<Events>()
    const listener = vi.fn()
    emitter.on('ping', listener)
    emitter.on('ping', listener)
    emitter.emit('ping', 1)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('calls the listeners there were when the emit began', () => {
    const emitter = createEmitter<Events>()
    const late = vi.fn()
    const second = vi.fn()
    emitter.on('ping', () => {
      emitter.on('ping', late)
      emitter.off('ping', second)
    })
    emitter.on('ping', second)
    emitter.emit('ping', 1)
    expect(late).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
    emitter.emit('ping', 2)
    expect(late).toHaveBeenCalledWith(2)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('a throwing listener starves neither the others nor the caller; its error is thrown later, uncaught', () => {
    vi.useFakeTimers()
    const emitter = createEmitter<Events>()
    const after = vi.fn()
    emitter.on('ping', () => {
      throw new Error('host bug')
    })
    emitter.on('ping', after)
    expect(() => emitter.emit('ping', 1)).not.toThrow()
    expect(after).toHaveBeenCalledWith(1)
    expect(() => vi.runAllTimers()).toThrow('host bug')
  })

  it('an event named like an Object.prototype key is just a name', () => {
    const emitter = createEmitter<Record<string, unknown>>()
    expect(() => emitter.emit('__proto__', 1)).not.toThrow()
    const listener = vi.fn()
    emitter.on('constructor', listener)
    emitter.emit('constructor', 2)
    expect(listener).toHaveBeenCalledWith(2)
  })
})

describe('createEventHub (the host page)', () => {
  it('calls the on() listeners, then dispatches walletport:<name> on window', () => {
    const order: string[] = []
    vi.stubGlobal('dispatchEvent', (event: CustomEvent) => order.push(`${event.type} ${JSON.stringify(event.detail)}`))
    const hub = createEventHub()
    hub.on('chainChanged', ({ chainId }) => order.push(`on ${chainId}`))
    hub.emit('chainChanged', { chainId: 8453 })
    hub.clear()
    hub.emit('chainChanged', { chainId: 1 })
    expect(order).toEqual([
      'on 8453',
      'walletport:chainChanged {"chainId":8453}',
      'walletport:chainChanged {"chainId":1}',
    ])
  })
})

describe('HostRelayProvider events', () => {
  it('delivers a relayed event to its listeners, for its own wallet only', () => {
    const provider = new HostRelayProvider('rabby', () => Promise.reject(new Error('unused')))
    const accounts = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.dispatch({ id: 'other', event: 'accountsChanged', data: ['0x1'] })
    provider.dispatch({ id: 'rabby', event: 'chainChanged', data: '0x1' })
    provider.dispatch({ id: 'rabby', event: 'accountsChanged', data: ['0x2'] })
    provider.removeListener('accountsChanged', accounts)
    provider.dispatch({ id: 'rabby', event: 'accountsChanged', data: ['0x3'] })
    expect(accounts.mock.calls).toEqual([[['0x2']]])
  })
})
