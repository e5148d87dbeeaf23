/**
 * The basic (non-struct) types of EIP-712 typed data: which type names are basic, and whether a
 * value a hostile host sent is one of them. Struct and array checks are in parseTypedData.
 */

import { describe, fail, isAddress } from './guards'

const MAX_STRING = 100_000
/** Hex characters of a `bytes` value: 100,000 bytes. */
const MAX_BYTES_HEX = 2 + 2 * 100_000
/** Longest integer text accepted: uint256 in decimal is 78 digits; this leaves room for leading zeros. */
export const MAX_INTEGER_TEXT = 100

export type Basic =
  | { kind: 'address' | 'bool' | 'string' | 'bytes' }
  | { kind: 'bytesN'; size: number }
  | { kind: 'integer'; signed: boolean; bits: number }

export function basicType(type: string): Basic | undefined {
  if (type === 'address' || type === 'bool' || type === 'string' || type === 'bytes') return { kind: type }
  const bytes = /^bytes([1-9]\d?)$/.exec(type)
  if (bytes) {
    const size = Number(bytes[1])
    return size <= 32 ? { kind: 'bytesN', size } : undefined
  }
  const integer = /^(u?)int([1-9]\d{0,2})?$/.exec(type)
  if (integer) {
    const bits = integer[2] === undefined ? 256 : Number(integer[2])
    return bits % 8 === 0 && bits <= 256 ? { kind: 'integer', signed: integer[1] === '', bits } : undefined
  }
  return undefined
}

export function checkBasic(basic: Basic, type: string, value: unknown, path: string): unknown {
  const ok = (() => {
    switch (basic.kind) {
      case 'address':
        return isAddress(value)
      case 'bool':
        return typeof value === 'boolean'
      case 'string':
        return typeof value === 'string' && value.length <= MAX_STRING
      case 'bytes':
        return typeof value === 'string' && value.length <= MAX_BYTES_HEX && /^0x([0-9a-fA-F]{2})*$/.test(value)
      case 'bytesN':
        return typeof value === 'string' && value.length === 2 + 2 * basic.size && /^0x[0-9a-fA-F]*$/.test(value)
      case 'integer':
        return checkInteger(basic.signed, basic.bits, type, value, path)
    }
  })()
  if (!ok) fail(`${path}: expected ${expectation(basic, type)}, got ${describe(value)}`)
  return value
}

/** Accepts a safe-integer number, a decimal string or a 0x hex string (read as non-negative). */
function checkInteger(signed: boolean, bits: number, type: string, value: unknown, path: string): boolean {
  let integer: bigint | undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) integer = BigInt(value)
  if (
    typeof value === 'string' &&
    value.length <= MAX_INTEGER_TEXT &&
    (signed ? /^(0x[0-9a-fA-F]+|-?\d+)$/ : /^(0x[0-9a-fA-F]+|\d+)$/).test(value)
  ) {
    integer = BigInt(value)
  }
  if (integer === undefined) return false
  const min = signed ? -(1n << BigInt(bits - 1)) : 0n
  const max = signed ? (1n << BigInt(bits - 1)) - 1n : (1n << BigInt(bits)) - 1n
  if (integer < min || integer > max) fail(`${path}: ${describe(value)} is out of range for ${type}`)
  return true
}

function expectation(basic: Basic, type: string): string {
  switch (basic.kind) {
    case 'address':
      return 'an address (0x and 40 hex digits)'
    case 'bool':
      return 'true or false'
    case 'string':
      return `a string of at most ${MAX_STRING} characters`
    case 'bytes':
      return 'bytes as 0x and an even number of hex digits'
    case 'bytesN':
      return `${type} as 0x and ${2 * basic.size} hex digits`
    case 'integer':
      return `${type} as a decimal string, a 0x hex string or a safe integer`
  }
}
