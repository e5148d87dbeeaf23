import type { Address, Hex } from 'viem'
import { isAddress } from '../../../protocol/guards'
import type { SafeStorage } from '../storage/safeStorage'
import { PASSKEYS_KEY as KEY } from './knownPasskeys'

/** A passkey this browser has used for a passkey wallet: its credential id and P-256 public key (x‖y). */
export type KnownPasskey = {
  id: string
  publicKey: Hex
  /** Where the platform says the key lives: synced by a passkey provider, or on this device only. */
  backedUp?: boolean
  /** The account of a second passkey (its own counterfactual address is another); absent for a first one. */
  account?: Address
}

type KeyringRecord = { passkeys: KnownPasskey[]; current?: string }

/** A browser with more passkey wallets than this is not a visitor's: the oldest are forgotten. */
const MAX_KNOWN = 16

/**
 * The passkeys this browser has created or used, kept on the widget's own origin only (never in
 * the host's storage: a host that could write a credential id → public key pair could make
 * "Use my passkey" show the visitor an account of the host's choosing). Nothing here is secret:
 * a public key and an id. A record read back is still checked: a passkey's signature must verify
 * against the public key kept for it before its account is used (identifyPasskey).
 */
export class PasskeyKeyring {
  readonly #storage: SafeStorage

  constructor(storage: SafeStorage) {
    this.#storage = storage
  }

  /** The passkey of the connected account, if one is connected (silent restore after a reload). */
  current(): KnownPasskey | undefined {
    const { passkeys, current } = this.#read()
    return passkeys.find((passkey) => passkey.id === current)
  }

  find(id: string): KnownPasskey | undefined {
    return this.#read().passkeys.find((passkey) => passkey.id === id)
  }

  /** Remembers `passkey` and makes it the connected one. */
  use(passkey: KnownPasskey): void {
    this.#write({
      passkeys: [...this.#read().passkeys.filter((known) => known.id !== passkey.id), passkey],
      current: passkey.id,
    })
  }

  /** Remembers `passkey` without connecting it (a second passkey just added). */
  remember(passkey: KnownPasskey): void {
    const { passkeys, current } = this.#read()
    this.#write({
      passkeys: [...passkeys.filter((known) => known.id !== passkey.id), passkey],
      ...(current ? { current } : {}),
    })
  }

  /** Disconnect: the passkey stays known (so "Use my passkey" finds its key), none is current. */
  release(): void {
    this.#write({ passkeys: this.#read().passkeys })
  }

  /** The record as stored, its malformed entries dropped and at most the newest MAX_KNOWN kept. */
  #read(): KeyringRecord {
    try {
      const value: unknown = JSON.parse(this.#storage.get(KEY) ?? '{}')
      const { passkeys, current } = (value ?? {}) as { passkeys?: unknown; current?: unknown }
      return {
        passkeys: Array.isArray(passkeys) ? passkeys.filter(isKnownPasskey).slice(-MAX_KNOWN) : [],
        ...(typeof current === 'string' ? { current } : {}),
      }
    } catch {
      return { passkeys: [] }
    }
  }

  /** Writes at most MAX_KNOWN passkeys, the oldest forgotten first, never the connected one. */
  #write({ passkeys, current }: KeyringRecord): void {
    let excess = passkeys.length - MAX_KNOWN
    const kept = passkeys.filter((known) => {
      if (excess <= 0 || known.id === current) return true
      excess--
      return false
    })
    this.#storage.set(KEY, JSON.stringify({ passkeys: kept, ...(current ? { current } : {}) }))
  }
}

function isKnownPasskey(value: unknown): value is KnownPasskey {
  if (typeof value !== 'object' || value === null) return false
  const { id, publicKey, backedUp, account } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    /^[A-Za-z0-9_-]{16,1366}$/.test(id) &&
    typeof publicKey === 'string' &&
    /^0x[0-9a-fA-F]{128}$/.test(publicKey) &&
    (backedUp === undefined || typeof backedUp === 'boolean') &&
    (account === undefined || isAddress(account))
  )
}
