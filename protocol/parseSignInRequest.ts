/**
 * A host's Sign-In with Ethereum request. The host supplies only these fields; every one ends up
 * in the EIP-4361 text the visitor signs, so each is checked here: a line break would add a
 * field of the host's choosing (a second `URI:` line, say), a malformed time an unverifiable one.
 */

import { describe, fail, field, isChainId, isPlainObject } from './guards'
import { HIDDEN_CHARACTERS } from './hiddenCharacters'
import type { SignInRequest } from './types'

const MAX_RESOURCES = 20
const FIELDS = new Set(['nonce', 'statement', 'chainId', 'expirationTime', 'notBefore', 'requestId', 'resources'])

export function parseSignInRequest(raw: unknown): SignInRequest {
  if (!isPlainObject(raw)) fail(`signIn: expected an object, got ${describe(raw)}`)
  // Said rather than ignored: a host passing `domain` or `uri` should learn the widget writes them.
  const unknown = Object.keys(raw).find((key) => !FIELDS.has(key))
  if (unknown !== undefined)
    fail(
      `${describe(unknown)} is not a field of signIn (the widget writes the domain, URI, address and issue time itself)`,
    )
  const request: SignInRequest = { nonce: nonce(field(raw, 'nonce')) }
  const statement = field(raw, 'statement')
  if (statement !== undefined) request.statement = line(statement, 'statement', 500)
  const chainId = field(raw, 'chainId')
  if (chainId !== undefined) {
    if (!isChainId(chainId)) fail(`chainId: expected a chain id, got ${describe(chainId)}`)
    request.chainId = chainId
  }
  for (const key of ['expirationTime', 'notBefore'] as const) {
    const value = field(raw, key)
    if (value !== undefined) request[key] = time(value, key)
  }
  if (
    request.expirationTime &&
    request.notBefore &&
    Date.parse(request.expirationTime) <= Date.parse(request.notBefore)
  ) {
    fail('expirationTime: must be after notBefore')
  }
  const requestId = field(raw, 'requestId')
  if (requestId !== undefined) request.requestId = line(requestId, 'requestId', 200)
  const resources = field(raw, 'resources')
  if (resources !== undefined) {
    if (!Array.isArray(resources) || resources.length > MAX_RESOURCES)
      fail(`resources: expected at most ${MAX_RESOURCES} URIs`)
    request.resources = resources.map((value, i) => uri(value, `resources[${i}]`))
  }
  return request
}

/** EIP-4361: at least 8 alphanumeric characters. A nonce is the server's, never guessable: 8 to 96 here. */
function nonce(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-zA-Z0-9]{8,96}$/.test(value))
    fail(`nonce: expected 8 to 96 letters and digits from your server, got ${describe(value)}`)
  return value
}

function line(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) fail(`${name}: expected a string of at most ${max} characters`)
  if (/[\r\n]/.test(value)) fail(`${name}: a line break would add lines to the signed message`)
  if (HIDDEN_CHARACTERS.test(value)) fail(`${name}: holds characters that do not show`)
  return value
}

/** RFC 3339 with a time zone, as EIP-4361 requires. */
function time(value: unknown, name: string): string {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    fail(`${name}: expected an RFC 3339 time like "2026-11-22T18:00:00Z", got ${describe(value)}`)
  }
  return value
}

function uri(value: unknown, name: string): string {
  const text = line(value, name, 500)
  if (!URL.canParse(text)) fail(`${name}: expected an absolute URI, got ${describe(value)}`)
  return text
}
