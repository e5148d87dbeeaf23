import type { AgentResponse, HostWalletEvent } from '../../../protocol/bridge'
import { createEmitter } from '../../../protocol/emitter'
import { ProviderRpcError, type Eip1193Listener, type Eip1193Provider, type RequestArguments } from './eip1193'

export type AgentCall = (request: unknown) => Promise<AgentResponse>

/**
 * An EIP-1193 provider for a wallet injected in the host page: requests travel over the bridge
 * to the host agent, which calls the wallet; its events come back as `hostWalletEvent`s.
 */
export class HostRelayProvider implements Eip1193Provider {
  readonly #id: string
  readonly #agent: AgentCall
  readonly #events = createEmitter<Record<string, unknown>>()

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
    this.#events.on(event, listener)
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.#events.off(event, listener)
  }

  /** Delivers an event the loader relayed from the host page. */
  dispatch(event: HostWalletEvent): void {
    if (event.id !== this.#id) return
    this.#events.emit(event.event, event.data)
  }
}
