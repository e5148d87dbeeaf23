import { describe, expect, it, vi } from 'vitest'
import { createSafeStorage } from '../../widget/src/session/safeStorage'
import { parseRememberedSession, SessionMemory } from '../../widget/src/session/sessionMemory'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size
    },
  }
}

const throwing = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError')
}

describe('createSafeStorage', () => {
  it('uses the real storage when it works', () => {
    const real = memoryStorage()
    const storage = createSafeStorage(() => real)
    expect(storage.persistent).toBe(true)
    storage.set('k', 'v')
    expect(real.getItem('k')).toBe('v')
    expect(storage.get('k')).toBe('v')
  })

  it('falls back to memory when the storage throws, and says it is not persistent', () => {
    const storage = createSafeStorage(throwing)
    expect(storage.persistent).toBe(false)
    storage.set('k', 'v')
    expect(storage.get('k')).toBe('v')
    storage.remove('k')
    expect(storage.get('k')).toBeUndefined()
  })
})

describe('SessionMemory', () => {
  it('keeps the session in the iframe storage when it is persistent', async () => {
    const real = memoryStorage()
    const agent = vi.fn()
    const memory = new SessionMemory(createSafeStorage(() => real), 'key')
    memory.attachAgent(agent)
    memory.remember({ walletId: 'injected:io.metamask', address: ADDRESS })
    expect(await memory.recall()).toEqual({ walletId: 'injected:io.metamask', address: ADDRESS })
    expect(agent).not.toHaveBeenCalled()
  })

  it('asks the host agent when the iframe storage is blocked', async () => {
    let hostValue: string | null = null
    const agent = vi.fn(async (request: { op: string; value?: string | null }) => {
      if (request.op === 'remember') hostValue = request.value ?? null
      return { ok: true as const, value: request.op === 'recall' ? hostValue : null }
    })
    const writer = new SessionMemory(createSafeStorage(throwing), 'key')
    writer.attachAgent(agent as never)
    writer.remember({ walletId: 'dev:anvil', address: ADDRESS })
    await Promise.resolve()
    // A fresh page (new memory), same host storage.
    const reader = new SessionMemory(createSafeStorage(throwing), 'key')
    reader.attachAgent(agent as never)
    expect(await reader.recall()).toEqual({ walletId: 'dev:anvil', address: ADDRESS })
    reader.forget()
    expect(hostValue).toBeNull()
  })

  it('clears a corrupted record and reads it as none', async () => {
    const real = memoryStorage()
    real.setItem('key', '{"walletId":')
    const memory = new SessionMemory(createSafeStorage(() => real), 'key')
    expect(await memory.recall()).toBeUndefined()
    expect(real.getItem('key')).toBeNull()
  })
})

describe('parseRememberedSession', () => {
  it.each([
    ['not JSON', 'nope'],
    ['null', 'null'],
    ['a missing address', '{"walletId":"a"}'],
    ['a bad address', '{"walletId":"a","address":"0x12"}'],
    ['an empty wallet id', `{"walletId":"","address":"${ADDRESS}"}`],
  ])('rejects %s', (_, raw) => {
    expect(parseRememberedSession(raw)).toBeUndefined()
  })
})
