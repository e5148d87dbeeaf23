/**
 * The `dataSuffix` capability of EIP-5792 `wallet_sendCalls` (ERC-8021 builder codes): bytes a dapp asks the
 * wallet to append to what it sends, so that an indexer can credit the app (and the wallet) with the activity.
 *
 * The bytes come from the host page and end up in what the visitor's account executes, so only what the ERC
 * defines is taken: one schema 0 attribution, `codes ‖ codesLength ‖ 0x00 ‖ marker`, its codes printable ASCII
 * without commas, and nothing before them. Anything else could be calldata in disguise (a native send to a
 * contract becomes a call to its fallback with the host's bytes), so it is refused (-32602), or dropped where
 * the dapp marked it optional. Appended to a contract call, a suffix is ignored by the ABI decoder; the review
 * names the codes and previews the calls with them, as they run.
 */

import { WalletportError } from './errors'
import { describe, field, isPlainObject } from './guards'
import * as RPC_ERROR from './rpcErrorCodes'

export type DataSuffix = {
  /** The bytes appended: an ERC-8021 schema 0 attribution, whole. */
  value: `0x${string}`
  /** The builder codes it names, in order. */
  codes: string[]
}

/** ERC-8021's marker, the last 16 bytes of every attribution: how an indexer finds one at the end of calldata. */
export const ERC8021_MARKER = '80218021802180218021802180218021'
/** Codes are short identifiers (Base's are 10 to 20 characters); a few of them, never a payload. */
const MAX_CODES_BYTES = 128
const CODE = /^[\x21-\x2b\x2d-\x7e]{1,32}$/

/** `capabilities.dataSuffix`: `{ value, optional? }` (or the bare hex older dapps send); undefined when dropped. */
export function parseDataSuffix(raw: unknown, path = 'capabilities.dataSuffix'): DataSuffix | undefined {
  const object = isPlainObject(raw)
  const value = object ? field(raw, 'value') : raw
  const optional = object ? field(raw, 'optional') : undefined
  if (optional !== undefined && typeof optional !== 'boolean')
    invalid(`${path}.optional: expected true or false, got ${describe(optional)}`)
  const codes = typeof value === 'string' ? attributionCodes(value) : undefined
  if (codes) return { value: (value as string).toLowerCase() as `0x${string}`, codes }
  if (optional === true) return undefined
  invalid(
    `${path}: expected one ERC-8021 schema 0 attribution (codes ‖ length ‖ 0x00 ‖ 0x8021…8021), got ${describe(value)}`,
  )
}

/** The codes of a hex string that is exactly one schema 0 attribution, else undefined. */
function attributionCodes(hex: string): string[] | undefined {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(hex)) return undefined
  const bytes = hex.slice(2).toLowerCase()
  if (!bytes.endsWith(ERC8021_MARKER)) return undefined
  const head = bytes.slice(0, -ERC8021_MARKER.length)
  // The schema id, then the codes' length: the last two bytes before the marker.
  if (head.length < 4 || head.slice(-2) !== '00') return undefined
  const length = parseInt(head.slice(-4, -2), 16)
  const codesHex = head.slice(0, -4)
  if (length === 0 || length > MAX_CODES_BYTES || codesHex.length !== length * 2) return undefined
  const text = String.fromCharCode(...(codesHex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)))
  const codes = text.split(',')
  return codes.every((code) => CODE.test(code)) ? codes : undefined
}

function invalid(message: string): never {
  throw new WalletportError('INVALID_REQUEST', message, { code: RPC_ERROR.invalidParams })
}
