import { describe, expect, it, vi } from 'vitest'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import { DurableStore, readRecord } from '../../../../widget/src/storage/durableStore'
import { parseRememberedSession } from '../../../../widget/src/connection/rememberedSession'

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

describe('DurableStore', () => {
  it('keeps records in the iframe storage when it is persistent', async () => {
    const real = memoryStorage()
    const agent = vi.fn()
    const store = new DurableStore(
      createSafeStorage(() => real),
      'http://host.example',
    )
    store.attachAgent(agent)
    store.write('session', '{"walletId":"injected:io.metamask"}')
    expect(await store.read('session')).toBe('{"walletId":"injected:io.metamask"}')
    expect(real.getItem('walletport:session:http://host.example')).not.toBeNull()
    expect(agent).not.toHaveBeenCalled()
  })

  it('asks the host agent when the iframe storage is blocked', async () => {
    const host = new Map<string, string>()
    const agent = vi.fn(async (request: { op: string; key: string; value?: string | null }) => {
      if (request.op === 'remember') {
        if (request.value === null || request.value === undefined) host.delete(request.key)
        else host.set(request.key, request.value)
      }
      return { ok: true as const, value: request.op === 'recall' ? (host.get(request.key) ?? null) : null }
    })
    const writer = new DurableStore(createSafeStorage(throwing), 'scope')
    writer.attachAgent(agent as never)
    writer.write('pendingSend', 'tx')
    await Promise.resolve()
    // A fresh page (new store), same host storage.
    const reader = new DurableStore(createSafeStorage(throwing), 'scope')
    reader.attachAgent(agent as never)
    expect(await reader.read('pendingSend')).toBe('tx')
    reader.write('pendingSend', undefined)
    expect(host.has('pendingSend')).toBe(false)
  })

  it('reads a corrupted record as none and deletes it', async () => {
    const real = memoryStorage()
    real.setItem('walletport:session:s', '{"walletId":')
    const store = new DurableStore(
      createSafeStorage(() => real),
      's',
    )
    expect(await readRecord(store, 'session', parseRememberedSession)).toBeUndefined()
    expect(real.getItem('walletport:session:s')).toBeNull()
  })
})

describe('parseRememberedSession', () => {
  it('accepts a wallet id and an address', () => {
    expect(parseRememberedSession({ walletId: 'dev:anvil', address: ADDRESS })).toEqual({
      walletId: 'dev:anvil',
      address: ADDRESS,
    })
  })

  it.each([
    ['null', null],
    ['a missing address', { walletId: 'a' }],
    ['a bad address', { walletId: 'a', address: '0x12' }],
    ['an empty wallet id', { walletId: '', address: ADDRESS }],
  ])('rejects %s', (_, value) => {
    expect(parseRememberedSession(value)).toBeUndefined()
  })
})
