import { HIDDEN_CHARACTERS } from '../../../protocol/hiddenCharacters'
import { decodeAbiParameters, hexToString, size, type Hex } from 'viem'

/**
 * Decoders for what ERC-20 contracts really return, not what the standard says they should:
 * `symbol()`/`name()` as a string or as a bytes32 (MKR and other early tokens), `decimals()` as
 * any integer type. Each returns undefined when the data cannot be read, never throws.
 */

/** Every hidden character of the one list (protocol/hiddenCharacters.ts), for a replace over the whole text. */
const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'gu')

/** Printable text only, at most `max` characters: the result goes on screen. */
export function cleanTokenText(text: string, max: number): string | undefined {
  const printable = text.replace(HIDDEN, '').trim()
  return printable ? printable.slice(0, max) : undefined
}

export function decodeTokenText(data: Hex, max = 32): string | undefined {
  try {
    if (size(data) === 32) return cleanTokenText(hexToString(data), max)
    const [text] = decodeAbiParameters([{ type: 'string' }], data)
    return cleanTokenText(text, max)
  } catch {
    return undefined
  }
}

export function decodeDecimals(data: Hex): number | undefined {
  try {
    const [value] = decodeAbiParameters([{ type: 'uint256' }], data)
    return value <= 255n ? Number(value) : undefined
  } catch {
    return undefined
  }
}

export function decodeUint(data: Hex): bigint | undefined {
  try {
    if (size(data) < 32) return undefined
    return decodeAbiParameters([{ type: 'uint256' }], data)[0]
  } catch {
    return undefined
  }
}
