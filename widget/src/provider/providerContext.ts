import type { ChainConfig } from '../../../protocol/config'
import type { BalanceTracker } from '../balances/BalanceTracker'
import type { ChainClients } from '../chain/chainClient'
import type { ConnectionController } from '../connection/ConnectionController'
import type { ApprovalController } from './ApprovalController'
import type { CallsRegistry } from './CallsRegistry'
import type { HostReadRelay } from './HostReadRelay'

/** What answering `handle.provider` takes from the widget (the session has all of it). */
export type ProviderContext = {
  /** The chains the host mounted; the first is the default. */
  readonly chains: ChainConfig[]
  /** The host's origin as the browser told the iframe: a sign-in's domain and URI. */
  readonly hostOrigin: string
  connection: Pick<
    ConnectionController,
    'getState' | 'requestConnect' | 'switchWalletChain' | 'connectedWallet' | 'disconnect'
  >
  approvals: Pick<ApprovalController, 'request' | 'requestFromWallet'>
  calls: Pick<CallsRegistry, 'status' | 'show'>
  hostReads: Pick<HostReadRelay, 'request' | 'spend'>
  clients: Pick<ChainClients, 'get'>
  balances: Pick<BalanceTracker, 'whenLoaded' | 'getSnapshot'>
  /** Tells the host a permission was granted or revoked (WalletSession.permissionEvent). */
  permissionEvent?: (name: 'permissionGranted' | 'permissionRevoked', chainId: number) => void
}
