import { encodeAbiParameters, stringToHex, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { formatAmount } from '../../../../widget/src/balances/formatAmount'
import { buildTokenList } from '../../../../widget/src/balances/tokenList'
import { decodeDecimals, decodeTokenText, decodeUint } from '../../../../widget/src/balances/tokenMetadata'
import { decodeRevertReason } from '../../../../widget/src/chain/revertReason'

describe('formatAmount', () => {
  it('keeps every digit of a huge value in exact and groups it for display', () => {
    const value = 123_456_789_012_345_678_901_234_567_890n
    expect(formatAmount(value, 18)).toEqual({
      exact: '123456789012.34567890123456789',
      display: '123,456,789,012.3456',
    })
  })

  it('cuts, never rounds up, the fraction', () => {
    expect(formatAmount(1_999_999n, 6).display).toBe('1.9999')
  })

  it('shows dust as "< 0.0001" rather than 0', () => {
    expect(formatAmount(1n, 18)).toEqual({ exact: '0.000000000000000001', display: '< 0.0001' })
  })

  it('handles 0 decimals and zero', () => {
    expect(formatAmount(42n, 0)).toEqual({ exact: '42', display: '42' })
    expect(formatAmount(0n, 18)).toEqual({ exact: '0', display: '0' })
  })

  it('drops trailing zeros of the fraction', () => {
    expect(formatAmount(1_500_000_000_000_000_000n, 18).display).toBe('1.5')
    expect(formatAmount(10n ** 18n, 18).display).toBe('1')
  })

  it('uses the locale for grouping and the decimal separator', () => {
    expect(formatAmount(1_234_567_500_000n, 6, 'de-DE').display).toBe('1.234.567,5')
    expect(formatAmount(1n, 18, 'de-DE').display).toBe('< 0,0001')
  })

  it('falls back to English for a locale Intl does not know', () => {
    expect(formatAmount(1_000_000n, 3, 'xx-INVALID-').display).toBe('1,000')
  })
})

describe('buildTokenList', () => {
  const chain = (id: number) => ({ id }) as ChainConfig
  const A = '0x00000000000000000000000000000000000000aa' as Address
  const B = '0x00000000000000000000000000000000000000bb' as Address

  it('puts the deployment defaults first, then host tokens, per mounted chain', () => {
    const lists = buildTokenList(
      [chain(1), chain(10)],
      [{ chainId: 1, address: A, symbol: 'AAA' }],
      [
        { chainId: 10, address: B },
        { chainId: 1, address: B },
      ],
    )
    expect(lists.get(1)!.map((t) => t.address)).toEqual([A, B])
    expect(lists.get(10)!.map((t) => t.address)).toEqual([B])
  })

  it('merges duplicates by chain and address, case-insensitively; the operator label wins, the host fills gaps', () => {
    const lists = buildTokenList(
      [chain(1)],
      [{ chainId: 1, address: A, symbol: 'OPS' }],
      [{ chainId: 1, address: A.toUpperCase().replace('0X', '0x') as Address, symbol: 'HOST', decimals: 6 }],
    )
    expect(lists.get(1)).toEqual([{ chainId: 1, address: A, labels: { symbol: 'OPS', decimals: 6 } }])
  })

  it('leaves out tokens on chains that are not mounted', () => {
    const lists = buildTokenList([chain(1)], [], [{ chainId: 8453, address: A }])
    expect(lists.get(1)).toEqual([])
    expect(lists.has(8453)).toBe(false)
  })
})

describe('token metadata decoders', () => {
  it('reads a string symbol and a bytes32 symbol', () => {
    expect(decodeTokenText(encodeAbiParameters([{ type: 'string' }], ['USDC']))).toBe('USDC')
    expect(decodeTokenText(stringToHex('MKR', { size: 32 }))).toBe('MKR')
  })

  it('strips control and bidi characters from what goes on screen', () => {
    expect(decodeTokenText(encodeAbiParameters([{ type: 'string' }], ['U\u202eSDC\u0000']))).toBe('USDC')
    // The one hidden-character list: variation selectors, tags and the Braille blank, which the old filter let through.
    expect(decodeTokenText(encodeAbiParameters([{ type: 'string' }], ['d\ufe0fU\u{e0041}S\u2800D']))).toBe('dUSD')
  })

  it('returns undefined for garbage', () => {
    expect(decodeTokenText('0x1234')).toBeUndefined()
    expect(decodeDecimals('0x')).toBeUndefined()
    expect(decodeUint('0x01')).toBeUndefined()
  })

  it('reads decimals, refusing values over 255', () => {
    expect(decodeDecimals(encodeAbiParameters([{ type: 'uint256' }], [6n]))).toBe(6)
    expect(decodeDecimals(encodeAbiParameters([{ type: 'uint256' }], [256n]))).toBeUndefined()
  })

  it('reads a revert reason', () => {
    const data = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], ['balanceOf is disabled']).slice(2)}` as const
    expect(decodeRevertReason(data)).toBe('balanceOf is disabled')
    expect(decodeRevertReason('0x')).toBe('the call reverted without a reason')
  })
})
