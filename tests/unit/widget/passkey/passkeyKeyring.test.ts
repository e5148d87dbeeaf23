import { describe, expect, it } from 'vitest'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import { PasskeyKeyring, type KnownPasskey } from '../../../../widget/src/passkey/passkeyKeyring'
import { ACCOUNT } from '../../../support/sendFixtures'

/** Where the keyring keeps its record in the widget origin's localStorage. */
const KEY = 'walletport:passkeys'

/** A passkey as the browser reports it: a base64url credential id and a P-256 public key (x‖y, 64 bytes). */
const passkey = (n: number, extra: Partial<KnownPasskey> = {}): KnownPasskey => ({
  id: `credential-${n.toString().padStart(8, '0')}`,
  publicKey: `0x${n.toString(16).padStart(128, 'a')}`,
  ...extra,
})

/** A keyring over a fake localStorage (`initial`: what the storage already holds under its key). */
function keyringOver(initial?: string) {
  const values = new Map<string, string>()
  if (initial !== undefined) values.set(KEY, initial)
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage
  const open = () => new PasskeyKeyring(createSafeStorage(() => storage))
  return {
    keyring: open(),
    /** The same storage read by a new keyring: the widget after a reload. */
    reload: open,
    stored: () => JSON.parse(values.get(KEY) ?? 'null') as { passkeys: KnownPasskey[]; current?: string } | null,
  }
}

describe('PasskeyKeyring: the connected passkey', () => {
  it('use() connects a passkey: current() and find() return it, and a reload restores it', () => {
    const { keyring, reload } = keyringOver()
    expect(keyring.current()).toBeUndefined()
    keyring.use(passkey(1, { backedUp: true }))
    expect(keyring.current()).toEqual(passkey(1, { backedUp: true }))
    expect(keyring.find(passkey(1).id)).toEqual(passkey(1, { backedUp: true }))
    expect(reload().current()).toEqual(passkey(1, { backedUp: true }))
  })

  it('release() disconnects: none is current after a reload, but the passkey stays known for "Use my passkey"', () => {
    const { keyring, reload } = keyringOver()
    keyring.use(passkey(1))
    keyring.release()
    expect(keyring.current()).toBeUndefined()
    expect(reload().current()).toBeUndefined()
    expect(reload().find(passkey(1).id)).toEqual(passkey(1))
  })

  it('remember() keeps a second passkey and its account without changing which one is connected', () => {
    const { keyring } = keyringOver()
    keyring.use(passkey(1))
    keyring.remember(passkey(2, { account: ACCOUNT }))
    expect(keyring.current()?.id).toBe(passkey(1).id)
    expect(keyring.find(passkey(2).id)).toEqual(passkey(2, { account: ACCOUNT }))
  })

  it('remember() with nothing connected connects nothing', () => {
    const { keyring } = keyringOver()
    keyring.remember(passkey(2))
    expect(keyring.current()).toBeUndefined()
    expect(keyring.find(passkey(2).id)).toEqual(passkey(2))
  })

  it('using a known passkey again keeps one record of it, the newest', () => {
    const { keyring, stored } = keyringOver()
    keyring.use(passkey(1, { backedUp: false }))
    keyring.use(passkey(2))
    keyring.use(passkey(1, { backedUp: true }))
    expect(keyring.current()).toEqual(passkey(1, { backedUp: true }))
    expect(stored()?.passkeys.map((known) => known.id)).toEqual([passkey(2).id, passkey(1).id])
  })

  it('works for the page’s life in a browser that refuses storage to the iframe', () => {
    const keyring = new PasskeyKeyring(
      createSafeStorage(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
    )
    keyring.use(passkey(1))
    expect(keyring.current()).toEqual(passkey(1))
  })
})

describe('PasskeyKeyring: at most 16 passkeys kept', () => {
  it('use() of a 17th forgets the oldest; the one just used is connected', () => {
    const { keyring, stored } = keyringOver()
    for (let n = 1; n <= 17; n++) keyring.use(passkey(n))
    expect(keyring.find(passkey(1).id)).toBeUndefined()
    expect(keyring.find(passkey(2).id)).toEqual(passkey(2))
    expect(keyring.current()).toEqual(passkey(17))
    expect(stored()?.passkeys).toHaveLength(16)
  })

  it('remember() of a 17th forgets the oldest too', () => {
    const { keyring, stored } = keyringOver()
    for (let n = 1; n <= 17; n++) keyring.remember(passkey(n))
    expect(stored()?.passkeys).toHaveLength(16)
    expect(keyring.find(passkey(1).id)).toBeUndefined()
    expect(keyring.find(passkey(17).id)).toEqual(passkey(17))
  })
})

describe('PasskeyKeyring: a stored record it did not write is read safely, never thrown', () => {
  it.each([
    ['not JSON', '{"passkeys":[{"id":'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"credential-00000001"'],
    ['an array', JSON.stringify([passkey(1)])],
    ['passkeys that are not an array', JSON.stringify({ passkeys: { 0: passkey(1) }, current: passkey(1).id })],
    ['passkeys as a string', JSON.stringify({ passkeys: 'all of them', current: passkey(1).id })],
  ])('%s: no passkey is known or connected, and use() then starts a clean record', (_, raw) => {
    const { keyring, stored } = keyringOver(raw)
    expect(keyring.current()).toBeUndefined()
    expect(keyring.find(passkey(1).id)).toBeUndefined()
    keyring.use(passkey(2))
    expect(stored()).toEqual({ passkeys: [passkey(2)], current: passkey(2).id })
  })

  const good = passkey(7)
  it.each<[string, unknown]>([
    ['an id that is a number', { ...good, id: 1234567890123456 }],
    ['an id shorter than a credential id', { ...good, id: 'short' }],
    ['an id with characters outside base64url', { ...good, id: 'credential/00+00=01' }],
    ['a public key that is a number', { ...good, publicKey: 12345 }],
    ['a public key of 63 bytes', { ...good, publicKey: `0x${'ab'.repeat(63)}` }],
    ['a public key of 65 bytes (0x04-prefixed)', { ...good, publicKey: `0x04${'ab'.repeat(64)}` }],
    ['a public key that is not hex', { ...good, publicKey: `0x${'zz'.repeat(64)}` }],
    ['backedUp that is not a boolean', { ...good, backedUp: 'yes' }],
    ['an account that is not an address', { ...good, account: 'vitalik.eth' }],
    ['an account of 19 bytes', { ...good, account: `0x${'12'.repeat(19)}` }],
    ['null', null],
    ['a string', good.id],
    ['an array', [good.id, good.publicKey]],
  ])('an entry with %s is ignored (not found, not connected) and the valid one beside it is kept', (_, hostile) => {
    const hostileId = (hostile as { id?: unknown } | null)?.id
    const { keyring } = keyringOver(
      JSON.stringify({ passkeys: [hostile, passkey(8)], current: typeof hostileId === 'string' ? hostileId : good.id }),
    )
    expect(keyring.current()).toBeUndefined()
    if (typeof hostileId === 'string') expect(keyring.find(hostileId)).toBeUndefined()
    expect(keyring.find(passkey(8).id)).toEqual(passkey(8))
  })

  it('a current that is not a string, or names no kept passkey, connects nothing', () => {
    expect(keyringOver(JSON.stringify({ passkeys: [passkey(1)], current: 1 })).keyring.current()).toBeUndefined()
    expect(
      keyringOver(JSON.stringify({ passkeys: [passkey(1)], current: { id: passkey(1).id } })).keyring.current(),
    ).toBeUndefined()
    expect(
      keyringOver(JSON.stringify({ passkeys: [passkey(1)], current: passkey(2).id })).keyring.current(),
    ).toBeUndefined()
  })

  it('10,000 stored passkeys are read without throwing, and the next use() keeps only the 16 newest', () => {
    const many = Array.from({ length: 10_000 }, (_, n) => passkey(n))
    const { keyring, stored } = keyringOver(JSON.stringify({ passkeys: many, current: passkey(9_999).id }))
    expect(keyring.current()).toEqual(passkey(9_999))
    keyring.use(passkey(20_000))
    expect(stored()?.passkeys).toHaveLength(16)
    expect(stored()?.passkeys.at(0)).toEqual(passkey(9_985))
    expect(keyring.find(passkey(0).id)).toBeUndefined()
    expect(keyring.current()).toEqual(passkey(20_000))
  })

  it('10,000 malformed entries are all ignored', () => {
    const junk = Array.from({ length: 10_000 }, (_, n) => ({ id: n, publicKey: '0x', account: 'x' }))
    const { keyring, stored } = keyringOver(JSON.stringify({ passkeys: junk, current: '0' }))
    expect(keyring.current()).toBeUndefined()
    keyring.remember(passkey(1))
    expect(stored()?.passkeys).toEqual([passkey(1)])
    expect(keyring.current()).toBeUndefined()
  })
})
