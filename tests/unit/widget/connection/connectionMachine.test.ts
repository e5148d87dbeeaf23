import { describe, expect, it } from 'vitest'
import {
  hostEvents,
  publicState,
  transition,
  type Connection,
} from '../../../../widget/src/connection/connectionMachine'

const wallet = { name: 'Test Wallet', rdns: 'dev.test' }
const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const disconnected: Connection = { status: 'disconnected' }
const choose = (attempt: number) =>
  transition(disconnected, { type: 'choose', attempt, walletId: 'injected:dev.test', wallet })

describe('connection state machine', () => {
  it('walks disconnected → connecting → connected on a supported chain', () => {
    const connecting = choose(1)
    expect(connecting).toMatchObject({ status: 'connecting', step: 'authorize', attempt: 1 })
    const connected = transition(connecting, {
      type: 'authorized',
      attempt: 1,
      address: A,
      chainId: 31337,
      chainSupported: true,
    })
    expect(connected).toEqual({
      status: 'connected',
      walletId: 'injected:dev.test',
      wallet,
      address: A,
      chainId: 31337,
    })
  })

  it('stops at wrongChain on an unsupported chain, then connects once the wallet switches', () => {
    const wrong = transition(choose(1), {
      type: 'authorized',
      attempt: 1,
      address: A,
      chainId: 1,
      chainSupported: false,
    })
    expect(wrong).toMatchObject({ status: 'connecting', step: 'wrongChain', chainId: 1 })
    const switching = transition(wrong, { type: 'switchRequested', attempt: 1 })
    expect(switching).toMatchObject({ step: 'switching' })
    expect(transition(switching, { type: 'chainChanged', chainId: 5, chainSupported: false })).toMatchObject({
      step: 'wrongChain',
      chainId: 5,
    })
    expect(transition(switching, { type: 'chainChanged', chainId: 31337, chainSupported: true })).toMatchObject({
      status: 'connected',
      address: A,
    })
  })

  it('drops late answers from an attempt the visitor cancelled', () => {
    const cancelled = transition(choose(1), { type: 'cancel' })
    expect(cancelled).toEqual(disconnected)
    expect(
      transition(cancelled, { type: 'authorized', attempt: 1, address: A, chainId: 31337, chainSupported: true }),
    ).toBe(cancelled)
    const retry = transition(cancelled, { type: 'choose', attempt: 2, walletId: 'x', wallet })
    expect(
      transition(retry, { type: 'authorized', attempt: 1, address: A, chainId: 31337, chainSupported: true }),
    ).toBe(retry)
    expect(transition(retry, { type: 'failed', attempt: 1, notice: { key: 'notice.walletDisconnected' } })).toBe(retry)
  })

  it('returns to disconnected with the notice on failure', () => {
    expect(
      transition(choose(3), {
        type: 'failed',
        attempt: 3,
        notice: { key: 'notice.declined', params: { wallet: 'W' } },
      }),
    ).toEqual({
      status: 'disconnected',
      notice: { key: 'notice.declined', params: { wallet: 'W' } },
    })
  })

  it('follows account and chain changes while connected, and an empty account list disconnects', () => {
    const connected = transition(choose(1), {
      type: 'authorized',
      attempt: 1,
      address: A,
      chainId: 31337,
      chainSupported: true,
    })
    expect(transition(connected, { type: 'accountsChanged', address: B })).toMatchObject({
      status: 'connected',
      address: B,
    })
    expect(transition(connected, { type: 'chainChanged', chainId: 10, chainSupported: false })).toMatchObject({
      status: 'connected',
      chainId: 10,
    })
    expect(transition(connected, { type: 'accountsChanged', address: undefined })).toEqual(disconnected)
    expect(transition(connected, { type: 'disconnect' })).toEqual(disconnected)
  })

  it('ignores wallet events while disconnected', () => {
    expect(transition(disconnected, { type: 'accountsChanged', address: A })).toBe(disconnected)
    expect(transition(disconnected, { type: 'chainChanged', chainId: 1, chainSupported: true })).toBe(disconnected)
  })

  it('shows the host the address only when connected', () => {
    const connecting = transition(choose(1), {
      type: 'authorized',
      attempt: 1,
      address: A,
      chainId: 1,
      chainSupported: false,
    })
    expect(publicState(connecting)).toEqual({ status: 'connecting' })
    const connected = transition(connecting, { type: 'chainChanged', chainId: 31337, chainSupported: true })
    expect(publicState(connected)).toEqual({ status: 'connected', address: A, chainId: 31337, wallet })
  })

  it('a failed switch goes back to the wrong-chain step of the same attempt only', () => {
    const switching = transition(
      transition(choose(1), { type: 'authorized', attempt: 1, address: A, chainId: 1, chainSupported: false }),
      { type: 'switchRequested', attempt: 1 },
    )
    expect(transition(switching, { type: 'switchFailed', attempt: 1 })).toMatchObject({
      status: 'connecting',
      step: 'wrongChain',
      chainId: 1,
    })
    expect(transition(switching, { type: 'switchFailed', attempt: 2 })).toBe(switching)
  })
})

describe('host events from a change of the connection', () => {
  const connected = transition(choose(1), {
    type: 'authorized',
    attempt: 1,
    address: A,
    chainId: 31337,
    chainSupported: true,
  })
  const names = (before: Connection, after: Connection) =>
    hostEvents(before, after).map((m) => (m.kind === 'event' ? m.name : m.kind))

  it('connect once, when a connection is made (not while connecting, not on a wrong chain)', () => {
    expect(names(disconnected, choose(1))).toEqual([])
    expect(
      names(
        choose(1),
        transition(choose(1), { type: 'authorized', attempt: 1, address: A, chainId: 1, chainSupported: false }),
      ),
    ).toEqual([])
    expect(hostEvents(choose(1), connected)).toEqual([
      { kind: 'event', name: 'connect', payload: { address: A, chainId: 31337, wallet } },
    ])
  })

  it('accountsChanged then chainChanged for what changed while connected, nothing for the same values', () => {
    const moved = { ...connected, address: B, chainId: 10 } as Connection
    expect(hostEvents(connected, moved)).toEqual([
      { kind: 'event', name: 'accountsChanged', payload: { address: B } },
      { kind: 'event', name: 'chainChanged', payload: { chainId: 10 } },
    ])
    expect(names(connected, { ...connected } as Connection)).toEqual([])
  })

  it('disconnect only when a connected session ends, not when an attempt fails', () => {
    expect(names(connected, disconnected)).toEqual(['disconnect'])
    expect(names(choose(1), disconnected)).toEqual([])
    expect(names(disconnected, { status: 'disconnected' })).toEqual([])
  })
})
