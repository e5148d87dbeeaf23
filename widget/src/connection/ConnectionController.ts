import type { WidgetMessage } from '../../../protocol/bridge'
import { rpcError } from '../../../protocol/rpcError'
import type { Account, Address, State } from '../../../protocol/types'
import type { Text } from '../i18n/translate'
import { Observable } from '../state/Observable'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { errorMessage, isUserRejection, type Eip1193Provider } from '../wallets/eip1193'
import { switchToChain } from '../wallets/switchToChain'
import { disconnectSession, readChainId, requestAccount } from '../wallets/walletAnswers'
import { walletOf, type Wallet } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import { watchWallet } from '../wallets/watchWallet'
import { accountOf, hostEvents, publicState, transition, type ConnectionEvent } from './connectionMachine'
import type { ConnectedWallet, ConnectionContext, ConnectionSnapshot } from './connectionTypes'
import { HostConnectRequest } from './HostConnectRequest'
import { restoreSession, RESTORE_WAIT_MS } from './restoreSession'

export type {
  ConnectedWallet,
  ConnectionContext,
  ConnectionFollowers,
  ConnectionSnapshot,
  View,
} from './connectionTypes'

/** The connected wallet's contract, made once when it connected, and the end of listening to it. */
type Watched = { wallet: Wallet; stop: () => void }

/**
 * The visitor's connection and the connect screen: choosing a wallet, the chain switch it may
 * need, disconnecting, restoring a remembered session after a reload, and the host's `connect()`.
 * Every change of the connection goes through `#apply`, which derives the host events
 * (connect, accountsChanged, chainChanged, disconnect) from the before/after pair, so no path can
 * forget one or send one twice. The state machine itself is pure (connectionMachine.ts); this
 * class talks to the wallet and numbers the attempts so a late answer of a cancelled one is dropped.
 */
export class ConnectionController extends Observable<ConnectionSnapshot> {
  readonly #context: ConnectionContext
  #watched: Watched | undefined
  readonly #hostConnect: HostConnectRequest
  #attempts = 0

  constructor(context: ConnectionContext) {
    super({ connection: { status: 'disconnected' }, view: 'home', wallets: [] })
    this.#context = context
    this.#hostConnect = new HostConnectRequest(context)
  }

  getState(): State {
    return publicState(this.getSnapshot().connection)
  }

  /** The connected account with its wallet's provider; undefined while not connected. */
  connectedWallet(): ConnectedWallet | undefined {
    const { connection } = this.getSnapshot()
    const wallet = this.#watched?.wallet
    if (connection.status !== 'connected' || !wallet) return undefined
    return { address: connection.address, chainId: connection.chainId, walletName: connection.wallet.name, ...wallet }
  }

  setWallets(wallets: WalletOption[]): void {
    this.#set({ wallets })
  }

  setWalletConnectUri(uri: string): void {
    this.#set({ walletConnectUri: uri })
  }

  /** The host's `connect()`: shows the connect screen and settles when the visitor is done. */
  requestConnect(): Promise<Account> {
    return this.#hostConnect.start(this.getSnapshot().connection, this.showConnect)
  }

  showConnect = (): void => {
    this.#set({ view: 'connect' })
    void this.#context.discoverHostWallets()
  }

  /** Leaves the connect screen: a pending attempt or host connect() ends as rejected by the visitor. */
  dismissConnect = (): void => {
    if (this.getSnapshot().connection.status === 'connecting') this.#apply({ type: 'cancel' })
    this.#hostConnect.dismissed()
    this.#set({ view: 'home' })
  }

  /** The modal closed: a connect still waiting for the visitor ends as rejected. */
  dismissUnfinished(): void {
    if (this.#hostConnect.active || this.getSnapshot().connection.status === 'connecting') this.dismissConnect()
  }

  chooseWallet = async (option: WalletOption): Promise<void> => {
    this.#set({ walletConnectUri: undefined, resumable: undefined })
    await this.#attempt('choose', option, requestAccount)
  }

  /** The wallet is on a chain this embedding does not offer: ask it to switch to the default one. */
  switchChain = async (): Promise<void> => {
    const { connection } = this.getSnapshot()
    const provider = this.#watched?.wallet.provider
    if (connection.status !== 'connecting' || !provider) return
    const { attempt } = connection
    this.#apply({ type: 'switchRequested', attempt })
    try {
      const chainId = await switchToChain(provider, this.#context.chains()[0]!)
      this.#apply({ type: 'chainChanged', chainId, chainSupported: this.#supports(chainId) })
    } catch {
      this.#apply({ type: 'switchFailed', attempt })
    }
  }

  /** The network selector: asks the connected wallet to move to another mounted chain. */
  switchWalletChain = async (chainId: number, { throwOnFailure = false } = {}): Promise<void> => {
    const chain = this.#context.chains().find((c) => c.id === chainId)
    const provider = this.#watched?.wallet.provider
    const { connection } = this.getSnapshot()
    if (!chain || !provider || connection.status !== 'connected') return
    this.#set({ notice: undefined })
    try {
      const reached = await switchToChain(provider, chain)
      // Not every wallet emits chainChanged (the dev wallet does not): take its answer too.
      this.#apply({ type: 'chainChanged', chainId: reached, chainSupported: this.#supports(reached) })
    } catch (error) {
      const rejected = isUserRejection(error)
      const refused = rpcError('USER_REJECTED', RPC_ERROR.userRejected, 'the visitor refused the switch')
      if (throwOnFailure) throw rejected ? refused : error
      const params = { wallet: connection.wallet.name, chain: chain.name, reason: errorMessage(error) }
      if (!rejected) this.#set({ notice: { key: 'notice.switchFailed', params } })
    }
  }

  disconnect = (): void => {
    this.#context.store.write('session', undefined)
    if (this.#watched) void disconnectSession(this.#watched.wallet.provider)
    this.#apply({ type: 'disconnect' })
    this.#set({ view: 'home' })
  }

  /** Reload: reconnects the remembered wallet without a click where that is safe (restoreSession). */
  restore(): Promise<void> {
    return restoreSession({
      store: this.#context.store,
      disconnected: () => this.getSnapshot().connection.status === 'disconnected',
      // Never through an option that makes a new account (the passkey wallet's "Create").
      wallet: (id) => this.when(({ wallets }) => wallets.find((o) => o.id === id && !o.creates), RESTORE_WAIT_MS),
      offer: (resumable) => this.#set({ resumable }),
      // Silent, so it fails silently: no notice, and a host connect() waiting meanwhile keeps waiting.
      reconnect: (option, account) => this.#attempt('restore', option, account),
    })
  }

  #supports(chainId: number): boolean {
    return this.#context.chains().some((chain) => chain.id === chainId)
  }

  /**
   * One numbered attempt to connect `option`, its account asked by `account` (undefined: none to
   * connect). A visitor's choice that fails says why and answers a waiting host connect(); a restore
   * fails quietly.
   */
  async #attempt(
    type: 'choose' | 'restore',
    option: WalletOption,
    account: (provider: Eip1193Provider) => Promise<Address | undefined>,
  ): Promise<void> {
    const attempt = ++this.#attempts
    this.#apply({ type, attempt, walletId: option.id, wallet: option.info })
    try {
      const provider = await option.provider()
      const address = await account(provider)
      if (!address) return this.#apply({ type: 'failed', attempt })
      const chainId = await readChainId(provider)
      const now = this.getSnapshot().connection
      if (now.status !== 'connecting' || now.attempt !== attempt) {
        // The visitor cancelled, then approved on the phone anyway: end that session again.
        void disconnectSession(provider)
        return
      }
      this.#watch(walletOf(option.id, provider))
      this.#apply({ type: 'authorized', attempt, address, chainId, chainSupported: this.#supports(chainId) })
    } catch (error) {
      if (type === 'restore') return this.#apply({ type: 'failed', attempt })
      const now = this.getSnapshot().connection
      if (now.status !== 'connecting' || now.attempt !== attempt) return // the visitor moved on
      const wallet = option.info.name
      const notice: Text = isUserRejection(error)
        ? { key: 'notice.declined', params: { wallet } }
        : { key: 'notice.connectFailed', params: { wallet, reason: errorMessage(error) } }
      this.#apply({ type: 'failed', attempt, notice })
      this.#hostConnect.failed(error)
    }
  }

  /** Listens to the connected wallet; replaces any earlier subscription. */
  #watch(wallet: Wallet): void {
    if (this.#watched?.wallet.provider === wallet.provider) return
    this.#watched?.stop()
    const stop = watchWallet(wallet.provider, {
      accountsChanged: (address) => this.#apply({ type: 'accountsChanged', address }),
      chainChanged: (chainId) =>
        this.#apply({ type: 'chainChanged', chainId, chainSupported: this.#supports(chainId) }),
      disconnect: () => this.#apply({ type: 'disconnect', notice: { key: 'notice.walletDisconnected' } }),
    })
    this.#watched = { wallet, stop }
  }

  /**
   * The one door for a change of the connection. The host events come from the before/after pair
   * (hostEvents), so no path can forget one or send one twice; the followers run around them in
   * the order ConnectionFollowers gives.
   */
  #apply(event: ConnectionEvent): void {
    const before = this.getSnapshot().connection
    const after = transition(before, event)
    if (after === before) return
    this.#set({ connection: after })
    const { followers, store } = this.#context
    const events = hostEvents(before, after)
    followers.account(after.status === 'connected' ? after.address : undefined)
    if (after.status === 'connected') {
      if (before.status === 'connected' && after.chainId !== before.chainId) followers.chainChanged()
      if (before.status !== 'connected' || after.address !== before.address) {
        store.write('session', JSON.stringify({ walletId: after.walletId, address: after.address }))
      }
      events.forEach((message) => this.#emit(message))
      if (before.status === 'connected') {
        if (events.length > 0) followers.contextChanged()
        return
      }
      this.#hostConnect.connected(accountOf(after))
      this.#set({ view: 'home' })
      followers.connected()
      return
    }
    if (after.status === 'disconnected') {
      followers.disconnected()
      this.#watched?.stop()
      this.#watched = undefined
      events.forEach((message) => this.#emit(message))
    }
  }

  /** A host event: lost when the bridge is gone, never an unhandled rejection. */
  #emit(message: WidgetMessage): void {
    void this.#context.notify(message)?.catch(() => {})
  }

  #set(patch: Partial<ConnectionSnapshot>): void {
    this.publish({ ...this.getSnapshot(), ...patch })
  }
}
