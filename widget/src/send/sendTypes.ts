import type { ConnectedWallet } from '../connection/connectionTypes'
import type { Address, Hash } from 'viem'
import type { WidgetMessage } from '../../../protocol/bridge'
import type { ChainConfig } from '../../../protocol/config'
import type { BalanceRow } from '../balances/BalanceTracker'
import type { ChainClient } from '../chain/chainClient'
import type { Text } from '../i18n/translate'
import type { DurableStore } from '../storage/durableStore'
import type { PreparedTransfer, SendDraft } from './prepareSend'

/* The send flow's value (SendView) and what SendController is given (SendContext). */

/** What a sent transfer shows while it is tracked and after. */
export type SentTransfer = {
  chain: ChainConfig
  token: 'native' | Address
  symbol: string
  decimals: number
  to: Address
  amount: bigint
}

/** The send flow's steps (SendController's value); `id` is the reviewed request's, `requestedBy` the host origin of a host's send(). */
export type SendView =
  | { step: 'idle' }
  | { step: 'form'; draft?: SendDraft; requestedBy?: string; notice?: Text }
  | { step: 'preparing'; draft: SendDraft; requestedBy?: string }
  | {
      step: 'review'
      id: string
      send: PreparedTransfer
      draft: SendDraft
      requestedBy?: string
      shownAt: number
      notice?: Text
    }
  | { step: 'signing'; id: string; send: PreparedTransfer; draft: SendDraft; requestedBy?: string }
  | { step: 'submitted'; transfer: SentTransfer; hash: Hash }
  | { step: 'confirmed'; transfer: SentTransfer; hash: Hash }
  /** `reasonText`: the wallet's own sentence for the visitor (ExplainedError), shown instead of `reason`. */
  | { step: 'failed'; transfer: SentTransfer; hash?: Hash; reason: string; reasonText?: Text }

/** Steps during which another send is refused with BUSY: one send at a time. */
export const BUSY_STEPS = new Set<SendView['step']>(['form', 'preparing', 'review', 'signing', 'submitted'])

/** What a status screen shows of a prepared send. */
export function transferOf({ chain, token, symbol, decimals, to, amount }: PreparedTransfer): SentTransfer {
  return { chain, token, symbol, decimals, to, amount }
}

/** What the controller needs from the session around it. */
export type SendContext = {
  hostOrigin: string
  chains: () => ChainConfig[]
  client: (chain: ChainConfig) => ChainClient
  /** The connected account, its wallet's provider and chain; undefined when disconnected. */
  account: () => ConnectedWallet | undefined
  /** The balance row of a token, once balances are read; undefined when the token is not listed. */
  balanceRow: (chainId: number, token: 'native' | Address) => Promise<BalanceRow | undefined>
  refreshBalances: () => void
  /** Addresses the account sent to or received from on a chain (Activity's view of it). */
  counterparties: (chain: ChainConfig, account: Address) => Promise<Address[]>
  store: DurableStore
  emit: (message: WidgetMessage) => void
  locale: () => string
}
