import { describe, expect, it } from 'vitest'
import { checkRecipient } from '../../../../widget/src/send/checkRecipient'
import { checkAmount } from '../../../../widget/src/send/parseAmount'
import { maxNativeAmount } from '../../../../widget/src/send/prepareSend'
import { parsePendingTransfer } from '../../../../widget/src/send/pendingTransfer'
import { parseSendRequest } from '../../../../protocol/validate'
import type { WalletportError } from '../../../../protocol/errors'

const usd = { decimals: 6, symbol: 'dUSD' }

describe('checkAmount', () => {
  it('parses decimals exactly, with no float on the way', () => {
    expect(checkAmount({ input: '0.1', decimals: 18, symbol: 'ETH' })).toEqual({
      ok: true,
      value: 100_000_000_000_000_000n,
    })
    expect(checkAmount({ input: '123456789.123456', ...usd })).toEqual({ ok: true, value: 123_456_789_123_456n })
    expect(checkAmount({ input: '.5', ...usd })).toEqual({ ok: true, value: 500_000n })
    expect(checkAmount({ input: '5.', ...usd })).toEqual({ ok: true, value: 5_000_000n })
    expect(checkAmount({ input: ' 7 ', decimals: 0, symbol: 'WHOLE' })).toEqual({ ok: true, value: 7n })
  })

  it('keeps precision far beyond a double', () => {
    expect(checkAmount({ input: '9007199254740993.000000000000000001', decimals: 18, symbol: 'ETH' })).toEqual({
      ok: true,
      value: 9_007_199_254_740_993_000_000_000_000_000_001n,
    })
  })

  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Use digits and one decimal point, like 1.5.'],
    ['1.2.3', 'Use digits and one decimal point, like 1.5.'],
    ['-1', 'Use digits and one decimal point, like 1.5.'],
    ['1e6', 'Use digits and one decimal point, like 1.5.'],
    ['0x10', 'Use digits and one decimal point, like 1.5.'],
    ['.', 'Use digits and one decimal point, like 1.5.'],
    ['0', 'Enter an amount above 0.'],
    ['0.000000', 'Enter an amount above 0.'],
    ['1.0000001', 'dUSD has at most 6 decimal places.'],
    ['1'.repeat(101), 'Use digits and one decimal point, like 1.5.'],
  ])('refuses %j', (input, message) => {
    expect(checkAmount({ input, ...usd })).toMatchObject({ ok: false, code: 'INVALID_AMOUNT', message })
  })

  it('says a 0-decimals token cannot be split', () => {
    expect(checkAmount({ input: '1.5', decimals: 0, symbol: 'WHOLE' })).toMatchObject({
      message: 'WHOLE cannot be split: enter a whole number.',
    })
  })

  it('refuses more than the balance, and more than the balance less the reserve', () => {
    expect(checkAmount({ input: '10.000001', ...usd, balance: 10_000_000n })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    })
    expect(checkAmount({ input: '10', ...usd, balance: 10_000_000n })).toEqual({ ok: true, value: 10_000_000n })
    expect(checkAmount({ input: '10', ...usd, balance: 10_000_000n, reserve: 1n })).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough dUSD left for the network fee.',
    })
  })

  it('takes a decimal comma from a visitor, never from the host API', () => {
    expect(checkAmount({ input: '1,5', ...usd, allowDecimalComma: true })).toEqual({ ok: true, value: 1_500_000n })
    expect(checkAmount({ input: '1,5', ...usd })).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' })
    expect(checkAmount({ input: '1,000.5', ...usd, allowDecimalComma: true })).toMatchObject({ ok: false })
  })
})

describe('checkRecipient', () => {
  const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('accepts a checksummed, an all-lowercase and an all-uppercase address, and checksums it', () => {
    expect(checkRecipient(checksummed)).toEqual({ kind: 'address', address: checksummed, warnings: [] })
    expect(checkRecipient(checksummed.toLowerCase())).toEqual({ kind: 'address', address: checksummed, warnings: [] })
    expect(checkRecipient('0x' + checksummed.slice(2).toUpperCase())).toEqual({
      kind: 'address',
      address: checksummed,
      warnings: [],
    })
  })

  it('refuses a mixed-case address whose checksum does not match', () => {
    expect(checkRecipient('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('checksum'),
    })
  })

  it.each([
    '',
    '0x1234',
    '0x' + 'g'.repeat(40),
    'hello',
    '70997970C51812dc3A010C7d01b50e0d17dc79C8',
    'https://evil.example/x.eth',
  ])('refuses %j', (input) => {
    expect(checkRecipient(input).kind).toBe('invalid')
  })

  it('recognises ENS names', () => {
    expect(checkRecipient('Vitalik.eth')).toEqual({ kind: 'ens', name: 'vitalik.eth' })
    expect(checkRecipient('pay.shop.box')).toEqual({ kind: 'ens', name: 'pay.shop.box' })
  })

  it('warns about the zero address and the token contract itself', () => {
    expect(checkRecipient('0x0000000000000000000000000000000000000000')).toMatchObject({ warnings: ['zeroAddress'] })
    expect(checkRecipient(checksummed, checksummed.toLowerCase() as `0x${string}`)).toMatchObject({
      warnings: ['tokenContract'],
    })
  })
})

describe('maxNativeAmount', () => {
  it('leaves twice the fee of a plain transfer', () => {
    expect(maxNativeAmount(10n ** 18n, 1_000_000_000n)).toBe(10n ** 18n - 2n * 21_000n * 1_000_000_000n)
    expect(maxNativeAmount(1000n, 1_000_000_000n)).toBe(0n)
  })
})

describe('parseSendRequest (host input)', () => {
  const code = (raw: unknown) => {
    try {
      parseSendRequest(raw)
      return 'ok'
    } catch (error) {
      return (error as WalletportError).code
    }
  }
  it('gives each wrong field its documented code', () => {
    expect(code({ token: 'native', to: '0x1', amount: '1' })).toBe('ok')
    expect(code({ token: 'ETH', to: '0x1', amount: '1' })).toBe('UNKNOWN_TOKEN')
    expect(code({ token: 'native', to: 42, amount: '1' })).toBe('INVALID_ADDRESS')
    expect(code({ token: 'native', to: '0x1', amount: 1 })).toBe('INVALID_AMOUNT')
    expect(code({ token: 'native', to: '0x1', amount: '1', chainId: '1' })).toBe('UNSUPPORTED_CHAIN')
    expect(code('send 1 ETH')).toBe('INVALID_REQUEST')
  })
})

describe('parsePendingTransfer', () => {
  const record = {
    hash: '0x' + 'ab'.repeat(32),
    minNonce: 3,
    chainId: 31337,
    from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    token: 'native',
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '1000',
  }
  it('reads a valid record and refuses a tampered one', () => {
    expect(parsePendingTransfer(record)).toEqual(record)
    // What the host may add is not read: the symbol and decimals shown come from the chain.
    expect(parsePendingTransfer({ ...record, symbol: 'USDC', decimals: 0 })).toEqual(record)
    expect(parsePendingTransfer({ ...record, hash: '0x12' })).toBeUndefined()
    expect(parsePendingTransfer({ ...record, amount: '-1' })).toBeUndefined()
    expect(parsePendingTransfer({ ...record, token: 'USDC' })).toBeUndefined()
    expect(parsePendingTransfer({ ...record, minNonce: -1 })).toBeUndefined()
  })
})
