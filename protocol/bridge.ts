/**
 * The bridge contract between loader (host page) and widget (iframe).
 *
 * Penpal carries exactly one method each way, and each takes one untrusted value:
 * - the widget exposes `call(request)`, answered with a `BridgeResponse` envelope;
 * - the loader exposes `notify(message)` for events and UI requests from the widget.
 * One entry point per side means one place where every message is validated, and an
 * unknown method gets our `INVALID_REQUEST` instead of penpal's METHOD_NOT_FOUND.
 */

import type { ErrorInfo } from './errors'
import type { EventName, State, Theme, TokenInput, WalletportEvents } from './types'

/** Penpal channel name, so that other penpal users on the same page never cross wires with us. */
export const BRIDGE_CHANNEL = 'walletport/1'

/** The mount options the widget acts on; the rest (target, widgetUrl, timeoutMs) stay in the loader. */
export type WidgetOptions = {
  chains?: number[]
  tokens?: TokenInput[]
  theme?: Theme
  accent?: string
  locale?: string
  relayHostWallets?: boolean
}

/** Method name → [params, result]. */
export interface BridgeMethods {
  configure: [WidgetOptions, null]
  getState: [undefined, State]
}

export type BridgeMethod = keyof BridgeMethods
export type BridgeParams<M extends BridgeMethod> = BridgeMethods[M][0]
export type BridgeResult<M extends BridgeMethod> = BridgeMethods[M][1]

export type BridgeRequest = { [M in BridgeMethod]: { method: M; params: BridgeParams<M> } }[BridgeMethod]

export type BridgeResponse<T = unknown> = { ok: true; value: T } | { ok: false; error: ErrorInfo }

/** What the widget tells the host page: public events, and requests to show or hide the modal. */
export type WidgetMessage =
  | { [E in EventName]: { kind: 'event'; name: E; payload: WalletportEvents[E] } }[EventName]
  | { kind: 'ui'; action: 'open' | 'close' }

/** The penpal method tables of each side. */
export type WidgetBridgeMethods = { call(request: unknown): Promise<BridgeResponse> }
export type LoaderBridgeMethods = { notify(message: unknown): void }
