/**
 * The bridge contract between loader (host page) and widget (iframe).
 *
 * Penpal carries three methods, and each takes one untrusted value:
 * - the widget exposes `call(request)`, answered with a `BridgeResponse` envelope;
 * - the loader exposes `notify(message)` for events and UI requests from the widget, and
 *   `agent(request)` for what the widget asks of the host agent (`HostAgentRequest`).
 * One entry point per purpose means one place where every message is validated, and an
 * unknown method gets our `INVALID_REQUEST` instead of penpal's METHOD_NOT_FOUND.
 */

import type { ErrorInfo } from './errors'
import type { PaymasterMethod } from './parsePaymasterAnswer'
import type {
  Account,
  Balance,
  SendRequest,
  SendResult,
  SignInRequest,
  SignInResult,
  EventName,
  MountOptions,
  State,
  WalletInfo,
  WalletportEvents,
} from './types'

/** Penpal channel name, so that other penpal users on the same page never cross wires with us. */
export const BRIDGE_CHANNEL = 'walletport/1'

/** The mount options that only the loader reads: where the widget goes and comes from, and what it does on the host page. */
export type LoaderOnlyOption = 'target' | 'widgetUrl' | 'timeoutMs' | 'announceProvider'

/** The mount options the widget acts on (parsed by parseWidgetOptions.ts); the loader keeps the rest. */
export type WidgetOptions = Omit<MountOptions, LoaderOnlyOption>

/** An EIP-1193 request of `handle.provider`, answered by the widget. */
export type ProviderRequest = { method: string; params?: unknown }

/** An event of a wallet injected in the host page, relayed into the widget (see HostAgentRequest). */
export type HostWalletEvent = {
  id: string
  event: 'accountsChanged' | 'chainChanged' | 'disconnect'
  data: unknown
}

/** Method name → [params, result]. */
export interface HostCalls {
  configure: [WidgetOptions, null]
  getState: [undefined, State]
  connect: [undefined, Account]
  disconnect: [undefined, null]
  getBalances: [undefined, Balance[]]
  send: [SendRequest, SendResult]
  signIn: [SignInRequest, SignInResult]
  providerRequest: [ProviderRequest, unknown]
  hostWalletEvent: [HostWalletEvent, null]
}

export type HostMethod = keyof HostCalls
export type HostCallParams<M extends HostMethod> = HostCalls[M][0]
export type HostCallResult<M extends HostMethod> = HostCalls[M][1]

export type HostCall = { [M in HostMethod]: { method: M; params: HostCallParams<M> } }[HostMethod]

export type BridgeResponse<T = unknown> = { ok: true; value: T } | { ok: false; error: ErrorInfo }

/** What the widget tells the host page: public events, and requests to show or hide the modal. */
export type WidgetMessage =
  | { [E in EventName]: { kind: 'event'; name: E; payload: WalletportEvents[E] } }[EventName]
  | { kind: 'ui'; action: 'open' | 'close' }
  /** Inline layout: the widget's content height, so the iframe fits it with no inner scrollbar. */
  | { kind: 'ui'; action: 'resize'; height: number }

/**
 * What the widget asks of the host agent, the host-page code the loader imports on first use:
 * - `discover` / `request`: the wallets injected in the host page. Many extensions and in-app
 *   browsers do not inject into cross-origin iframes, so the agent discovers them (EIP-6963)
 *   and forwards the widget's EIP-1193 requests to them;
 * - `recall` / `remember`: the session hint, kept in the host's storage for browsers that block
 *   the iframe's own (third-party) storage. The host can read and forge it, so it holds nothing
 *   the host does not already know: the wallet's id and the address the visitor connected with.
 * - `paymaster`: one ERC-7677 request to the paymaster the host page named in a `wallet_sendCalls`
 *   (`paymasterService`). The host page fetches it, not the widget: the widget's CSP `connect-src`
 *   stays the operator's list, and the page may reach what it named. The widget validates the answer.
 */
export type HostAgentRequest =
  | { op: 'discover' }
  | { op: 'paymaster'; url: string; method: PaymasterMethod; params: unknown[] }
  | { op: 'request'; id: string; method: string; params?: unknown }
  | { op: 'recall'; key: HostRecordKey }
  | { op: 'remember'; key: HostRecordKey; value: string | null }

/** The records the widget may keep in the host's storage (as `walletport:<key>`). */
export type HostRecordKey = 'session' | 'pendingSend' | 'sends' | 'currency'

export type HostWalletAnnouncement = { id: string; info: WalletInfo }

/** EIP-1193 errors keep their numeric code (4001, 4902…) across the bridge. */
export type AgentResponse =
  { ok: true; value: unknown } | { ok: false; error: { code: number; message: string; data?: unknown } }

/** The penpal method tables of each side. */
export type WidgetBridgeMethods = { call(request: unknown): Promise<BridgeResponse> }
export type LoaderBridgeMethods = {
  notify(message: unknown): void
  agent(request: unknown): Promise<AgentResponse>
}
