/** Small structural checks shared by every parser in protocol/. */

import { WalletportError, type ErrorCode } from './errors'

export type PlainObject = Record<string, unknown>

/** Plain data objects only: class instances, arrays and null are not messages. */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** Reads an own property only, so `__proto__` or inherited keys never count as fields. */
export function field(object: PlainObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

/**
 * A DNS name (IDNs arrive in punycode), an IPv4 address or a bracketed IPv6 one, as `URL.hostname`
 * gives it. The URL standard lets a hostname hold `;`, `'`, `"`, `$`, `*` and more, which would add
 * directives to a CSP header or variables to an nginx snippet.
 */
export function isPlainHost(hostname: string): boolean {
  return /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/.test(hostname)
}

export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

/** Quotes an untrusted value for an error message without echoing megabytes back. */
export function describe(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? typeof value)
  } catch {
    text = typeof value
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

export function fail(message: string, code: ErrorCode = 'INVALID_REQUEST'): never {
  throw new WalletportError(code, message)
}

/** At most this many entries in a host-supplied list; more is a mistake or an attack. */
const MAX_LIST = 200

export function object(raw: unknown, path: string): PlainObject {
  if (!isPlainObject(raw)) fail(`${path}: expected an object, got ${describe(raw)}`)
  return raw
}

export function list(raw: unknown, path: string): unknown[] {
  if (!Array.isArray(raw)) fail(`${path}: expected an array, got ${describe(raw)}`)
  if (raw.length > MAX_LIST) fail(`${path}: at most ${MAX_LIST} entries, got ${raw.length}`)
  return raw
}

export function shortText(raw: unknown, path: string, max: number): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > max)
    fail(`${path}: expected a string of 1 to ${max} characters`)
  return raw
}
