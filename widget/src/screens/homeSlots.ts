import type { ComponentType } from 'react'
import type { Address } from 'viem'
import type { WalletportError } from '../../../protocol/errors'
import type { ApprovalController } from '../provider/ApprovalController'
import type { Embedding, WalletSession } from '../session/WalletSession'
import type { Eip1193Provider } from '../wallets/eip1193'

/** What the home reads of the session. */
export type HomeSession = Embedding &
  Pick<
    WalletSession,
    'connection' | 'send' | 'balances' | 'currency' | 'activity' | 'approvals' | 'clients' | 'reportError'
  >

/** What the owners panel of a connected wallet is given. */
export type OwnersPanelProps = {
  wallet: Eip1193Provider
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  /** Tells the host page a request of the panel failed (its `error` event). */
  report: (error: WalletportError) => void
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
}
