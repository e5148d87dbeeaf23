import type { AgentResponse, HostRecordKey } from '../../../protocol/bridge'
import type { SafeStorage } from './safeStorage'

/** The records that survive a reload (the visitor's currency: a display choice, harmless where the host can forge it). */
export type DurableKey = HostRecordKey

type AgentCall = (request: unknown) => Promise<AgentResponse>

/** How long a record read from the host's storage may take before it counts as absent. */
const AGENT_READ_TIMEOUT_MS = 3000

/**
 * Small string records that survive a reload of the host page: in the iframe's own storage when
 * the browser grants it (partitioned by the top-level site), else in the host's storage through
 * the host agent, for browsers and private modes that block third-party storage. What is kept
 * there must be harmless in the host's hands: the host can read and forge it (see the parsers
 * of each record, and how a restore checks it against the wallet and the chain).
 */
export class DurableStore {
  readonly #storage: SafeStorage
  readonly #scope: string
  #agent: AgentCall | undefined

  constructor(storage: SafeStorage, scope: string) {
    this.#storage = storage
    this.#scope = scope
  }

  /**
   * True where the records live in the host's storage: the host can read and forge them, so a
   * record from there may pre-fill a choice but never act on its own (reconnect without a click).
   */
  get hostKept(): boolean {
    return !this.#storage.persistent
  }

  attachAgent(agent: AgentCall | undefined): void {
    this.#agent = agent
  }

  async read(key: DurableKey): Promise<string | undefined> {
    if (this.#storage.persistent) return this.#storage.get(this.#localKey(key))
    try {
      // The host answers this: one that never does must not hang a restore, a send or Activity.
      const response = await Promise.race([
        this.#agent?.({ op: 'recall', key }),
        new Promise<undefined>((resolve) => setTimeout(resolve, AGENT_READ_TIMEOUT_MS)),
      ])
      return response?.ok && typeof response.value === 'string' ? response.value : undefined
    } catch {
      return undefined
    }
  }

  /** Writes `value`, or deletes the record when undefined. */
  write(key: DurableKey, value: string | undefined): void {
    if (value === undefined) this.#storage.remove(this.#localKey(key))
    else this.#storage.set(this.#localKey(key), value)
    if (!this.#storage.persistent) void this.#agent?.({ op: 'remember', key, value: value ?? null }).catch(() => {})
  }

  #localKey(key: DurableKey): string {
    return localRecordKey(key, this.#scope)
  }
}

/** Where a record of `scope` (the host origin) lives in the iframe's own storage. */
export function localRecordKey(key: DurableKey, scope: string): string {
  return `walletport:${key}:${scope}`
}

/** Reads a JSON record with `parse`; a corrupted one reads as undefined and is deleted. */
export async function readRecord<T>(
  store: DurableStore,
  key: DurableKey,
  parse: (value: unknown) => T | undefined,
): Promise<T | undefined> {
  const raw = await store.read(key)
  if (raw === undefined) return undefined
  let record: T | undefined
  try {
    record = parse(JSON.parse(raw))
  } catch {
    record = undefined
  }
  if (record === undefined) store.write(key, undefined)
  return record
}
