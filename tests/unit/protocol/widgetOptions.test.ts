import { describe, expect, it } from 'vitest'
import type { WidgetOptions } from '../../../protocol/bridge'
import { WalletportError } from '../../../protocol/errors'
import { parseWidgetOptions } from '../../../protocol/parseWidgetOptions'

const address = `0x${'ab'.repeat(20)}` as const

function errorOf(run: () => unknown): WalletportError {
  try {
    run()
  } catch (error) {
    if (error instanceof WalletportError) return error
    throw error
  }
  throw new Error('expected the parser to throw')
}

describe('parseWidgetOptions (configure)', () => {
  it('parses every widget option', () => {
    // Required<>: an option added to MountOptions must be parsed here or named loader-only in bridge.ts.
    const every: Required<WidgetOptions> = {
      chains: [31337, 1],
      tokens: [{ chainId: 1, address, symbol: 'AB', name: 'A B', decimals: 6, logoURI: 'data:image/png;base64,AAAA' }],
      theme: 'auto',
      accent: 'rgb(10, 20, 30)',
      locale: 'pt-BR',
      currency: 'EUR',
      relayHostWallets: true,
    }
    expect(parseWidgetOptions(every)).toStrictEqual(every)
  })

  it('takes an ISO 4217 currency code', () => {
    expect(parseWidgetOptions({ currency: 'JPY' })).toStrictEqual({ currency: 'JPY' })
  })

  it('leaves out the loader-only options and unknown keys, and reads own properties only', () => {
    const raw = {
      target: '#wallet',
      widgetUrl: 'https://evil.example/',
      timeoutMs: 1,
      announceProvider: true,
      extra: 1,
      theme: 'dark',
    }
    expect(parseWidgetOptions(raw)).toStrictEqual({ theme: 'dark' })
    expect(parseWidgetOptions(JSON.parse('{"__proto__": {"theme": "dark"}}'))).toStrictEqual({})
    expect(parseWidgetOptions(Object.assign(Object.create(null), { theme: 'dark' }))).toStrictEqual({ theme: 'dark' })
    expect(parseWidgetOptions(undefined)).toStrictEqual({})
  })

  it.each([
    ['null', null],
    ['an array', [{ theme: 'dark' }]],
    ['a class instance', new Date()],
    ['chains as a string', { chains: '1,2' }],
    ['a chain id of 0', { chains: [0] }],
    ['an unsafe chain id', { chains: [2 ** 53] }],
    ['theme in capitals', { theme: 'Dark' }],
    ['CSS in accent', { accent: 'red;x:url(//evil)' }],
    ['an accent of 10,000 characters', { accent: 'a'.repeat(10_000) }],
    ['a locale with a path', { locale: 'en/../x' }],
    ['relayHostWallets as 1', { relayHostWallets: 1 }],
    ['a currency symbol', { currency: '€' }],
    ['a currency name', { currency: 'euro' }],
    ['a currency of two letters', { currency: 'EU' }],
    ['three letters that name no currency', { currency: 'ABC' }],
    ['a currency with a space', { currency: 'EUR ' }],
    ['a currency as a number', { currency: 978 }],
    ['a currency in small letters', { currency: 'eur' }],
    ['a currency as an array', { currency: ['EUR'] }],
    ['tokens as an object', { tokens: {} }],
    ['201 tokens', { tokens: Array.from({ length: 201 }, () => ({ chainId: 1, address })) }],
  ])('refuses %s with INVALID_REQUEST', (_, raw) => {
    expect(errorOf(() => parseWidgetOptions(raw)).code).toBe('INVALID_REQUEST')
  })
})
