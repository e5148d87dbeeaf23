/**
 * The `paymasterService` capability of EIP-5792 `wallet_sendCalls` (ERC-7677): the dapp names a
 * paymaster web service that pays the batch's gas. Its URL and `context` come from the host page and
 * are hostile until read here: an http(s) URL of a sane length with no credentials in it, and a
 * context that is plain JSON of bounded size (it is sent on to that service as it is). Every refusal
 * is -32602; whether the connected wallet can use a paymaster at all (5700) is the widget's to say.
 */

import { WalletportError } from './errors'
import * as RPC_ERROR from './rpcErrorCodes'
import { describe, field, isPlainObject } from './guards'

export type PaymasterService = {
  /** The paymaster's ERC-7677 endpoint, normalised (`URL.href`). */
  url: string
  /** The dapp's `context` for the service (a policy id, say), plain JSON. */
  context?: Record<string, unknown>
  /** The dapp accepts the wallet paying as usual when it cannot use the paymaster. */
  optional: boolean
}

/** The longest paymaster URL taken: an endpoint with an API key in its path, not a page of text. */
export const MAX_PAYMASTER_URL_LENGTH = 2048
/** The largest `context`, as JSON: a sponsorship policy's id and a few fields, not a payload. */
export const MAX_PAYMASTER_CONTEXT_BYTES = 4096
const MAX_CONTEXT_DEPTH = 8

export function parsePaymasterService(raw: unknown, path = 'capabilities.paymasterService'): PaymasterService {
  if (!isPlainObject(raw)) invalid(`${path}: expected { url, context?, optional? }, got ${describe(raw)}`)
  const optional = field(raw, 'optional')
  if (optional !== undefined && typeof optional !== 'boolean')
    invalid(`${path}.optional: expected true or false, got ${describe(optional)}`)
  const service: PaymasterService = { url: paymasterUrl(field(raw, 'url'), `${path}.url`), optional: optional === true }
  const context = field(raw, 'context')
  if (context !== undefined && context !== null) {
    if (!isPlainObject(context)) invalid(`${path}.context: expected an object, got ${describe(context)}`)
    if (!isJson(context, 0)) invalid(`${path}.context: expected plain JSON (objects, arrays, strings, numbers)`)
    if (new TextEncoder().encode(JSON.stringify(context)).length > MAX_PAYMASTER_CONTEXT_BYTES)
      invalid(`${path}.context: at most ${MAX_PAYMASTER_CONTEXT_BYTES} bytes of JSON`)
    service.context = JSON.parse(JSON.stringify(context)) as Record<string, unknown>
  }
  return service
}

/** An http(s) URL with a host and no credentials; `javascript:`, `file:`, `data:` and the like are refused. */
export function paymasterUrl(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PAYMASTER_URL_LENGTH)
    invalid(`${path}: expected an http(s) URL of at most ${MAX_PAYMASTER_URL_LENGTH} characters, got ${describe(raw)}`)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    invalid(`${path}: ${describe(raw)} is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    invalid(`${path}: only http(s) paymasters are used, not ${describe(url.protocol)}`)
  if (url.username !== '' || url.password !== '') invalid(`${path}: a URL with credentials in it is refused`)
  if (url.hostname === '') invalid(`${path}: the URL has no host`)
  return url.href
}

/** JSON's own values only (no undefined, functions, dates or non-finite numbers), and not too deep. */
function isJson(value: unknown, depth: number): boolean {
  if (depth > MAX_CONTEXT_DEPTH) return false
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((item) => isJson(item, depth + 1))
  return isPlainObject(value) && Object.values(value).every((item) => isJson(item, depth + 1))
}

function invalid(message: string): never {
  throw new WalletportError('INVALID_REQUEST', message, { code: RPC_ERROR.invalidParams })
}
