/**
 * What the loader reads from the widget: its messages and its answers. Apart from validate.ts so
 * the loader's first bytes and the host module carry only these two small checks.
 */

import { WalletportError, type ErrorCode } from './errors'
import type { WidgetMessage } from './bridge'
import type { PlainObject } from './guards'

/**
 * What the loader accepts from the widget. Only the widget's origin can reach the loader (penpal
 * checks it), so this is a cheap structural check rather than a parser with messages: the loader
 * must stay small, and the untrusted direction (host → widget) is the one parsed in full. The
 * widget names only public events (WidgetMessage); the loader does not spend bytes on the list.
 */
export function isWidgetMessage(raw: unknown): raw is WidgetMessage {
  const { kind, action, name, payload, height } = (raw ?? {}) as PlainObject
  return kind === 'ui'
    ? action === 'open' || action === 'close' || (action === 'resize' && typeof height === 'number')
    : kind === 'event' && typeof name === 'string' && typeof payload === 'object' && !!payload
}

/** Unwraps the widget's answer to a call; a malformed answer becomes an error, never a value. */
export function unwrapBridgeResponse(raw: unknown): unknown {
  const { ok, value, error = {} } = (raw ?? {}) as { ok?: unknown; value?: unknown; error?: PlainObject }
  if (ok === true) return value
  // The code is passed on as the widget set it: checking it against the list of codes would
  // cost the loader bytes and protect against nothing the widget's origin could not do anyway.
  // Copying the fields keeps a provider error's rpcCode and data without code of its own here.
  throw Object.assign(
    new WalletportError((error.code ?? 'INVALID_REQUEST') as ErrorCode, String(error.message ?? 'malformed response')),
    error,
  )
}
