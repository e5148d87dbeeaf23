import { describe, expect, it } from 'vitest'
import { parseSignInRequest } from '../../../protocol/parseSignInRequest'

const codeOf = (raw: unknown) => {
  try {
    parseSignInRequest(raw)
    return 'ok'
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`
  }
}

describe('parseSignInRequest: what a host may put into the message the visitor signs', () => {
  it('keeps a full, valid request', () => {
    const request = {
      nonce: 'k3Jd92LmQx7T',
      statement: 'Sign in to Shop.',
      chainId: 31337,
      expirationTime: '2026-11-22T19:00:00Z',
      notBefore: '2026-11-22T18:00:00.000+01:00',
      requestId: 'req-42',
      resources: ['https://shop.example/terms'],
    }
    expect(parseSignInRequest(request)).toEqual(request)
  })

  it.each([
    ['a short nonce', { nonce: 'abc123' }, /nonce: expected 8 to 96 letters and digits/],
    ['a nonce with punctuation', { nonce: 'abcd-efgh-1234' }, /nonce:/],
    [
      "a statement with a line break (it would add a line of the host's choosing)",
      { nonce: 'abcdefgh1234', statement: 'Hi\nURI: https://bank.example' },
      /statement: a line break/,
    ],
    [
      'a statement with hidden characters',
      { nonce: 'abcdefgh1234', statement: 'Sign in\u202e' },
      /statement: holds characters that do not show/,
    ],
    [
      'a time that is not RFC 3339',
      { nonce: 'abcdefgh1234', expirationTime: 'tomorrow' },
      /expirationTime: expected an RFC 3339 time/,
    ],
    [
      'an expiry before notBefore',
      { nonce: 'abcdefgh1234', notBefore: '2026-11-22T19:00:00Z', expirationTime: '2026-11-22T18:00:00Z' },
      /must be after notBefore/,
    ],
    [
      'a resource that is not a URI',
      { nonce: 'abcdefgh1234', resources: ['not a uri'] },
      /resources\[0\]: expected an absolute URI/,
    ],
    [
      "a domain of the host's choosing",
      { nonce: 'abcdefgh1234', domain: 'bank.example' },
      /"domain" is not a field of signIn/,
    ],
    ['a chain id that is not one', { nonce: 'abcdefgh1234', chainId: -1 }, /chainId:/],
  ])('refuses %s with INVALID_REQUEST', (_, raw, message) => {
    const outcome = codeOf(raw)
    expect(outcome.startsWith('INVALID_REQUEST: ')).toBe(true)
    expect(outcome).toMatch(message)
  })
})
