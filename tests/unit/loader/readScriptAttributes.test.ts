// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { readScriptAttributes } from '../../../loader/readScriptAttributes'

/** A real script element with these attributes, as `<script src=… data-…>` would be. */
function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script')
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  return script
}

/** What readScriptAttributes throws: plain data (the loader makes it its WalletportError). */
function thrown(attributes: Record<string, string>): unknown {
  try {
    readScriptAttributes(tag(attributes))
  } catch (error) {
    return error
  }
  throw new Error('nothing thrown')
}

describe('readScriptAttributes', () => {
  it('reads every documented attribute by its type', () => {
    const options = readScriptAttributes(
      tag({
        'data-chains': '1,8453,31337',
        'data-theme': 'dark',
        'data-locale': 'de-DE',
        'data-currency': 'EUR',
        'data-accent': '#ff0066',
        'data-relay-host-wallets': 'false',
        'data-announce-provider': 'true',
      }),
    )
    expect(options).toEqual({
      chains: [1, 8453, 31337],
      theme: 'dark',
      locale: 'de-DE',
      currency: 'EUR',
      accent: '#ff0066',
      relayHostWallets: false,
      announceProvider: true,
    })
  })

  it('reads a single chain as a one-element list', () => {
    expect(readScriptAttributes(tag({ 'data-chains': '8453' }))).toEqual({ chains: [8453] })
  })

  it.each([
    ['true', true],
    ['false', false],
    ['', true],
  ])('reads the flag value "%s" as %s (present and empty is on)', (value, expected) => {
    expect(readScriptAttributes(tag({ 'data-relay-host-wallets': value, 'data-announce-provider': value }))).toEqual({
      relayHostWallets: expected,
      announceProvider: expected,
    })
  })

  it('leaves an absent attribute absent: no key at all, so it never overrides a default', () => {
    const options = readScriptAttributes(tag({ src: 'https://wallet.example/walletport.js', async: '' }))
    expect(options).toEqual({})
    expect(Object.keys(options)).toEqual([])
    // Only the present one becomes an option.
    expect(Object.keys(readScriptAttributes(tag({ 'data-locale': 'fr' })))).toEqual(['locale'])
  })

  it('does not read data-mount (the loader does) nor any other data-* attribute of the page', () => {
    expect(
      readScriptAttributes(
        tag({
          'data-mount': '#wallet',
          'data-target': '#x',
          'data-widget-url': 'https://evil.example/',
          'data-timeout-ms': '1',
        }),
      ),
    ).toEqual({})
  })

  it.each([
    ['data-chains', ''],
    ['data-chains', '1, 8453'],
    ['data-chains', '1,'],
    ['data-chains', ',1'],
    ['data-chains', '0x1'],
    ['data-chains', 'base'],
    ['data-chains', '1.5'],
    ['data-chains', '-1'],
    ['data-relay-host-wallets', 'yes'],
    ['data-relay-host-wallets', 'TRUE'],
    ['data-relay-host-wallets', '0'],
    ['data-announce-provider', 'no'],
    ['data-announce-provider', ' true'],
  ])('refuses %s="%s", naming the attribute and its value', (name, value) => {
    expect(thrown({ [name]: value })).toEqual({ code: 'INVALID_REQUEST', message: `${name}="${value}" is not valid` })
  })

  it('names the bad attribute among good ones', () => {
    expect(thrown({ 'data-chains': '1', 'data-theme': 'dark', 'data-announce-provider': 'maybe' })).toEqual({
      code: 'INVALID_REQUEST',
      message: 'data-announce-provider="maybe" is not valid',
    })
  })

  describe('reads nothing inherited', () => {
    const polluted = [
      'chains',
      'theme',
      'locale',
      'accent',
      'relayHostWallets',
      'announceProvider',
      'data-theme',
      'data-chains',
      'data-announce-provider',
    ]
    afterEach(() => {
      for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key]
    })

    it('a polluted Object.prototype answers no attribute and adds no option', () => {
      for (const key of polluted) {
        Object.defineProperty(Object.prototype, key, {
          value: key.includes('chains') ? '1' : 'true',
          configurable: true,
          writable: true,
        })
      }
      const options = readScriptAttributes(tag({ 'data-locale': 'fr' }))
      expect(Object.keys(options)).toEqual(['locale'])
      for (const key of ['chains', 'theme', 'accent', 'relayHostWallets', 'announceProvider'])
        expect(Object.hasOwn(options, key)).toBe(false)
    })
  })
})
