/**
 * Readers of single fields of the deployment config: each checks one value and throws a ConfigError
 * naming its path. URLs are held to what the CSP header and the nginx snippet can carry.
 */

import { describe, isAddress, isPlainHost, isPlainObject, type PlainObject } from './guards'
import type { Address } from './types'

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

export function object(raw: unknown, path: string): PlainObject {
  if (!isPlainObject(raw)) throw new ConfigError(`${path}: expected an object, got ${describe(raw)}`)
  return raw
}

export function array(raw: unknown, path: string): unknown[] {
  if (!Array.isArray(raw)) throw new ConfigError(`${path}: expected an array, got ${describe(raw)}`)
  return raw
}

export function string(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new ConfigError(`${path}: expected a non-empty string, got ${describe(raw)}`)
  return raw
}

export function address(raw: unknown, path: string): Address {
  if (!isAddress(raw)) throw new ConfigError(`${path}: expected a 0x-prefixed 20-byte address, got ${describe(raw)}`)
  return raw
}

export function decimals(raw: unknown, path: string): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 255) {
    throw new ConfigError(`${path}: expected an integer from 0 to 255, got ${describe(raw)}`)
  }
  return raw
}

export function url(raw: unknown, path: string, protocols: string[]): string {
  const text = string(raw, path)
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    throw new ConfigError(`${path}: expected an absolute URL, got ${describe(raw)}`)
  }
  if (!protocols.includes(parsed.protocol)) {
    const names =
      protocols.length > 2 ? `${protocols.slice(0, -1).join(', ')} or ${protocols.at(-1)}` : protocols.join(' or ')
    throw new ConfigError(`${path}: expected a ${names} URL, got ${describe(raw)}`)
  }
  // These hosts go into the CSP header and the nginx snippet: a plain name or address only.
  if (!isPlainHost(parsed.hostname)) {
    throw new ConfigError(`${path}: the host of ${describe(raw)} is not a plain DNS name or IP address`)
  }
  if (parsed.username || parsed.password)
    throw new ConfigError(`${path}: a URL with credentials would publish them in the CSP header`)
  return text
}

/**
 * An RPC endpoint: http(s) for reads and sends, ws(s) for a `newHeads` subscription (the widget
 * then polls for blocks only while the socket is down). A fragment is refused on a ws(s) URL:
 * the WebSocket constructor throws on one, and the chain would never get its socket.
 */
export function rpcUrl(raw: unknown, path: string): string {
  const text = url(raw, path, ['http:', 'https:', 'ws:', 'wss:'])
  const parsed = new URL(text)
  if ((parsed.protocol === 'ws:' || parsed.protocol === 'wss:') && text.includes('#')) {
    throw new ConfigError(`${path}: a WebSocket URL cannot have a fragment (#), got ${describe(raw)}`)
  }
  return text
}

export function origin(raw: unknown, path: string): string {
  const text = url(raw, path, ['http:', 'https:'])
  if (new URL(text).origin !== text) {
    throw new ConfigError(`${path}: expected a bare origin like "https://shop.example", got ${describe(raw)}`)
  }
  return text
}
