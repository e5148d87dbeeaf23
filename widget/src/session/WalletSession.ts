import type { HostWalletEvent, LoaderBridgeMethods, WidgetMessage, WidgetOptions } from '../../../protocol/bridge'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import type { Account, Address, Balance, State } from '../../../protocol/types'
import { BalanceTracker } from '../balances/BalanceTracker'
import type { Text } from '../i18n/translate'
import { Observable } from '../state/Observable'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { ChainClients } from '../chain/chainClient'
import { ApprovalController } from '../provider/ApprovalController'
import { CallsRegistry } from '../provider/CallsRegistry'
import { ActivityTracker } from '../activity/ActivityTracker'
import { knownCounterparties } from '../activity/knownCounterparties'
import { HostReadRelay } from '../provider/HostReadRelay'
import { SendController } from '../send/SendController'
import { buildTokenList } from '../balances/tokenList'
import { detectLayout } from '../boot/layout'
import { errorMessage, isUserRejection, RPC_ERROR, rpcErrorCode, type Eip1193Listener, type Eip1193Provider } from '../wallets/eip1193'
import { disconnectSession, firstAddress, readChainId } from '../wallets/walletAnswers'
import type { WalletOption } from '../wallets/walletOption'
import { watchInjectedWallets } from '../wallets/watchInjectedWallets'
import { WalletCatalog } from '../wallets/WalletCatalog'
import { accountOf, publicState, transition, type Connection, type ConnectionEvent } from './connectionMachine'
import { createSafeStorage } from '../storage/safeStorage'
import { DurableStore, readRecord } from '../storage/durableStore'
import { parseRememberedSession } from './rememberedSession'
import { switchToChain } from '../wallets/switchToChain'
import { checkWidgetOptions } from '../boot/checkWidgetOptions'

export type View = 'home' | 'connect'

/** `notice`: a problem to show on the home screen (a network switch that failed). */
export type SessionSnapshot = {
  connection: Connection
  view: View
  wallets: WalletOption[]
  notice?: Text | undefined
  /** The WalletConnect pairing URI of the current attempt, once the provider has made it. */
  walletConnectUri?: string | undefined
  /**
   * A session remembered in the host's storage (the iframe's own is blocked): offered as
   * "Continue as 0x12…ab", never reconnected without the visitor's click.
   */
  resumable?: { option: WalletOption; address: Address } | undefined
}

/** The loader's methods as the widget sees them (penpal's remote proxy). */
export type HostLink = { notify: (message: WidgetMessage) => Promise<void>; agent: LoaderBridgeMethods['agent'] }

type Watched = { provider: Eip1193Provider; stop: () => void }

/** How long a reload waits for the remembered wallet to show up before giving up quietly. */
const RESTORE_WAIT_MS = 3000

/**
 * The widget's single source of truth for one embedding: what the host asked for, which wallets
 * are on offer, and where the visitor's connection stands. React reads `snapshot` through
 * `useSyncExternalStore`; the bridge and the screens call its methods; events for the host
 * leave through the host link. Every change of the connection goes through `#apply`, which
 * derives the host events from the before/after pair, so no path can forget one.
 */
export class WalletSession extends Observable<SessionSnapshot> {
  readonly config: DeploymentConfig
  readonly hostOrigin: string
  readonly layout = detectLayout()
  readonly clients = new ChainClients()
  readonly balances: BalanceTracker
  /** The Activity screen's list, followed only while it is open. */
  readonly activity: ActivityTracker
  readonly send: SendController
  readonly approvals: ApprovalController
  /** EIP-5792 batches the visitor confirmed, followed by id. */
  readonly calls: CallsRegistry
  /** The host dapp's reads through `handle.provider`: rate-limited, on clients apart from the widget's own. */
  readonly hostReads = new HostReadRelay()
  #options: WidgetOptions = {}
  #chains: ChainConfig[]
  #configured = false
  #host: HostLink | undefined
  readonly #store: DurableStore
  /** The connect screen's wallets, from every source. */
  readonly #catalog: WalletCatalog
  #watched: Watched | undefined
  readonly #pendingConnect = new PendingHostRequest<Account>()
  #attempts = 0

  constructor(config: DeploymentConfig, hostOrigin: string, store?: DurableStore) {
    super({ connection: { status: 'disconnected' }, view: 'home', wallets: [] })
    this.config = config
    this.hostOrigin = hostOrigin
    this.#store = store ?? new DurableStore(createSafeStorage(), hostOrigin)
    this.#catalog = new WalletCatalog({
      config,
      hostOrigin,
      chains: () => this.#chains,
      hostAgent: () => (this.#options.relayHostWallets === false ? undefined : this.#host?.agent),
      onWalletConnectUri: (uri) => this.#set({ walletConnectUri: uri }),
      onChange: (wallets) => this.#set({ wallets }),
    })
    this.balances = new BalanceTracker(this.clients.get)
    this.activity = new ActivityTracker({
      client: this.clients.get,
      store: this.#store,
      tokens: (chainId) => this.#tokenAddresses(chainId),
    })
    this.send = new SendController({
      hostOrigin,
      chains: () => this.#chains,
      client: this.clients.get,
      account: () => this.#connectedWallet(),
      balanceRow: async (chainId, token) => {
        await this.balances.whenLoaded()
        return this.balances.row(chainId, token)
      },
      refreshBalances: () => void this.balances.refresh(),
      counterparties: (chain, account) =>
        knownCounterparties({ client: this.clients.get(chain), chain, account, tokens: this.#tokenAddresses(chain.id), store: this.#store }),
      store: this.#store,
      emit: (message) => this.#emit(message),
      locale: () => this.locale,
    })
    this.calls = new CallsRegistry(() => void this.#host?.notify({ kind: 'ui', action: 'open' }))
    this.approvals = new ApprovalController({
      hostOrigin,
      account: () => this.#connectedWallet(),
      chain: (chainId) => this.#chains.find((c) => c.id === chainId),
      client: this.clients.get,
      token: (chainId, address) => this.balances.chainMetadata(chainId, address),
      openModal: () => void this.#host?.notify({ kind: 'ui', action: 'open' }),
      calls: this.calls,
    })
    this.#chains = config.chains
  }

  // ── Lifecycle ────────────────────────────────────────────────────────────

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

  /** The locale for numbers and amounts: the host's choice, else the browser's. */
  get locale(): string {
    return this.#options.locale ?? (typeof navigator === 'undefined' ? 'en' : navigator.language) ?? 'en'
  }

  // ── Host requests ────────────────────────────────────────────────────────

  /** Applies the host's mount options; chain ids must be a subset of the deployment's. */
  configure(options: WidgetOptions): void {
    this.#chains = checkWidgetOptions({ config: this.config, options })
    this.#options = options
    this.balances.setTokens(this.#chains, buildTokenList(this.#chains, this.config.tokens, options.tokens))
    this.#catalog.refresh()
    if (!this.#configured) {
      this.#configured = true
      // After this call has answered: the answer resolves the host's `ready`, and the discovery
      // makes the loader import the host agent, which must never be fetched ahead of `ready`.
      setTimeout(() => void this.#catalog.discoverHostWallets().then(() => this.#restore()), 0)
    }
  }

  getState(): State {
    return publicState(this.getSnapshot().connection)
  }

  /** The host's `connect()`: shows the connect screen and settles when the visitor is done. */
  requestConnect(): Promise<Account> {
    const { connection } = this.getSnapshot()
    if (connection.status === 'connected') return Promise.resolve(accountOf(connection))
    if (this.#pendingConnect.active) return Promise.reject(new WalletportError('BUSY', 'a connect() is already waiting for the visitor'))
    const account = this.#pendingConnect.start()
    if (connection.status !== 'connecting') this.showConnect()
    void this.#host?.notify({ kind: 'ui', action: 'open' })
    return account
  }

  /** The host's `getBalances()`: every balance on every mounted chain, once read. */
  async getBalances(): Promise<Balance[]> {
    if (this.getSnapshot().connection.status !== 'connected') throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
    await this.balances.whenLoaded()
    return this.balances.toPublic(this.locale)
  }

  handleHostWalletEvent(event: HostWalletEvent): void {
    this.#catalog.dispatchHostWalletEvent(event)
  }

  // ── Visitor actions ──────────────────────────────────────────────────────

  showConnect = (): void => {
    this.#set({ view: 'connect' })
    void this.#catalog.discoverHostWallets()
  }

  /** Leaves the connect screen: a pending attempt or host connect() ends as rejected by the visitor. */
  dismissConnect = (): void => {
    if (this.getSnapshot().connection.status === 'connecting') this.#apply({ type: 'cancel' })
    this.#pendingConnect.settle(new WalletportError('USER_REJECTED', 'the visitor dismissed the connect screen'))
    this.#set({ view: 'home' })
  }

  /** Inline layout: the content's height, for the loader to size the iframe. */
  reportHeight(height: number): void {
    void this.#host?.notify({ kind: 'ui', action: 'resize', height }).catch(() => {})
  }

  /** Modal layout: the visitor closed the dialog; an unfinished request ends as rejected. */
  closeModal = (): void => {
    if (this.#pendingConnect.active || this.getSnapshot().connection.status === 'connecting') this.dismissConnect()
    const sendStep = this.send.getSnapshot().step
    if (sendStep === 'form' || sendStep === 'preparing' || sendStep === 'review') this.send.cancel()
    this.approvals.cancel()
    void this.#host?.notify({ kind: 'ui', action: 'close' })
  }

  chooseWallet = async (option: WalletOption): Promise<void> => {
    const attempt = ++this.#attempts
    this.#set({ walletConnectUri: undefined, resumable: undefined })
    this.#apply({ type: 'choose', attempt, walletId: option.id, wallet: option.info })
    try {
      const provider = await option.provider()
      const address = firstAddress(await provider.request({ method: 'eth_requestAccounts' }))
      if (!address) throw new Error('the wallet shared no account')
      await this.#authorize(attempt, provider, address)
    } catch (error) {
      this.#fail(attempt, option.info.name, error)
    }
  }

  /** The wallet is on a chain this embedding does not offer: ask it to switch to the default one. */
  switchChain = async (): Promise<void> => {
    const { connection } = this.getSnapshot()
    const provider = this.#watched?.provider
    if (connection.status !== 'connecting' || !provider) return
    const { attempt } = connection
    this.#apply({ type: 'switchRequested', attempt })
    try {
      const chainId = await switchToChain(provider, this.#chains[0]!)
      this.#apply({ type: 'chainChanged', chainId, chainSupported: this.#supports(chainId) })
    } catch (error) {
      const rejected = rpcErrorCode(error) === RPC_ERROR.userRejected
      const current = this.getSnapshot().connection
      if (current.status === 'connecting' && current.attempt === attempt) {
        this.#set({ connection: { ...current, step: 'wrongChain' } })
      }
      if (!rejected) console.warn('walletport: switching chain failed', error)
    }
  }

  /** The network selector: asks the connected wallet to move to another mounted chain. */
  switchWalletChain = async (chainId: number, { throwOnFailure = false } = {}): Promise<void> => {
    const chain = this.#chains.find((c) => c.id === chainId)
    const provider = this.#watched?.provider
    const { connection } = this.getSnapshot()
    if (!chain || !provider || connection.status !== 'connected') return
    this.#set({ notice: undefined })
    try {
      const reached = await switchToChain(provider, chain)
      // Not every wallet emits chainChanged (the dev wallet does not): take its answer too.
      this.#apply({ type: 'chainChanged', chainId: reached, chainSupported: this.#supports(reached) })
    } catch (error) {
      if (throwOnFailure) throw isUserRejection(error) ? new WalletportError('USER_REJECTED', 'the visitor refused the switch', { code: 4001 }) : error
      if (isUserRejection(error)) return
      this.#set({ notice: { key: 'notice.switchFailed', params: { wallet: connection.wallet.name, chain: chain.name, reason: errorMessage(error) } } })
    }
  }

  disconnect = (): void => {
    this.#store.write('session', undefined)
    if (this.#watched) void disconnectSession(this.#watched.provider)
    this.#apply({ type: 'disconnect' })
    this.#set({ view: 'home' })
  }

  // ── Internals ────────────────────────────────────────────────────────────

  /** The connected account with its wallet's provider; undefined while not connected. */
  /**
   * The operator's tokens of a chain (the deployment config), for Activity and the recipient check:
   * never the host's extra tokens, whose contracts could emit any Transfer log they like.
   */
  #tokenAddresses(chainId: number): Address[] {
    return this.config.tokens.filter((token) => token.chainId === chainId).map((token) => token.address)
  }

  #connectedWallet() {
    const { connection } = this.getSnapshot()
    const provider = this.#watched?.provider
    if (connection.status !== 'connected' || !provider) return undefined
    return { address: connection.address, chainId: connection.chainId, provider, walletName: connection.wallet.name }
  }

  #supports(chainId: number): boolean {
    return this.#chains.some((chain) => chain.id === chainId)
  }

  async #authorize(attempt: number, provider: Eip1193Provider, address: Address): Promise<void> {
    const chainId = await readChainId(provider)
    if (this.#isStale(attempt)) {
      // The visitor cancelled, then approved on the phone anyway: end that session again.
      void disconnectSession(provider)
      return
    }
    this.#watch(provider)
    this.#apply({ type: 'authorized', attempt, address, chainId, chainSupported: this.#supports(chainId) })
  }

  #fail(attempt: number, walletName: string, error: unknown): void {
    if (this.#isStale(attempt)) return
    const rejected = isUserRejection(error)
    this.#apply({
      type: 'failed',
      attempt,
      notice: rejected
        ? { key: 'notice.declined', params: { wallet: walletName } }
        : { key: 'notice.connectFailed', params: { wallet: walletName, reason: errorMessage(error) } },
    })
    this.#pendingConnect.settle(
      rejected
        ? new WalletportError('USER_REJECTED', 'the visitor rejected the connection in the wallet')
        : new WalletportError('WALLET_ERROR', errorMessage(error)),
    )
  }

  #isStale(attempt: number): boolean {
    const { connection } = this.getSnapshot()
    return connection.status !== 'connecting' || connection.attempt !== attempt
  }

  /**
   * Reload: reconnects the remembered wallet without a click, if it still authorises this site
   * for the very address the visitor connected with.
   */
  async #restore(): Promise<void> {
    const remembered = await readRecord(this.#store, 'session', parseRememberedSession)
    if (!remembered || this.getSnapshot().connection.status !== 'disconnected') return
    const option = await this.#waitForWallet(remembered.walletId)
    if (!option || this.getSnapshot().connection.status !== 'disconnected') return
    // From the host's storage: the host may have written any address there, and asking the
    // wallet about it (or dropping the hint when it does not match) would answer the host
    // "is this visitor 0x…?" without a click. It only pre-selects the wallet.
    if (this.#store.hostKept) {
      this.#set({ resumable: { option, address: remembered.address } })
      return
    }
    const attempt = ++this.#attempts
    this.#apply({ type: 'restore', attempt, walletId: option.id, wallet: option.info })
    try {
      const provider = await option.provider()
      const accounts = await provider.request({ method: 'eth_accounts' })
      const address = Array.isArray(accounts)
        ? (accounts.find((a) => typeof a === 'string' && a.toLowerCase() === remembered.address.toLowerCase()) as Address | undefined)
        : undefined
      if (!address) {
        this.#store.write('session', undefined)
        this.#apply({ type: 'failed', attempt })
        return
      }
      await this.#authorize(attempt, provider, address)
    } catch {
      this.#apply({ type: 'failed', attempt })
    }
  }

  #waitForWallet(walletId: string): Promise<WalletOption | undefined> {
    return this.when(({ wallets }) => wallets.find((option) => option.id === walletId), RESTORE_WAIT_MS)
  }

  /** Listens to the connected wallet; replaces any earlier subscription. */
  #watch(provider: Eip1193Provider): void {
    if (this.#watched?.provider === provider) return
    this.#watched?.stop()
    const listeners: [string, Eip1193Listener][] = [
      ['accountsChanged', (accounts) => this.#apply({ type: 'accountsChanged', address: firstAddress(accounts) })],
      [
        'chainChanged',
        (chainId) => {
          const id = Number(chainId)
          if (Number.isSafeInteger(id) && id > 0) this.#apply({ type: 'chainChanged', chainId: id, chainSupported: this.#supports(id) })
        },
      ],
      ['disconnect', () => this.#apply({ type: 'disconnect', notice: { key: 'notice.walletDisconnected' } })],
    ]
    for (const [event, listener] of listeners) provider.on?.(event, listener)
    this.#watched = { provider, stop: () => listeners.forEach(([event, listener]) => provider.removeListener?.(event, listener)) }
  }

  #apply(event: ConnectionEvent): void {
    const before = this.getSnapshot().connection
    const after = transition(before, event)
    if (after === before) return
    this.#set({ connection: after })

    this.balances.track(after.status === 'connected' ? after.address : undefined)
    if (after.status === 'connected') {
      if (before.status === 'connected' && after.chainId !== before.chainId) void this.balances.refresh()
      if (before.status !== 'connected' || after.address !== before.address) {
        this.#store.write('session', JSON.stringify({ walletId: after.walletId, address: after.address }))
      }
      if (before.status !== 'connected') {
        const account = accountOf(after)
        this.#emit({ kind: 'event', name: 'connect', payload: account })
        if (this.#pendingConnect.active) {
          this.#pendingConnect.settle(account)
          if (this.layout === 'modal') void this.#host?.notify({ kind: 'ui', action: 'close' })
        }
        this.#set({ view: 'home' })
        void this.send.resume()
      } else {
        if (after.address !== before.address) this.#emit({ kind: 'event', name: 'accountsChanged', payload: { address: after.address } })
        if (after.chainId !== before.chainId) this.#emit({ kind: 'event', name: 'chainChanged', payload: { chainId: after.chainId } })
        if (after.address !== before.address || after.chainId !== before.chainId) {
          void this.send.contextChanged()
          this.approvals.contextChanged()
        }
      }
      return
    }
    if (after.status === 'disconnected') {
      this.send.reset()
      this.approvals.disconnected()
      this.#watched?.stop()
      this.#watched = undefined
      if (before.status === 'connected') this.#emit({ kind: 'event', name: 'disconnect', payload: {} })
    }
  }

  #emit(message: WidgetMessage): void {
    void this.#host?.notify(message).catch(() => {})
  }

  #set(patch: Partial<SessionSnapshot>): void {
    this.publish({ ...this.getSnapshot(), ...patch })
  }
}
