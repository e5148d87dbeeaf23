import type { HostWalletEvent, LoaderBridgeMethods, WidgetMessage, WidgetOptions } from '../../../protocol/bridge'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import type { WalletportError } from '../../../protocol/errors'
import type { Address } from '../../../protocol/types'
import { ActivityTracker } from '../activity/ActivityTracker'
import { knownCounterparties } from '../activity/knownCounterparties'
import { BalanceTracker } from '../balances/BalanceTracker'
import { CurrencyChoice } from '../balances/CurrencyChoice'
import { buildTokenList } from '../balances/tokenList'
import { checkWidgetOptions } from '../boot/checkWidgetOptions'
import { detectLayout } from '../boot/layout'
import { ChainClients } from '../chain/chainClient'
import {
  ConnectionController,
  type ConnectionContext,
  type ConnectionSnapshot,
} from '../connection/ConnectionController'
import { ApprovalController } from '../provider/ApprovalController'
import { CallsRegistry } from '../provider/CallsRegistry'
import { HostReadRelay } from '../provider/HostReadRelay'
import { viaHostPage } from '../provider/sitePaymasterOf'
import { SendController } from '../send/SendController'
import type { SendContext } from '../send/sendTypes'
import { Observable } from '../state/Observable'
import { DurableStore } from '../storage/durableStore'
import { createSafeStorage } from '../storage/safeStorage'
import { WalletCatalog } from '../wallets/WalletCatalog'
import { watchInjectedWallets } from '../wallets/watchInjectedWallets'
import type { OwnWalletOptions } from '../wallets/walletOption'
import { browserLocale } from '../i18n/usableLocale'

/** What the host asked for, as screens show it (origin, chains, locale), read at each render: options come later. */
export type Embedding = Pick<WalletSession, 'hostOrigin' | 'chains' | 'locale'>

/** The loader's methods as the widget sees them (penpal's remote proxy). */
export type HostLink = { notify: (message: WidgetMessage) => Promise<void>; agent: LoaderBridgeMethods['agent'] }

/**
 * The composition root of one embedding: it builds the controllers, wires each to what it needs (the chain clients,
 * the durable store, the host link), and holds what the host asked for (its options, the chains it mounted). The
 * screens and the bridge call the controllers themselves. Its own value is the connection controller's, republished,
 * for the app shell that reads the session.
 */
export class WalletSession extends Observable<ConnectionSnapshot> {
  readonly config: DeploymentConfig
  readonly hostOrigin: string
  readonly layout = detectLayout()
  readonly clients = new ChainClients()
  readonly balances: BalanceTracker
  /** What values are shown in: the visitor's choice (remembered), else the host's `currency`, else the locale's. */
  readonly currency = new CurrencyChoice(() => this.#store, this)
  /** The Activity screen's list, followed only while it is open. */
  readonly activity: ActivityTracker
  readonly connection: ConnectionController
  readonly send: SendController
  readonly approvals: ApprovalController
  /** EIP-5792 batches the visitor confirmed, followed by id. */
  readonly calls: CallsRegistry
  /** The host dapp's reads through `handle.provider`: rate-limited per host origin, on clients apart from the widget's own. */
  readonly hostReads: HostReadRelay
  #options: WidgetOptions = {}
  #chains: ChainConfig[]
  #configured = false
  #host: HostLink | undefined
  readonly #store: DurableStore
  /** The connect screen's wallets, from every source. */
  readonly #catalog: WalletCatalog

  /** `ownWallet`: the widget's own wallet, as the composition root plugs it in (WalletApp.tsx: the passkey wing's). */
  constructor(
    config: DeploymentConfig,
    hostOrigin: string,
    ownWallet: OwnWalletOptions = () => [],
    store?: DurableStore,
  ) {
    super({ connection: { status: 'disconnected' }, view: 'home', wallets: [] })
    this.config = config
    this.hostOrigin = hostOrigin
    this.hostReads = new HostReadRelay(createSafeStorage(), hostOrigin)
    this.#chains = config.chains
    const durable = store ?? new DurableStore(createSafeStorage(), hostOrigin)
    this.#store = durable
    const chains = () => this.#chains
    const openModal = () => void this.#host?.notify({ kind: 'ui', action: 'open' })
    this.balances = new BalanceTracker(this.clients.get)
    this.activity = new ActivityTracker({
      client: this.clients.get,
      store: durable,
      tokens: (chainId) => this.#tokenAddresses(chainId),
    })
    this.connection = new ConnectionController(this.#connectionContext(durable, chains))
    this.#catalog = new WalletCatalog({
      config,
      hostOrigin,
      chains,
      hostAgent: () => (this.#options.relayHostWallets === false ? undefined : this.#host?.agent),
      onWalletConnectUri: (uri) => this.connection.setWalletConnectUri(uri),
      ownWallet,
      onChange: (wallets) => this.connection.setWallets(wallets),
    })
    this.send = new SendController(this.#sendContext(durable, chains))
    this.calls = new CallsRegistry(openModal)
    this.approvals = new ApprovalController({
      hostOrigin,
      account: () => this.connection.connectedWallet(),
      chain: (chainId) => this.#chains.find((c) => c.id === chainId),
      client: this.clients.get,
      token: (chainId, address) => this.balances.chainMetadata(chainId, address),
      listedTokens: (chainId) => this.config.tokens.filter((token) => token.chainId === chainId),
      openModal,
      calls: this.calls,
      // Not behind relayHostWallets: the page named the paymaster, and only it may reach it (loader/hostPaymaster.ts).
      hostPaymaster: viaHostPage(() => this.#host?.agent),
    })
    // WalletApp reads the view and the connection from the session: the same value, republished at once.
    this.connection.subscribe(() => this.publish(this.connection.getSnapshot()))
    this.publish(this.connection.getSnapshot())
  }

  /** What the connection tells the rest as it changes: balances follow the account, sends and approvals the context. */
  #connectionContext(durable: DurableStore, chains: () => ChainConfig[]): ConnectionContext {
    return {
      chains,
      layout: this.layout,
      store: durable,
      notify: (message) => this.#host?.notify(message),
      discoverHostWallets: () => this.#catalog.discoverHostWallets(),
      followers: {
        account: (address) => this.balances.track(address),
        chainChanged: () => void this.balances.refresh(),
        connected: () => void this.send.resume(),
        contextChanged: () => {
          void this.send.contextChanged()
          this.approvals.contextChanged()
        },
        disconnected: () => {
          this.send.reset()
          this.approvals.disconnected()
        },
      },
    }
  }

  /** What sends read: the connected account, balances and history on chain, the visitor's language. */
  #sendContext(durable: DurableStore, chains: () => ChainConfig[]): SendContext {
    return {
      hostOrigin: this.hostOrigin,
      chains,
      client: this.clients.get,
      account: () => this.connection.connectedWallet(),
      balanceRow: async (chainId, token) => {
        await this.balances.whenLoaded()
        return this.balances.row(chainId, token)
      },
      refreshBalances: () => void this.balances.refresh(),
      counterparties: (chain, account) =>
        knownCounterparties({
          client: this.clients.get(chain),
          chain,
          account,
          tokens: this.#tokenAddresses(chain.id),
          store: durable,
        }),
      store: durable,
      emit: (message) => void this.#host?.notify(message).catch(() => {}),
      locale: () => this.locale,
    }
  }

  /** Starts wallet discovery inside the iframe; returns the cleanup. */
  start(): () => void {
    return watchInjectedWallets(window, (wallets) => this.#catalog.setInjected(wallets))
  }

  /** Connects the bridge's outgoing half; until then events have nowhere to go. */
  attachHost(host: HostLink | undefined): void {
    this.#host = host
    this.#store.attachAgent(host?.agent)
  }

  get options(): WidgetOptions {
    return this.#options
  }

  /** The deployment's chains the host mounted with, in the host's order; the first is the default. */
  get chains(): ChainConfig[] {
    return this.#chains
  }

  /**
   * The locale the host asked for, else the browser's: the amounts the host API returns follow it. Numbers on screen
   * follow the language of the texts around them instead (`useT().locale`): `en-DE` reads English, with English digits.
   */
  get locale(): string {
    return this.#options.locale ?? browserLocale()
  }

  /** Applies the host's mount options; chain ids must be a subset of the deployment's. */
  configure(options: WidgetOptions): void {
    this.#chains = checkWidgetOptions({ config: this.config, options })
    this.#options = options
    this.balances.setTokens(this.#chains, buildTokenList(this.#chains, this.config.tokens, options.tokens))
    this.#catalog.refresh()
    if (!this.#configured) {
      this.#configured = true
      // After this call has answered: the answer resolves the host's `ready`, and the discovery makes the loader
      // import the host agent, which must never be fetched ahead of `ready`. The visitor's currency is read then.
      setTimeout(() => void this.#catalog.discoverHostWallets().then(() => this.connection.restore()), 0)
      setTimeout(() => void this.currency.load(), 0)
    }
  }

  /** An event of a wallet in the host page, for its relay provider. */
  handleHostWalletEvent(event: HostWalletEvent): void {
    this.#catalog.dispatchHostWalletEvent(event)
  }

  /** Leaves the connect screen (the app's error boundary ends a screen's request with it). */
  dismissConnect = (): void => this.connection.dismissConnect()

  /**
   * Tells the host page that a request of the wallet's own screens failed (a recovery): the `error` event. Callers pass
   * fixed messages per case (RecoverAccountFlow, RecoveryWatch): no address, no signer, nothing the visitor typed.
   */
  reportError = ({ code, message }: WalletportError): void =>
    void this.#host?.notify({ kind: 'event', name: 'error', payload: { code, message } }).catch(() => {})

  /** Host events of permissions for apps (ERC-7715): the chain only, nothing the visitor typed. */
  permissionEvent = (name: 'permissionGranted' | 'permissionRevoked', chainId: number): void =>
    void this.#host?.notify({ kind: 'event', name, payload: { chainId } }).catch(() => {})

  /** Inline layout: the content's height, for the loader to size the iframe. */
  reportHeight(height: number): void {
    void this.#host?.notify({ kind: 'ui', action: 'resize', height }).catch(() => {})
  }

  /** Modal layout: the visitor closed the dialog; an unfinished request ends as rejected. */
  closeModal = (): void => {
    this.connection.dismissUnfinished()
    const sendStep = this.send.getSnapshot().step
    if (sendStep === 'form' || sendStep === 'preparing' || sendStep === 'review') this.send.cancel()
    this.approvals.cancel()
    void this.#host?.notify({ kind: 'ui', action: 'close' })
  }

  /** The deployment's tokens of a chain, never the host's extra ones (their contracts could emit any Transfer log). */
  #tokenAddresses(chainId: number): Address[] {
    return this.config.tokens.filter((token) => token.chainId === chainId).map((token) => token.address)
  }
}
