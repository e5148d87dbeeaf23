/**
 * `walletport/wagmi`: Walletport as a wagmi connector, one line of a wagmi config:
 *
 *   createConfig({ chains, connectors: [walletport({ widgetUrl })], transports })
 *
 * Creating the config mounts nothing: the widget (and the loader's code, which this entry imports
 * only then) arrive on the first `connect()`, or on a reload after a connection, when wagmi
 * reconnects. wagmi and @wagmi/core are optional peer dependencies of the package: only this entry
 * imports them, and the consumer's bundler finds them in the consumer's own node_modules.
 */
import type { CreateConnectorFn } from '@wagmi/core'
import type { Address, MountOptions } from '../protocol/types'
import { WALLETPORT_ICON } from '../protocol/walletportIcon'
import type { Eip1193Provider } from './hostAgent'
import type { WalletportHandle } from './mount'

/** The mount options but `announceProvider` (wagmi has this connector; an announcement would list Walletport twice). */
export type WalletportParameters = Omit<MountOptions, 'widgetUrl' | 'announceProvider'> & {
  /** Where the widget lives, e.g. `https://wallet.example.com/widget/`. */
  widgetUrl: string
}

/** What the connector keeps in wagmi's storage: that the visitor connected through it and has not disconnected. */
export type WalletportStorageItem = { 'walletport.connected': true }

/** What the connector adds to wagmi's: the handle, for the rest of the host API (`signIn`, `send`, `open`…). */
export type WalletportProperties = {
  /** Mounts the widget if it is not yet, and returns its handle. */
  getHandle(): Promise<WalletportHandle>
}

export type WalletportReturnType = CreateConnectorFn<
  Eip1193Provider | undefined,
  WalletportProperties,
  WalletportStorageItem
>

/**
 * How long a reload waits for the widget to restore the session (the widget itself waits up to 3 s
 * for the remembered wallet to show up, then asks it for its account) before wagmi counts the
 * connection gone. A restore that succeeds ends the wait at once.
 */
const RESTORE_BOUND_MS = 5000

const CONNECTED = 'walletport.connected'

/**
 * wagmi's error for a chain the app's config does not have, by its name and message. The connector takes
 * nothing of @wagmi/core at run time (its types alone): an app whose @wagmi/core sits under wagmi, where a
 * bundler looking from this package cannot see it, builds all the same.
 */
class ChainNotConfiguredError extends Error {
  override name = 'ChainNotConfiguredError'
  constructor() {
    super('Chain not configured.')
  }
}

/**
 * The connector: id `io.walletport` (the rdns `handle.provider` is announced under, so wagmi never
 * lists Walletport twice), type `walletport`. Each visitor-facing step happens in the widget: the
 * connect screen, the reviews, the chain switch; wagmi hears the widget's events as its own.
 */
export function walletport(parameters: WalletportParameters): WalletportReturnType {
  // Own properties only, as mount() reads them; `announceProvider` cannot sneak in from a plain JS caller.
  const { announceProvider: _announced, ...options }: MountOptions = Object.assign(Object.create(null), parameters)
  const widget = widgetOnDemand(options)

  // wagmi's createConnector is this function as it is, typed: written out, nothing of wagmi runs here.
  const create: WalletportReturnType = (config) => {
    /** The widget, mounted if it is not yet; wagmi hears its events as its own. */
    const mounted = () => widget.mounted((fresh) => followAsWagmi(fresh, config, connector))

    const request = async <T>(method: string, params?: unknown): Promise<T> =>
      (await (await mounted()).provider.request(params === undefined ? { method } : { method, params })) as T

    const connector = {
      id: 'io.walletport',
      name: 'Walletport',
      type: walletport.type,
      rdns: 'io.walletport',
      icon: WALLETPORT_ICON,

      async connect<withCapabilities extends boolean = false>({
        chainId,
        isReconnecting,
        withCapabilities,
      }: { chainId?: number; isReconnecting?: boolean; withCapabilities?: withCapabilities | boolean } = {}) {
        // Reconnecting shows nothing: the widget restored the session (isAuthorized waited for it) or it did not.
        const accounts = await request<Address[]>(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts')
        if (accounts.length === 0) throw new Error('Walletport: the session was not restored')
        let current = Number(await request<string>('eth_chainId'))
        if (chainId !== undefined && chainId !== current && !isReconnecting) {
          // A refusal of the switch is the visitor's answer; another failure leaves the connection on its chain.
          current = await connector.switchChain({ chainId }).then(
            (chain) => chain.id,
            (error: { code?: number }) => {
              if (error.code === 4001) throw error
              return current
            },
          )
        }
        await config.storage?.setItem(CONNECTED, true)
        // The widget reports no per-account capabilities here (wallet_getCapabilities has them per chain).
        const listed = withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts
        return { accounts: listed as never, chainId: current }
      },

      async disconnect() {
        await config.storage?.removeItem(CONNECTED)
        // Forgets the widget's session too, so a reload does not bring it back.
        const handle = widget.current()
        await handle?.disconnect().catch(() => {})
      },

      async getAccounts() {
        return widget.current() ? request<Address[]>('eth_accounts') : []
      },

      async getChainId() {
        return Number(await request<string>('eth_chainId'))
      },

      /**
       * wagmi asks every connector for its provider on each page load (reconnect): a page that never
       * connected through Walletport gets none, and loads nothing.
       */
      async getProvider() {
        const handle = widget.current()
        if (handle) return handle.provider
        if (await config.storage?.getItem(CONNECTED)) return (await mounted()).provider
        return undefined
      },

      getHandle: mounted,

      /**
       * After a reload: true once the widget has restored the session by itself. It never opens the
       * connect screen; where the widget can only offer "Continue as" (its storage blocked), the
       * visitor's click there connects wagmi through the widget's `connect` event.
       */
      async isAuthorized() {
        if (!widget.current() && !(await config.storage?.getItem(CONNECTED))) return false
        return restoredInTime(await mounted())
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new ChainNotConfiguredError()
        // The widget answers once its wallet is there (4902 for a chain this embedding does not offer).
        await request('wallet_switchEthereumChain', [{ chainId: `0x${chainId.toString(16)}` }])
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      },

      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onDisconnect() {
        void config.storage?.removeItem(CONNECTED)
        config.emitter.emit('disconnect')
      },
    }
    return connector
  }
  return create
}

walletport.type = 'walletport' as const

/** The widget's events, whoever caused them (wagmi, or the visitor in the widget itself), as wagmi's. */
function followAsWagmi(
  widget: WalletportHandle,
  config: Parameters<WalletportReturnType>[0],
  connector: {
    onAccountsChanged(accounts: string[]): void
    onChainChanged(chainId: string): void
    onDisconnect(): void
  },
) {
  widget.on('connect', ({ address, chainId }) => {
    void config.storage?.setItem(CONNECTED, true)
    // wagmi takes this only while it is not connecting itself: a visitor who connected in the widget.
    config.emitter.emit('connect', { accounts: [address], chainId })
  })
  widget.on('accountsChanged', ({ address }) => connector.onAccountsChanged([address]))
  widget.on('chainChanged', ({ chainId }) => connector.onChainChanged(String(chainId)))
  widget.on('disconnect', () => connector.onDisconnect())
}

/**
 * The widget, mounted on the first call that needs it (the loader's code is imported only then); a widget
 * that could not start (its `ready` rejected) is mounted afresh next time.
 */
function widgetOnDemand(options: MountOptions) {
  let handle: WalletportHandle | undefined
  let mounting: Promise<WalletportHandle> | undefined
  return {
    /** The widget if it is mounted: asking never mounts it. */
    current: () => handle,
    /** The widget, mounted now if it is not yet; `follow` hears the events of the one this call mounts. */
    mounted: (follow: (widget: WalletportHandle) => void): Promise<WalletportHandle> =>
      (mounting ??= import('./index').then(({ mount }) => {
        const fresh = mount(options)
        handle = fresh
        fresh.ready.catch(() => {
          if (handle !== fresh) return
          fresh.destroy()
          handle = mounting = undefined
        })
        follow(fresh)
        return fresh
      })),
  }
}

/** Whether the widget restores the session by itself (it is connected, or says `connect`) within RESTORE_BOUND_MS. */
async function restoredInTime(widget: WalletportHandle): Promise<boolean> {
  let stop = () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const restored = await new Promise<boolean>((resolve) => {
    stop = widget.on('connect', () => resolve(true))
    timer = setTimeout(resolve, RESTORE_BOUND_MS, false)
    widget.getState().then(
      (state) => state.status === 'connected' && resolve(true),
      () => resolve(false),
    )
  })
  stop()
  clearTimeout(timer)
  return restored
}
