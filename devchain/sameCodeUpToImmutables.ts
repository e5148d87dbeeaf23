import { hexToBytes, type Hex } from 'viem'

const PUSH1 = 0x60
const PUSH32 = 0x7f

/**
 * Whether two runtime codes are the same program: equal length, and equal byte for byte except inside the operands of
 * PUSH32 instructions, where Solidity writes immutables at deployment. The instructions are read from `expected`, so
 * a difference in an opcode, a jump or a shorter push is always a difference.
 */
export function sameCodeUpToImmutables(actual: Hex, expected: Hex): boolean {
  const a = hexToBytes(actual)
  const b = hexToBytes(expected)
  if (a.length !== b.length) return false
  for (let i = 0; i < b.length; i++) {
    const op = b[i]!
    if (a[i] !== op) return false
    if (op < PUSH1 || op > PUSH32) continue
    const width = op - PUSH1 + 1
    if (op !== PUSH32) for (let k = 1; k <= width; k++) if (a[i + k] !== b[i + k]) return false
    i += width
  }
  return true
}
