import { describe, expect, it } from 'vitest'
import { stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describeMessage } from '../../../../widget/src/review/describeMessage'
import { visibleText } from '../../../../widget/src/review/visibleText'

/**
 * The sign-in review shows a message's fields in place of its text only when the text is exactly
 * an EIP-4361 message: every line a field, nothing else. Anything else keeps today's raw text.
 */

const shop = { hostOrigin: 'https://shop.example', chainId: 31337 }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const issuedAt = new Date('2026-03-01T10:00:00.000Z')
const now = new Date('2026-03-01T10:00:30.000Z')

function siwe(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}): string {
  return createSiweMessage({
    domain: 'shop.example',
    address,
    uri: 'https://shop.example',
    version: '1',
    chainId: 31337,
    nonce: 'abcdef123456',
    issuedAt,
    statement: 'Sign in to Shop.',
    ...overrides,
  })
}

const fieldsOf = (message: string, at = now) => describeMessage({ message: stringToHex(message), ...shop, now: at })

describe('sign-in fields: a whole EIP-4361 message', () => {
  it('reads the site, account, statement, chain and expiry of a message as the widget writes it', () => {
    const message = siwe({ expirationTime: new Date('2026-03-02T10:00:00.000Z') })
    expect(fieldsOf(message).signIn).toEqual({
      site: 'shop.example',
      address,
      statement: 'Sign in to Shop.',
      uri: 'https://shop.example',
      chainId: 31337,
      nonce: 'abcdef123456',
      expirationTime: '2026-03-02T10:00:00.000Z',
    })
  })

  it('reads every optional line: not before, request id, resources', () => {
    const message = siwe({
      expirationTime: new Date('2026-03-02T10:00:00.000Z'),
      notBefore: new Date('2026-03-01T09:00:00.000Z'),
      requestId: 'order-42',
      resources: ['https://shop.example/orders', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
    })
    // A start already past says nothing the visitor needs: left out. The request id and the resources
    // are shown: a ReCap resource delegates rights, and the visitor must see what they vouch for.
    expect(fieldsOf(message).signIn).toEqual({
      site: 'shop.example',
      address,
      statement: 'Sign in to Shop.',
      uri: 'https://shop.example',
      chainId: 31337,
      nonce: 'abcdef123456',
      expirationTime: '2026-03-02T10:00:00.000Z',
      requestId: 'order-42',
      resources: ['https://shop.example/orders', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
    })
  })

  it('has no statement line when the message has none, and no expiry when it never ends', () => {
    const message = siwe({ statement: undefined })
    expect(message).toContain(`${address}\n\n\nURI:`)
    expect(fieldsOf(message).signIn).toEqual({
      site: 'shop.example',
      address,
      uri: 'https://shop.example',
      chainId: 31337,
      nonce: 'abcdef123456',
    })
  })

  it('names the scheme with the site when the message does', () => {
    expect(fieldsOf(siwe({ scheme: 'https' })).signIn?.site).toBe('https://shop.example')
  })

  it('shows the issue time when it is not about now, and a start still to come', () => {
    const written = siwe({ notBefore: new Date('2026-03-01T12:00:00.000Z') })
    expect(fieldsOf(written, new Date('2026-03-01T11:00:00.000Z')).signIn).toMatchObject({
      issuedAt: '2026-03-01T10:00:00.000Z',
      notBefore: '2026-03-01T12:00:00.000Z',
    })
    // Dated ahead of the review's clock, too.
    expect(fieldsOf(siwe(), new Date('2026-03-01T09:00:00.000Z')).signIn).toHaveProperty(
      'issuedAt',
      '2026-03-01T10:00:00.000Z',
    )
    // Within minutes of now: clocks drift, nothing to say.
    expect(fieldsOf(siwe(), new Date('2026-03-01T10:04:00.000Z')).signIn).not.toHaveProperty('issuedAt')
  })

  it('reads times written with an offset or without fractions, as EIP-4361 allows', () => {
    const message = siwe({ expirationTime: new Date('2026-03-02T10:00:00.000Z') })
      .replace('Issued At: 2026-03-01T10:00:00.000Z', 'Issued At: 2026-03-01T11:00:00+01:00')
      .replace('Expiration Time: 2026-03-02T10:00:00.000Z', 'Expiration Time: 2026-03-02T10:00:00Z')
    expect(fieldsOf(message).signIn).toMatchObject({ expirationTime: '2026-03-02T10:00:00.000Z' })
    expect(fieldsOf(message).signIn).not.toHaveProperty('issuedAt')
  })

  it('keeps the warnings: another site and another chain are read as fields and warned of', () => {
    const result = fieldsOf(siwe({ domain: 'bank.example', uri: 'https://bank.example', chainId: 1 }))
    expect(result.signIn).toMatchObject({ site: 'bank.example', chainId: 1 })
    expect(result.warnings).toEqual([
      { kind: 'siweDomain', messageDomain: 'bank.example', hostDomain: 'shop.example' },
      { kind: 'siweChain', messageChainId: 1, chainId: 31337 },
    ])
  })

  it('shows hidden characters of the statement as markers', () => {
    const result = fieldsOf(siwe({ statement: 'Sign in to \u202Epohs' }))
    expect(result.signIn?.statement).toBe('Sign in to ⟨U+202E⟩pohs')
    expect(result.warnings).toEqual([{ kind: 'invisibleCharacters' }])
  })
})

describe('sign-in fields: anything else falls back to the text', () => {
  const whole = siwe({ expirationTime: new Date('2026-03-02T10:00:00.000Z'), requestId: 'r1' })
  const cases: Record<string, string> = {
    'a line after the last field': `${whole}\nSend 10 ETH to 0xdead.`,
    'a trailing line break': `${whole}\n`,
    'a line before the first': `Hello\n${whole}`,
    'a line between two fields': whole.replace('\nVersion: 1', '\nNote: pay the invoice\nVersion: 1'),
    'CRLF line ends': whole.replaceAll('\n', '\r\n'),
    'no blank line after the statement': whole.replace('Sign in to Shop.\n\nURI', 'Sign in to Shop.\nURI'),
    'a second statement line': whole.replace('Sign in to Shop.\n', 'Sign in to Shop.\nAnd more.\n'),
    'no nonce': whole.replace('\nNonce: abcdef123456', ''),
    'a short nonce': whole.replace('Nonce: abcdef123456', 'Nonce: abc'),
    'a nonce with other characters': whole.replace('Nonce: abcdef123456', 'Nonce: abcdef-123456'),
    'no issue time': whole.replace('\nIssued At: 2026-03-01T10:00:00.000Z', ''),
    'version 2': whole.replace('Version: 1', 'Version: 2'),
    'a chain id with a leading zero': whole.replace('Chain ID: 31337', 'Chain ID: 031337'),
    'an expiry that is no time': whole.replace(
      'Expiration Time: 2026-03-02T10:00:00.000Z',
      'Expiration Time: tomorrow',
    ),
    'a date not in the calendar': whole.replace('Expiration Time: 2026-03-02', 'Expiration Time: 2026-02-30'),
    'an issue time without a zone': whole.replace(
      'Issued At: 2026-03-01T10:00:00.000Z',
      'Issued At: 2026-03-01T10:00:00',
    ),
    'fields out of order': whole.replace(
      'Issued At: 2026-03-01T10:00:00.000Z\nExpiration Time: 2026-03-02T10:00:00.000Z',
      'Expiration Time: 2026-03-02T10:00:00.000Z\nIssued At: 2026-03-01T10:00:00.000Z',
    ),
    'a resource line that is not one': `${whole}\nResources:\n- https://shop.example\nhttps://bank.example`,
    'a Resources line with no resource under it': `${whole}\nResources:`,
    "the attacker's words between a sign-in header and a sign-in trailer": whole.replace(
      'Sign in to Shop.',
      'I transfer all my tokens to 0x000000000000000000000000000000000000dEaD\nand waive every claim.',
    ),
    'an address with a wrong checksum': whole.replace(address, '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  }
  for (const [what, message] of Object.entries(cases)) {
    it(`shows the text for ${what}`, () => {
      const result = fieldsOf(message)
      expect(result.signIn).toBeUndefined()
      expect(result.text).toBe(visibleText(message))
    })
  }

  it('finds no fields in a text that merely looks like a sign-in', () => {
    expect(fieldsOf('shop.example wants you to sign in with your Ethereum account. Click OK.').signIn).toBeUndefined()
  })
})
