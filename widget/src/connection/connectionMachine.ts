import type { WidgetMessage } from '../../../protocol/bridge'
import type { Account, Address, State, WalletInfo } from '../../../protocol/types'
import type { Text } from '../i18n/translate'
import { isRelayedWallet } from '../wallets/walletOption'

/**
 * The connection as a state machine: disconnected → connecting → connected, and back.
 * Pure: ConnectionController feeds it events (the visitor's choices and the wallet's answers)
 * and acts on the state that comes out. The controller numbers each connection `attempt`, so a
 * late answer from an attempt the visitor already cancelled is recognised and dropped.
 */
export type ConnectStep =
  /** Waiting for the wallet to authorise this site (its popup is open). */
  | 'authorize'
  /** The wallet is on a chain this embedding does not offer; the visitor may switch. */
  | 'wrongChain'
  /** Switch requested from the wallet, waiting for its answer. */
  | 'switching'
  /** Silently checking a remembered wallet after a reload. */
  | 'restore'

export type Connection =
  | { status: 'disconnected'; notice?: Text }
  | {
      status: 'connecting'
      attempt: number
      walletId: string
      wallet: WalletInfo
      step: ConnectStep
      address?: Address
      chainId?: number
    }
  | { status: 'connected'; walletId: string; wallet: WalletInfo; address: Address; chainId: number }

export type ConnectionEvent =
  | { type: 'choose'; attempt: number; walletId: string; wallet: WalletInfo }
  | { type: 'restore'; attempt: number; walletId: string; wallet: WalletInfo }
  | { type: 'authorized'; attempt: number; address: Address; chainId: number; chainSupported: boolean }
  | { type: 'switchRequested'; attempt: number }
  /** The wallet refused or failed the switch: the visitor may try again. */
  | { type: 'switchFailed'; attempt: number }
  | { type: 'failed'; attempt: number; notice?: Text }
  | { type: 'cancel' }
  | { type: 'accountsChanged'; address: Address | undefined }
  | { type: 'chainChanged'; chainId: number; chainSupported: boolean }
  | { type: 'disconnect'; notice?: Text }

export function transition(state: Connection, event: ConnectionEvent): Connection {
  switch (event.type) {
    case 'choose':
    case 'restore':
      return {
        status: 'connecting',
        attempt: event.attempt,
        walletId: event.walletId,
        wallet: event.wallet,
        step: event.type === 'choose' ? 'authorize' : 'restore',
      }
    case 'authorized':
      if (state.status !== 'connecting' || state.attempt !== event.attempt) return state
      return event.chainSupported
        ? connectedFrom(state, event.address, event.chainId)
        : { ...state, step: 'wrongChain', address: event.address, chainId: event.chainId }
    case 'switchRequested':
      if (state.status !== 'connecting' || state.attempt !== event.attempt) return state
      return { ...state, step: 'switching' }
    case 'switchFailed':
      if (state.status !== 'connecting' || state.attempt !== event.attempt) return state
      return { ...state, step: 'wrongChain' }
    case 'failed':
      if (state.status !== 'connecting' || state.attempt !== event.attempt) return state
      return disconnected(event.notice)
    case 'cancel':
      return state.status === 'connecting' ? { status: 'disconnected' } : state
    case 'accountsChanged':
      if (state.status === 'connected')
        return event.address ? { ...state, address: event.address } : { status: 'disconnected' }
      if (state.status === 'connecting' && state.step === 'wrongChain' && !event.address)
        return { status: 'disconnected' }
      return state
    case 'chainChanged':
      if (state.status === 'connected') return { ...state, chainId: event.chainId }
      if (
        state.status === 'connecting' &&
        (state.step === 'wrongChain' || state.step === 'switching') &&
        state.address
      ) {
        return event.chainSupported
          ? connectedFrom(state, state.address, event.chainId)
          : { ...state, step: 'wrongChain', chainId: event.chainId }
      }
      return state
    case 'disconnect':
      return disconnected(event.notice)
  }
}

/** Connected to the wallet an attempt was made with, at the account and chain it answered. */
function connectedFrom(attempt: Connection & { status: 'connecting' }, address: Address, chainId: number): Connection {
  return { status: 'connected', walletId: attempt.walletId, wallet: attempt.wallet, address, chainId }
}

/** Disconnected, with the notice that says why where there is one. */
function disconnected(notice: Text | undefined): Connection {
  return notice ? { status: 'disconnected', notice } : { status: 'disconnected' }
}

/** What the host may see: the address only once the visitor has connected. */
export function publicState(connection: Connection): State {
  if (connection.status === 'connected') {
    return { status: 'connected', address: connection.address, chainId: connection.chainId, wallet: connection.wallet }
  }
  return { status: connection.status }
}

export function accountOf(connection: Connection & { status: 'connected' }): Account {
  return { address: connection.address, chainId: connection.chainId, wallet: connection.wallet }
}

/**
 * The host events a change of the connection makes, in the order they go out: `connect` when a
 * connection is made, `accountsChanged` then `chainChanged` for what changed while connected,
 * `disconnect` when a connected session ends. An attempt that starts, fails or waits on a wrong
 * chain is nothing the host sees.
 */
export function hostEvents(before: Connection, after: Connection): WidgetMessage[] {
  if (after.status === 'connected') {
    if (before.status !== 'connected') return [{ kind: 'event', name: 'connect', payload: accountOf(after) }]
    const events: WidgetMessage[] = []
    if (after.address !== before.address)
      events.push({ kind: 'event', name: 'accountsChanged', payload: { address: after.address } })
    if (after.chainId !== before.chainId)
      events.push({ kind: 'event', name: 'chainChanged', payload: { chainId: after.chainId } })
    return events
  }
  return after.status === 'disconnected' && before.status === 'connected'
    ? [{ kind: 'event', name: 'disconnect', payload: {} }]
    : []
}

/** The connected wallet's name when it is reached through the host page, else undefined. */
export function relayedWalletName(connection: Connection): string | undefined {
  return connection.status !== 'disconnected' && isRelayedWallet(connection.walletId)
    ? connection.wallet.name
    : undefined
}
