import type { WidgetMessage } from '../../../protocol/bridge'
import type { ChainConfig } from '../../../protocol/config'
import type { Address } from '../../../protocol/types'
import type { Layout } from '../boot/layout'
import type { Text } from '../i18n/translate'
import type { DurableStore } from '../storage/durableStore'
import type { Wallet } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import type { Connection } from './connectionMachine'

/* The connection controller's value, and what it is given (its context and followers). */

/** Whether the connect screen is open (from the visitor's or the host's connect until it is left). */
export type View = 'home' | 'connect'

/** What the connect screen and the home screen show of the connection (ConnectionController's value). */
export type ConnectionSnapshot = {
  connection: Connection
  view: View
  /** The connect screen's wallets, from every source (WalletCatalog). */
  wallets: WalletOption[]
  /** A problem to show on the home screen (a network switch that failed). */
  notice?: Text | undefined
  /** The WalletConnect pairing URI of the current attempt, once the provider has made it. */
  walletConnectUri?: string | undefined
  /**
   * A session remembered in the host's storage (the iframe's own is blocked): offered as
   * "Continue as 0x12…ab", never reconnected without the visitor's click.
   */
  resumable?: { option: WalletOption; address: Address } | undefined
}

/** The connected account with its wallet's provider, for the controllers that send and sign. */
export type ConnectedWallet = { address: Address; chainId: number; walletName: string } & Wallet

/**
 * What the rest of the widget does when the connection changes. Within one change they are called
 * in a fixed order, the order the host has always seen: `account` first; on a connection the
 * `connect` event goes out before `connected`; on an account or network change the events go out
 * before `contextChanged`; on a disconnection `disconnected` runs before the `disconnect` event.
 */
export type ConnectionFollowers = {
  /** The address to follow (balances), undefined when not connected. Called on every change. */
  account: (address: Address | undefined) => void
  /** The connected wallet moved to another chain. */
  chainChanged: () => void
  /** A connection was just made (a send pending since before a reload may resume). */
  connected: () => void
  /** The account or network changed under a connected session (open reviews are rebuilt). */
  contextChanged: () => void
  /** The connection ended (whatever was being prepared for it is void). */
  disconnected: () => void
}

export type ConnectionContext = {
  /** The chains the host mounted, in its order; the first is the default. */
  chains: () => ChainConfig[]
  layout: Layout
  /** Keeps the remembered session (wallet and address) across reloads. */
  store: DurableStore
  /** The host link's notify, undefined while the bridge is not up. */
  notify: (message: WidgetMessage) => Promise<void> | undefined
  /** Asks the host page for its wallets again: the connect screen lists late ones too. */
  discoverHostWallets: () => Promise<void>
  followers: ConnectionFollowers
}
