import type { WidgetMessage, WidgetOptions } from '../../../protocol/bridge'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import type { State } from '../../../protocol/types'

type Listener = () => void

/**
 * The widget's single source of truth for one embedding: what the host asked for (options),
 * and where the visitor's wallet stands. React reads it through `useSyncExternalStore`; the
 * bridge calls its methods; events for the host leave through `#send`.
 */
export class WalletSession {
  readonly config: DeploymentConfig
  readonly hostOrigin: string
  #options: WidgetOptions = {}
  #chains: ChainConfig[]
  #state: State = { status: 'disconnected' }
  #listeners = new Set<Listener>()
  #send: (message: WidgetMessage) => void = () => {}

  constructor(config: DeploymentConfig, hostOrigin: string) {
    this.config = config
    this.hostOrigin = hostOrigin
    this.#chains = config.chains
  }

  /** Connects the outgoing half of the bridge; until then events have nowhere to go. */
  attachHost(send: (message: WidgetMessage) => void): void {
    this.#send = send
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  getSnapshot = (): State => this.#state

  get options(): WidgetOptions {
    return this.#options
  }

  /** The deployment's chains the host mounted with, in the host's order; the first is the default. */
  get chains(): ChainConfig[] {
    return this.#chains
  }

  /** Applies the host's mount options; chain ids must be a subset of the deployment's. */
  configure(options: WidgetOptions): void {
    const known = new Map(this.config.chains.map((chain) => [chain.id, chain]))
    const unknown = [...(options.chains ?? []), ...(options.tokens ?? []).map((t) => t.chainId)].filter((id) => !known.has(id))
    if (unknown.length > 0) {
      throw new WalletportError('UNSUPPORTED_CHAIN', `chain ${unknown[0]} is not offered by this Walletport deployment`)
    }
    this.#options = options
    this.#chains = options.chains?.length ? [...new Set(options.chains)].map((id) => known.get(id)!) : this.config.chains
    this.#emitChange()
  }

  /** Modal layout: asks the loader to hide the iframe (the visitor closed the dialog). */
  closeModal = (): void => {
    this.#send({ kind: 'ui', action: 'close' })
  }

  getState(): State {
    return this.#state
  }

  #emitChange(): void {
    for (const listener of this.#listeners) listener()
  }
}
