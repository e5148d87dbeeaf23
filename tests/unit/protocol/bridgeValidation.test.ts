import { describe, expect, it } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import { parseHostCall } from '../../../protocol/hostMethods'
import { isWidgetMessage, unwrapBridgeResponse } from '../../../protocol/widgetAnswers'

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError)
    return (error as WalletportError).code
  }
}

describe('parseHostCall', () => {
  it('accepts a valid getState call', () => {
    expect(parseHostCall({ method: 'getState' })).toEqual({ method: 'getState', params: undefined })
  })

  it('accepts configure with every option and keeps only known ones', () => {
    const options = {
      chains: [31337, 1],
      tokens: [{ chainId: 1, address: '0x' + 'ab'.repeat(20), symbol: 'AB', decimals: 6 }],
      theme: 'dark',
      accent: '#ff8800',
      locale: 'de-CH',
      relayHostWallets: false,
    }
    expect(parseHostCall({ method: 'configure', params: { ...options, somethingElse: 1 } })).toEqual({
      method: 'configure',
      params: options,
    })
  })

  it.each([
    ['a string', 'getState'],
    ['null', null],
    ['an array', [{ method: 'getState' }]],
    ['a class instance', new Date()],
    ['a missing method', { params: {} }],
    ['a numeric method', { method: 7 }],
    ['an unknown method', { method: 'exportPrivateKey' }],
    ['an inherited method name', { method: 'toString' }],
    ['a prototype key as method', { method: '__proto__' }],
    ['params on a method without params', { method: 'getState', params: {} }],
  ])('rejects %s with INVALID_REQUEST', (_, raw) => {
    expect(codeOf(() => parseHostCall(raw))).toBe('INVALID_REQUEST')
  })

  it.each([
    ['chains not an array', { chains: '1' }],
    ['a chain id that is not an integer', { chains: [1.5] }],
    ['a negative chain id', { chains: [-1] }],
    ['an unknown theme', { theme: 'neon' }],
    ['CSS smuggled in accent', { accent: 'red; background: url(//evil)' }],
    ['a locale that is not BCP-47', { locale: '../../etc' }],
    ['relayHostWallets as a string', { relayHostWallets: 'false' }],
    [
      'too many tokens',
      { tokens: Array.from({ length: 201 }, () => ({ chainId: 1, address: '0x' + '00'.repeat(20) })) },
    ],
    ['a token decimals of 300', { tokens: [{ chainId: 1, address: '0x' + '00'.repeat(20), decimals: 300 }] }],
    [
      'a javascript: logo',
      { tokens: [{ chainId: 1, address: '0x' + '00'.repeat(20), logoURI: 'javascript:alert(1)' }] },
    ],
    ['params not an object', 'dark'],
  ])('rejects configure with %s', (_, params) => {
    expect(codeOf(() => parseHostCall({ method: 'configure', params }))).toBe('INVALID_REQUEST')
  })

  it('rejects a malformed token address with INVALID_ADDRESS', () => {
    expect(
      codeOf(() => parseHostCall({ method: 'configure', params: { tokens: [{ chainId: 1, address: '0x123' }] } })),
    ).toBe('INVALID_ADDRESS')
  })

  it('ignores own __proto__ keys instead of adopting them', () => {
    const raw = JSON.parse('{"method":"configure","params":{"__proto__":{"theme":"dark"}}}')
    expect(parseHostCall(raw)).toEqual({ method: 'configure', params: {} })
    expect(({} as Record<string, unknown>).theme).toBeUndefined()
  })

  it('refuses a huge method name, with a short message', () => {
    // Must throw: a parser that accepted a 100,000-character method name would fail here, not pass silently.
    expect(() => parseHostCall({ method: 'x'.repeat(100_000) })).toThrow(WalletportError)
    let message = ''
    try {
      parseHostCall({ method: 'x'.repeat(100_000) })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message.length).toBeGreaterThan(0)
    expect(message.length).toBeLessThan(120)
  })
})

describe('isWidgetMessage', () => {
  it('accepts events and UI requests', () => {
    expect(isWidgetMessage({ kind: 'event', name: 'ready', payload: {} })).toBe(true)
    expect(isWidgetMessage({ kind: 'ui', action: 'close' })).toBe(true)
  })

  it.each([
    ['null', null],
    ['an event without payload', { kind: 'event', name: 'ready' }],
    ['an unknown ui action', { kind: 'ui', action: 'navigate' }],
    ['an unknown kind', { kind: 'eval', code: '1' }],
  ])('refuses %s', (_, raw) => {
    expect(isWidgetMessage(raw)).toBe(false)
  })
})

describe('unwrapBridgeResponse', () => {
  it('returns the value of a success', () => {
    expect(unwrapBridgeResponse({ ok: true, value: { status: 'disconnected' } })).toEqual({ status: 'disconnected' })
  })

  it('throws the error of a failure as a WalletportError', () => {
    expect(codeOf(() => unwrapBridgeResponse({ ok: false, error: { code: 'BUSY', message: 'busy' } }))).toBe('BUSY')
  })

  it('turns a malformed answer into INVALID_REQUEST', () => {
    expect(codeOf(() => unwrapBridgeResponse({ value: 1 }))).toBe('INVALID_REQUEST')
    expect(codeOf(() => unwrapBridgeResponse(undefined))).toBe('INVALID_REQUEST')
  })
})

describe('token labels from the host', () => {
  it.each(['US\u200BD', 'USD\u202E', 'U\u2800SD'])(
    'refuses a label with hidden or reordering characters: %j',
    (symbol) => {
      expect(() =>
        parseHostCall({
          method: 'configure',
          params: { tokens: [{ chainId: 1, address: '0x' + '11'.repeat(20), symbol }] },
        }),
      ).toThrow(/hidden or reordering/)
    },
  )
})
