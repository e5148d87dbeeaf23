import { describe, expect, it } from 'vitest'
import { sameCodeUpToImmutables } from '../../../devchain/sameCodeUpToImmutables'

// PUSH32 <32 bytes> PUSH1 0x00 MSTORE PUSH20 <20 bytes> STOP
const immutable = (byte: string) => byte.repeat(32)
const code = (word: string, address = 'aa'.repeat(20), tail = '00') => `0x7f${word}600052` + `73${address}${tail}`

describe('sameCodeUpToImmutables', () => {
  it('takes two codes that differ only inside a PUSH32 operand (where immutables live)', () => {
    expect(sameCodeUpToImmutables(code(immutable('11')) as never, code(immutable('22')) as never)).toBe(true)
  })

  it('refuses a difference in a shorter push, in an opcode, or in length', () => {
    expect(
      sameCodeUpToImmutables(code(immutable('11'), 'bb'.repeat(20)) as never, code(immutable('11')) as never),
    ).toBe(false)
    expect(
      sameCodeUpToImmutables(code(immutable('11'), undefined, 'fd') as never, code(immutable('11')) as never),
    ).toBe(false)
    expect(sameCodeUpToImmutables(`${code(immutable('11'))}00` as never, code(immutable('11')) as never)).toBe(false)
  })

  it('reads the instructions from the expected code: a PUSH32 slipped into the actual one hides nothing', () => {
    const expected = `0x6001${'00'.repeat(32)}` as const // PUSH1 0x01, then 32 STOPs
    const actual = `0x7f01${'ff'.repeat(31)}00` as const // PUSH32 over the same bytes
    expect(sameCodeUpToImmutables(actual, expected)).toBe(false)
  })
})
