import type { ComponentType } from 'react'
import type { Address } from 'viem'
import type { WalletportError } from '../../../protocol/errors'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import type { ApprovalController } from '../provider/ApprovalController'
import type { Embedding, WalletSession } from '../session/WalletSession'
import type { Eip1193Provider } from '../wallets/eip1193'

/** What the home reads of the session. */
export type HomeSession = Embedding &
  Pick<
    WalletSession,
    | 'connection'
    | 'send'
    | 'balances'
    | 'currency'
    | 'activity'
    | 'approvals'
    | 'clients'
    | 'reportError'
    | 'permissionEvent'
  >

/** What the owners panel of a connected wallet is given. */
export type OwnersPanelProps = {
  wallet: Eip1193Provider
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  /** Tells the host page a request of the panel failed (its `error` event). */
  report: (error: WalletportError) => void
}

/** What the permissions list of a connected wallet is given (a wallet that holds permissions for apps). */
export type PermissionsPanelProps = {
  account: Address
  chain: ChainConfig
  /** The latest block the widget read (the balances'): the grants are read again at each. */
  block: bigint | undefined
  client: ChainClient
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  report: (error: WalletportError) => void
  /** A grant of `site`'s was revoked on `chainId`: the host page's `permissionRevoked` event, for its own grants only. */
  revoked: (chainId: number, site: string) => void
}

/**
 * What the composition root plugs into the home screen (the passkey wing's screens, WalletApp.tsx): the home
 * asks the wallet's capabilities which to show, never which wallet it is.
 */
export type HomeSlots = {
  /** For a wallet whose owners the widget manages (`managesOwners`). */
  OwnersPanel: ComponentType<OwnersPanelProps>
  /** For any other wallet, on a chain that offers the passkey wallet: recovering an account as its recovery address. */
  RecoverAccount: ComponentType<{ session: HomeSession }>
  /** For a wallet that holds permissions for apps (`executionPermissions`), on a chain that offers it: the grants. */
  Permissions: ComponentType<PermissionsPanelProps>
}
