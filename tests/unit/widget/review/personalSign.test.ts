import { describe, expect, it } from 'vitest'
import { bytesToHex, keccak256, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describeMessage } from '../../../../widget/src/review/describeMessage'
import { visibleText } from '../../../../widget/src/review/visibleText'
import { WalletportError } from '../../../../protocol/errors'

const shop = { hostOrigin: 'https://shop.example', chainId: 31337 }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function siwe(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}): string {
  return createSiweMessage({
    domain: 'shop.example',
    address,
    uri: 'https://shop.example/login',
    version: '1',
    chainId: 31337,
    nonce: 'abcdef123456',
    issuedAt: new Date('2025-01-02T03:04:05.000Z'),
    statement: 'Sign in to Shop.',
    ...overrides,
  })
}

describe('describeMessage: bytes and text', () => {
  it('decodes plain ASCII hex', () => {
    expect(describeMessage({ message: stringToHex('Hello, shop'), ...shop })).toEqual({
      hex: stringToHex('Hello, shop'),
      text: 'Hello, shop',
      warnings: [],
    })
  })

  it('signs a non-hex param as its UTF-8 bytes', () => {
    expect(describeMessage({ message: 'Hello, shop', ...shop })).toEqual({
      hex: stringToHex('Hello, shop'),
      text: 'Hello, shop',
      warnings: [],
    })
  })

  it('treats odd-length 0x… as text', () => {
    expect(describeMessage({ message: '0xabc', ...shop })).toEqual({ hex: '0x3078616263', text: '0xabc', warnings: [] })
  })

  it('treats empty hex as empty bytes', () => {
    expect(describeMessage({ message: '0x', ...shop })).toEqual({ hex: '0x', text: '', warnings: [] })
  })

  it('decodes multi-byte UTF-8', () => {
    const hex = stringToHex('Grüße 👋')
    expect(hex).toBe('0x4772c3bcc39f6520f09f918b')
    expect(describeMessage({ message: hex, ...shop })).toEqual({ hex, text: 'Grüße 👋', warnings: [] })
    expect(describeMessage({ message: 'Grüße 👋', ...shop })).toEqual({ hex, text: 'Grüße 👋', warnings: [] })
  })

  it('keeps uppercase hex as the same bytes', () => {
    expect(describeMessage({ message: '0x48454C4C4F', ...shop })).toMatchObject({ hex: '0x48454c4c4f', text: 'HELLO' })
  })

  it.each([
    ['invalid bytes', '0xfffe4142'],
    ['an overlong "/"', '0xc0af'],
    ['a truncated sequence', '0x48e282'],
    ['an encoded surrogate', '0xeda080'],
    ['an embedded NUL', stringToHex('pay\u0000me')],
    ['an escape sequence', stringToHex('\u001b[2Jhidden')],
  ])('shows hex only for %s', (_, message) => {
    const result = describeMessage({ message, ...shop })
    expect(result).toEqual({ hex: message.toLowerCase(), warnings: [] })
    expect(result.text).toBeUndefined()
  })

  it('shows hex only for a text param with a NUL or a lone surrogate', () => {
    expect(describeMessage({ message: 'pay\u0000me', ...shop })).toEqual({
      hex: stringToHex('pay\u0000me'),
      warnings: [],
    })
    // A lone surrogate becomes U+FFFD in UTF-8: the text shown would not be the one sent.
    expect(describeMessage({ message: 'a\ud800b', ...shop })).toEqual({ hex: '0x61efbfbd62', warnings: [] })
  })

  it('keeps newlines and tabs as they are', () => {
    expect(describeMessage({ message: stringToHex('line 1\n\tline 2'), ...shop })).toEqual({
      hex: stringToHex('line 1\n\tline 2'),
      text: 'line 1\n\tline 2',
      warnings: [],
    })
  })

  it('refuses a huge message', () => {
    const call = () => describeMessage({ message: 'a'.repeat(1_000_001), ...shop })
    expect(call).toThrow(WalletportError)
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }))
    expect(() => describeMessage({ message: `0x${'00'.repeat(500_001)}`, ...shop })).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST' }),
    )
    expect(describeMessage({ message: 'a'.repeat(1_000_000), ...shop }).text).toHaveLength(1_000_000)
  })

  it('refuses a message that is not a string', () => {
    expect(() => describeMessage({ message: 42 as unknown as string, ...shop })).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST' }),
    )
  })
})

describe('describeMessage: hidden characters', () => {
  it('marks a right-to-left override that makes a name read backwards', () => {
    const message = 'invoice_\u202Efdp.exe'
    expect(describeMessage({ message: stringToHex(message), ...shop })).toEqual({
      hex: stringToHex(message),
      text: 'invoice_⟨U+202E⟩fdp.exe',
      warnings: [{ kind: 'invisibleCharacters' }],
    })
    expect(describeMessage({ message, ...shop })).toMatchObject({
      text: 'invoice_⟨U+202E⟩fdp.exe',
      warnings: [{ kind: 'invisibleCharacters' }],
    })
  })

  it('marks zero-width characters, a BOM and C1 controls', () => {
    const message = '\uFEFFpay\u200D to\u200B Bob\u2060\u0085'
    expect(describeMessage({ message: stringToHex(message), ...shop })).toEqual({
      hex: stringToHex(message),
      text: '⟨U+FEFF⟩pay⟨U+200D⟩ to⟨U+200B⟩ Bob⟨U+2060⟩⟨U+0085⟩',
      warnings: [{ kind: 'invisibleCharacters' }],
    })
  })

  it('visibleText leaves ordinary text alone and marks each hidden character', () => {
    expect(visibleText('Grüße 👋\n\tok')).toBe('Grüße 👋\n\tok')
    expect(visibleText('\u061C\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u2064\u007F\r')).toBe(
      '⟨U+061C⟩⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩⟨U+2066⟩⟨U+2067⟩⟨U+2068⟩⟨U+2069⟩⟨U+200E⟩⟨U+200F⟩⟨U+2064⟩⟨U+007F⟩⟨U+000D⟩',
    )
  })
})

describe('describeMessage: blind hashes', () => {
  it('warns on 32 bytes of hex and shows no text', () => {
    const hash = keccak256(stringToHex('transfer everything'))
    expect(describeMessage({ message: hash, ...shop })).toEqual({ hex: hash, warnings: [{ kind: 'blindHash' }] })
  })

  it('still warns when the 32 bytes happen to be printable text', () => {
    const hex = stringToHex('exactly thirty-two bytes of text')
    expect(hex).toHaveLength(66)
    expect(describeMessage({ message: hex, ...shop })).toEqual({
      hex,
      text: 'exactly thirty-two bytes of text',
      warnings: [{ kind: 'blindHash' }],
    })
  })

  it('does not call a 32-character text param a hash', () => {
    expect(describeMessage({ message: 'exactly thirty-two bytes of text', ...shop }).warnings).toEqual([])
  })

  it('does not call 31 or 33 bytes a hash', () => {
    expect(describeMessage({ message: bytesToHex(new Uint8Array(31).fill(0xee)), ...shop }).warnings).toEqual([])
    expect(describeMessage({ message: bytesToHex(new Uint8Array(33).fill(0xee)), ...shop }).warnings).toEqual([])
  })
})

describe('describeMessage: sign-in messages (EIP-4361)', () => {
  it('reads a sign-in for this host and chain without warnings', () => {
    const message = siwe({ expirationTime: new Date('2025-01-03T03:04:05.000Z') })
    const now = new Date('2025-01-02T03:04:06.000Z')
    expect(describeMessage({ message: stringToHex(message), ...shop, now })).toEqual({
      hex: stringToHex(message),
      text: message,
      siwe: {
        domain: 'shop.example',
        address,
        uri: 'https://shop.example/login',
        chainId: 31337,
        statement: 'Sign in to Shop.',
        nonce: 'abcdef123456',
        issuedAt: '2025-01-02T03:04:05.000Z',
        expirationTime: '2025-01-03T03:04:05.000Z',
      },
      // A whole message: the review shows these fields in its place (the issue time is now, so left out).
      signIn: {
        site: 'shop.example',
        address,
        statement: 'Sign in to Shop.',
        uri: 'https://shop.example/login',
        chainId: 31337,
        nonce: 'abcdef123456',
        expirationTime: '2025-01-03T03:04:05.000Z',
      },
      warnings: [],
    })
    // As text, too, and with the domain in another case.
    expect(
      describeMessage({ message: message.replace('shop.example wants', 'Shop.Example wants'), ...shop }).warnings,
    ).toEqual([])
  })

  it('names both domains when the message signs in to another site', () => {
    const result = describeMessage({ message: siwe({ domain: 'evil.example', uri: 'https://evil.example' }), ...shop })
    expect(result.siwe).toMatchObject({ domain: 'evil.example' })
    expect(result.warnings).toEqual([{ kind: 'siweDomain', messageDomain: 'evil.example', hostDomain: 'shop.example' }])
  })

  it('flags a look-alike or a parent domain', () => {
    for (const domain of [
      'shop.example.evil.example',
      'example',
      'sub.shop.example',
      'shop.example.',
      'shop.example:443',
    ]) {
      const message = siwe().replace('shop.example wants', `${domain} wants`)
      expect(describeMessage({ message, ...shop }).warnings, domain).toEqual([
        { kind: 'siweDomain', messageDomain: domain, hostDomain: 'shop.example' },
      ])
    }
  })

  it('counts the port as part of the domain', () => {
    const local = { hostOrigin: 'http://localhost:4310', chainId: 31337 }
    expect(
      describeMessage({ message: siwe({ domain: 'localhost:4310', uri: 'http://localhost:4310' }), ...local }).warnings,
    ).toEqual([])
    expect(
      describeMessage({ message: siwe({ domain: 'localhost', uri: 'http://localhost' }), ...local }).warnings,
    ).toEqual([{ kind: 'siweDomain', messageDomain: 'localhost', hostDomain: 'localhost:4310' }])
    expect(
      describeMessage({ message: siwe({ domain: 'localhost:8080', uri: 'http://localhost:8080' }), ...local }).warnings,
    ).toEqual([{ kind: 'siweDomain', messageDomain: 'localhost:8080', hostDomain: 'localhost:4310' }])
  })

  it('compares a scheme in the domain with the host page', () => {
    const withScheme = (scheme: string) => siwe({ scheme })
    expect(describeMessage({ message: withScheme('https'), ...shop })).toMatchObject({
      siwe: { scheme: 'https', domain: 'shop.example' },
      warnings: [],
    })
    expect(describeMessage({ message: withScheme('http'), ...shop }).warnings).toEqual([
      { kind: 'siweDomain', messageDomain: 'http://shop.example', hostDomain: 'https://shop.example' },
    ])
  })

  it('flags every sign-in when the host has an opaque origin', () => {
    expect(describeMessage({ message: siwe(), hostOrigin: 'null', chainId: 31337 }).warnings).toEqual([
      { kind: 'siweDomain', messageDomain: 'shop.example', hostDomain: 'null' },
    ])
  })

  it('flags a sign-in for another chain', () => {
    expect(describeMessage({ message: siwe({ chainId: 1 }), ...shop }).warnings).toEqual([
      { kind: 'siweChain', messageChainId: 1, chainId: 31337 },
    ])
  })

  it('reports both mismatches at once', () => {
    expect(describeMessage({ message: siwe({ domain: 'evil.example', chainId: 1 }), ...shop }).warnings).toEqual([
      { kind: 'siweDomain', messageDomain: 'evil.example', hostDomain: 'shop.example' },
      { kind: 'siweChain', messageChainId: 1, chainId: 31337 },
    ])
  })

  it('is not fooled by a message that merely mentions signing in', () => {
    const messages = [
      'evil.example wants you to sign in with your Ethereum account. Click OK.',
      `Note: evil.example wants you to sign in with your Ethereum account:\n${address}\n\nURI: https://evil.example\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: 2025-01-02T03:04:05Z`,
      `evil.example wants you to sign in with your Ethereum account:\n${address}\n\nNo URI or chain here.`,
      ` wants you to sign in with your Ethereum account:\n${address}\n\nURI: https://evil.example\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: 2025-01-02T03:04:05Z`,
    ]
    for (const message of messages) {
      const result = describeMessage({ message, ...shop })
      expect(result.siwe).toBeUndefined()
      expect(result.text).toBe(message)
      expect(result.warnings).toEqual([])
    }
  })

  it('finds no sign-in in bytes that are not text', () => {
    expect(
      describeMessage({ message: `${stringToHex(siwe({ domain: 'evil.example' }))}ff`, ...shop }),
    ).not.toHaveProperty('siwe')
  })

  it('shows hidden characters in the statement and URI', () => {
    const message = siwe({ statement: 'Sign in to \u202Epohs' }).replace(
      'URI: https://shop.example/login',
      'URI: https://shop.example/\u200Blogin',
    )
    const result = describeMessage({ message, ...shop })
    expect(result.siwe).toMatchObject({
      statement: 'Sign in to ⟨U+202E⟩pohs',
      uri: 'https://shop.example/⟨U+200B⟩login',
    })
    expect(result.warnings).toEqual([{ kind: 'invisibleCharacters' }])
  })

  it('leaves out a malformed time instead of showing a wrong one', () => {
    const message = siwe().replace('Issued At: 2025-01-02T03:04:05.000Z', 'Issued At: yesterday')
    const result = describeMessage({ message, ...shop })
    expect(result.siwe).toBeDefined()
    expect(result.siwe).not.toHaveProperty('issuedAt')
    expect(result.text).toContain('Issued At: yesterday')
  })
})
