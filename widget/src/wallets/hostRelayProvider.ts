import type { AgentResponse, HostWalletEvent } from '../../../protocol/bridge'
import { ProviderRpcError, type Eip1193Listener, type Eip1193Provider, type RequestArguments } from './eip1193'

export type AgentCall = (request: unknown) => Promise<AgentResponse>

/**
 * An EIP-1193 provider for a wallet injected in the host page: requests travel over the bridge
 * to the host agent, which calls the wallet; its events come back as `hostWalletEvent`s.
 */
export class HostRelayProvider implements Eip1193Provider {
  readonly #id: string
  readonly #agent: AgentCall
  readonly #listeners = new Map<string, Set<Eip1193Listener>>()

  constructor(id: string, agent: AgentCall) {
    this.#id = id
    this.#agent = agent
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    const response = await this.#agent({ op: 'request', id: this.#id, method, params })
    if (response.ok) return response.value
    throw new ProviderRpcError(response.error.code, response.error.message, response.error.data)
  }

  on(event: string, listener: Eip1193Listener): void {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set())
    this.#listeners.get(event)!.add(listener)
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.#listeners.get(event)?.delete(listener)
  }

  /** Delivers an event the loader relayed from the host page. */
  dispatch(event: HostWalletEvent): void {
    if (event.id !== this.#id) return
    for (const listener of [...(this.#listeners.get(event.event) ?? [])]) listener(event.data)
  }
}
