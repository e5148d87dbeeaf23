import type { AgentResponse } from '../../../protocol/bridge'
import type { Address } from '../../../protocol/types'
import type { SafeStorage } from './safeStorage'

/** What a reload needs to reconnect without a click. */
export type RememberedSession = { walletId: string; address: Address }

type AgentCall = (request: unknown) => Promise<AgentResponse>

/**
 * Where the session hint lives: the iframe's own storage when the browser grants it (it is then
 * partitioned by the top-level site), else the host's storage through the host agent, for
 * browsers and private modes that block third-party storage. In the host's hands the hint is
 * harmless: it names the wallet and the address the host already learned at connect, and a
 * restore only happens when the wallet still reports that very address.
 */
export class SessionMemory {
  readonly #storage: SafeStorage
  readonly #key: string
  #agent: AgentCall | undefined

  constructor(storage: SafeStorage, key: string) {
    this.#storage = storage
    this.#key = key
  }

  attachAgent(agent: AgentCall | undefined): void {
    this.#agent = agent
  }

  /** The remembered session; a corrupted record is cleared and reads as none. */
  async recall(): Promise<RememberedSession | undefined> {
    const raw = this.#storage.persistent ? this.#storage.get(this.#key) : await this.#recallFromHost()
    if (raw === undefined || raw === null) return undefined
    const session = parseRememberedSession(raw)
    if (!session) this.forget()
    return session
  }

  remember(session: RememberedSession): void {
    const raw = JSON.stringify(session)
    this.#storage.set(this.#key, raw)
    if (!this.#storage.persistent) void this.#agent?.({ op: 'remember', value: raw }).catch(() => {})
  }

  forget(): void {
    this.#storage.remove(this.#key)
    if (!this.#storage.persistent) void this.#agent?.({ op: 'remember', value: null }).catch(() => {})
  }

  async #recallFromHost(): Promise<string | undefined> {
    try {
      const response = await this.#agent?.({ op: 'recall' })
      return response?.ok && typeof response.value === 'string' ? response.value : undefined
    } catch {
      return undefined
    }
  }
}

export function parseRememberedSession(raw: string): RememberedSession | undefined {
  try {
    const value = JSON.parse(raw) as { walletId?: unknown; address?: unknown }
    if (typeof value !== 'object' || value === null) return undefined
    const { walletId, address } = value
    if (typeof walletId !== 'string' || walletId.length === 0 || walletId.length > 200) return undefined
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
    return { walletId, address: address as Address }
  } catch {
    return undefined
  }
}
