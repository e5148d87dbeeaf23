import type { AgentResponse, HostWalletEvent } from '../../../protocol/bridge'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import { parseHostWalletAnnouncements } from '../../../protocol/parseWalletInfo'
import { HostRelayProvider } from './hostRelayProvider'
import { listWalletOptions } from './listWalletOptions'
import { nameAsRead } from '../../../protocol/confusableSkeleton'
import { walletConnectOption } from './walletConnect/walletConnectOption'
import { walletOptionId, type OwnWalletOptions, type WalletOption } from './walletOption'
import type { InjectedWallets } from './watchInjectedWallets'

type AgentCall = (request: unknown) => Promise<AgentResponse>

export type WalletCatalogContext = {
  config: DeploymentConfig
  hostOrigin: string
  /** The chains the host mounted. */
  chains: () => ChainConfig[]
  /** The host agent, once the bridge is up and when the host left `relayHostWallets` on. */
  hostAgent: () => AgentCall | undefined
  onWalletConnectUri: (uri: string) => void
  /** The widget's own wallet (the passkey wing's), plugged in by the composition root. */
  ownWallet: OwnWalletOptions
  /** The list the connect screen shows, each time it changes. */
  onChange: (wallets: WalletOption[]) => void
}

/**
 * The wallets the connect screen offers, from every source: announced in the iframe, relayed from
 * the host page (discovered through the host agent), WalletConnect, the dev wallet. It keeps each
 * source's part and merges them (`mergeWalletOptions`: the widget's own never replaced).
 */
export class WalletCatalog {
  readonly #context: WalletCatalogContext
  #injected: InjectedWallets = { injected: [] }
  readonly #hostWallets = new Map<string, { option: WalletOption; provider: HostRelayProvider }>()
  #walletConnect: ReturnType<typeof walletConnectOption> | undefined

  constructor(context: WalletCatalogContext) {
    this.#context = context
  }

  setInjected(wallets: InjectedWallets): void {
    this.#injected = wallets
    this.refresh()
  }

  /** Asks the host agent which wallets the host page has; late ones are found by the next call. */
  async discoverHostWallets(): Promise<void> {
    const agent = this.#context.hostAgent()
    if (!agent) return
    try {
      const response = await agent({ op: 'discover' })
      if (!response.ok) return
      for (const { id, info } of parseHostWalletAnnouncements(response.value)) {
        if (this.#hostWallets.has(id)) continue
        const provider = new HostRelayProvider(
          id,
          (request) => this.#context.hostAgent()?.(request) ?? Promise.reject(new Error('the host page is gone')),
        )
        const option: WalletOption = {
          id: walletOptionId('host', info),
          source: 'host',
          info,
          provider: async () => provider,
        }
        this.#hostWallets.set(id, { option, provider })
      }
      this.refresh()
    } catch (error) {
      console.warn('walletport: host wallet discovery failed', error)
    }
  }

  /** An event of a host-page wallet, for its relay provider. */
  dispatchHostWalletEvent(event: HostWalletEvent): void {
    for (const { provider } of this.#hostWallets.values()) provider.dispatch(event)
  }

  /** Builds the list again (the mounted chains or a source changed). */
  refresh(): void {
    const { config, hostOrigin, chains } = this.#context
    const wc = config.walletConnect
    if (wc && !this.#walletConnect) {
      this.#walletConnect = walletConnectOption({
        projectId: wc.projectId,
        ...(wc.relayUrl ? { relayUrl: wc.relayUrl } : {}),
        chains: chains(),
        hostOrigin,
        onDisplayUri: this.#context.onWalletConnectUri,
      })
    }
    this.#context.onChange(
      listWalletOptions({
        config,
        hostOrigin,
        chains: chains(),
        injected: this.#injected,
        host: [...this.#hostWallets.values()].map((entry) => entry.option),
        walletConnect: this.#walletConnect,
        ownWallet: this.#context.ownWallet,
        readName: nameAsRead,
      }),
    )
  }
}
