import { describe, expect, it } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import { verifySignIn } from '../../../server/verifySignIn'
import { messageFor, NONCE, NOW, owner, reason, stranger } from '../../support/signInMessages'

/** An EOA's sign-in, checked without a chain (a contract account's needs anvil: tests/chain/server/). */
describe('verifySignIn', () => {
  it('accepts an EOA sign-in and returns its address and chain', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    expect(await verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW })).toEqual({
      address: owner.address,
      chainId: 31337,
    })
  })

  it.each([
    [
      'another domain (a sign-in made on a phishing site)',
      { domain: 'shop.example.evil' },
      'INVALID_SIGNATURE: domain: the message is for shop.example.evil, not shop.example',
    ],
    [
      'another nonce (a replayed sign-in)',
      { nonce: 'oldNonce1234' },
      'INVALID_SIGNATURE: nonce: the message does not carry the nonce this server issued',
    ],
    [
      'an expired one',
      { expirationTime: new Date('2026-11-22T17:59:30Z') },
      'INVALID_SIGNATURE: expired: at 2026-11-22T17:59:30.000Z',
    ],
    [
      'one not yet valid',
      { notBefore: new Date('2026-11-22T19:00:00Z') },
      'INVALID_SIGNATURE: not yet valid: from 2026-11-22T19:00:00.000Z',
    ],
  ] as const)('refuses %s, saying which check failed', async (_, patch, expected) => {
    const message = messageFor(owner.address, patch)
    const signature = await owner.signMessage({ message })
    expect(await reason(verifySignIn({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW }))).toBe(
      expected,
    )
  })

  it('refuses a URI on another host, a scheme that does not match it, and a time that is not a time', async () => {
    const check = async (message: string) =>
      reason(
        verifySignIn({
          message,
          signature: await owner.signMessage({ message }),
          domain: 'shop.example',
          nonce: NONCE,
          time: NOW,
        }),
      )
    expect(await check(messageFor(owner.address, { uri: 'https://evil.example/login' }))).toBe(
      'INVALID_SIGNATURE: domain: the URI https://evil.example/login is not on shop.example',
    )
    expect(await check(messageFor(owner.address, { scheme: 'http' }))).toBe(
      'INVALID_SIGNATURE: domain: the scheme http does not match the URI',
    )
    const never = messageFor(owner.address, { expirationTime: new Date('2026-11-23T00:00:00Z') }).replace(
      /Expiration Time: .*/,
      'Expiration Time: never',
    )
    expect(await check(never)).toMatch(/^INVALID_SIGNATURE: malformed message/)
    // Case does not matter for the domain.
    const upper = messageFor(owner.address)
    expect(
      await verifySignIn({
        message: upper,
        signature: await owner.signMessage({ message: upper }),
        domain: 'SHOP.example',
        nonce: NONCE,
        time: NOW,
      }),
    ).toMatchObject({ chainId: 31337 })
  })

  it('refuses a message altered after signing (the statement, the address)', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    const altered = message.replace('Sign in to Shop.', 'Sign in to Shop and approve everything.')
    expect(
      await reason(verifySignIn({ message: altered, signature, domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: signature: not 0x/)
    const otherAddress = message.replace(owner.address, stranger.address)
    expect(
      await reason(verifySignIn({ message: otherAddress, signature, domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: signature: not 0x/)
  })

  it.each([
    ['text that is not a sign-in', 'hello'],
    ['a sign-in with its nonce line cut', messageFor(owner.address).replace(/\nNonce: .*/, '')],
    ['megabytes of text', 'x'.repeat(20_000)],
  ])('refuses %s as malformed', async (_, message) => {
    expect(
      await reason(verifySignIn({ message, signature: '0x00', domain: 'shop.example', nonce: NONCE, time: NOW })),
    ).toMatch(/^INVALID_SIGNATURE: malformed message/)
  })

  describe('hostile input: only WalletportError, saying what did not match', () => {
    /** What a call threw, as `code: message`, or `valid`; anything but a WalletportError is returned as `NOT OURS`. */
    async function outcome(parameters: unknown): Promise<string> {
      try {
        await verifySignIn(parameters as Parameters<typeof verifySignIn>[0])
        return 'valid'
      } catch (error) {
        if (!(error instanceof WalletportError)) return `NOT OURS: ${(error as Error)?.name} ${String(error)}`
        return `${error.code}: ${error.message}`
      }
    }
    const base = messageFor(owner.address, { expirationTime: new Date('2026-11-23T00:00:00Z') })

    it.each([
      ['an address that is not one', base.replace(owner.address, '0x1234')],
      ['an address with a bad checksum', base.replace(owner.address, owner.address.toLowerCase().replace('0x', '0X'))],
      ['an address of 41 hex digits', base.replace(owner.address, `${owner.address}f`)],
      ['a chain id larger than any number', base.replace('Chain ID: 31337', `Chain ID: ${'9'.repeat(400)}`)],
      ['a chain id of zero', base.replace('Chain ID: 31337', 'Chain ID: 0')],
      ['a negative chain id', base.replace('Chain ID: 31337', 'Chain ID: -1')],
      ['a chain id in hex', base.replace('Chain ID: 31337', 'Chain ID: 0x7a69')],
      ['an issue time that is not a date', base.replace(/Issued At: .*/, 'Issued At: 2026-13-45T99:99:99Z')],
      ['an issue time in the year 275760+', base.replace(/Issued At: .*/, 'Issued At: +275761-01-01T00:00:00.000Z')],
      ['an expiry of a huge year', base.replace(/Expiration Time: .*/, 'Expiration Time: 9999999-01-01T00:00:00Z')],
      ['a version 2', base.replace('Version: 1', 'Version: 2')],
      ['a URI that is not one', base.replace('URI: https://shop.example', 'URI: ::::')],
      ['a message cut after its header', base.split('\n')[0]!],
      ['a message cut in the middle of its address', base.slice(0, base.indexOf(owner.address) + 10)],
      ['a message cut in the middle of a date', base.slice(0, base.indexOf('Issued At: ') + 16)],
      ['an empty message', ''],
      ['CRLF line ends', base.replaceAll('\n', '\r\n')],
    ])('refuses %s with INVALID_SIGNATURE, never a thrown viem error', async (_, message) => {
      const signature = await owner.signMessage({ message })
      expect(await outcome({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW })).toMatch(
        /^INVALID_SIGNATURE: /,
      )
    })

    it.each([
      ['empty', '0x'],
      ['one byte', '0x00'],
      ['64 bytes', `0x${'11'.repeat(64)}`],
      ['65 bytes with v = 0x05', `0x${'11'.repeat(64)}05`],
      ['66 bytes', `0x${'11'.repeat(66)}`],
      ['an odd number of hex digits', `0x${'1'.repeat(131)}`],
      ['s above the curve order', `0x${'11'.repeat(32)}${'ff'.repeat(32)}1b`],
      ['r of zero', `0x${'00'.repeat(32)}${'11'.repeat(32)}1b`],
      ['not hex', '0xzz'],
      ['without 0x', '11'.repeat(65)],
      ['a megabyte', `0x${'ab'.repeat(500_000)}`],
    ])('refuses a signature %s with INVALID_SIGNATURE', async (_, signature) => {
      expect(await outcome({ message: base, signature, domain: 'shop.example', nonce: NONCE, time: NOW })).toMatch(
        /^INVALID_SIGNATURE: signature: /,
      )
    })

    it.each([
      ['a message that is a number', { message: 42 }, 'message'],
      ['a message that is an object', { message: { toString: () => 'x' } }, 'message'],
      ['a message of null', { message: null }, 'message'],
      ['a signature that is a number', { signature: 7 }, 'signature'],
      ['a signature of bytes', { signature: new Uint8Array(65) }, 'signature'],
      ['a domain that is not text', { domain: 1 }, 'domain'],
      ['a missing domain', { domain: undefined }, 'domain'],
      ['a nonce that is not text', { nonce: ['k3Jd92LmQx7T'] }, 'nonce'],
      ['a time that is not a Date', { time: '2026-11-22T18:00:00Z' }, 'time'],
      ['an invalid Date', { time: new Date('never') }, 'time'],
      ['a chain id that is text', { chainId: '31337' }, 'chainId'],
      ['a chain id that is not an integer', { chainId: 1.5 }, 'chainId'],
      ['no parameters at all', null, 'parameters'],
    ] as const)('refuses %s with INVALID_REQUEST naming it', async (_, patch, field) => {
      const signature = await owner.signMessage({ message: base })
      const parameters =
        patch === null ? null : { message: base, signature, domain: 'shop.example', nonce: NONCE, time: NOW, ...patch }
      const result = await outcome(parameters)
      expect(result).toMatch(/^INVALID_REQUEST: /)
      expect(result).toContain(field)
    })

    it('answers a thousand random mutations of a signed sign-in with WalletportError alone', async () => {
      const signature = await owner.signMessage({ message: base })
      // A fixed seed: a failure is reproducible, and each run tries the same thousand.
      let seed = 0x5eed
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        return seed % n
      }
      const pieces = [
        '\n',
        ':',
        ' ',
        '0',
        '9',
        'x',
        '-',
        'T',
        'Z',
        '.',
        '/',
        'é',
        '\u0000',
        '99999999999999999999',
        'a',
      ]
      const failures: string[] = []
      for (let round = 0; round < 1000; round++) {
        let message = base
        for (let edits = 1 + random(3); edits > 0; edits--) {
          const at = random(message.length + 1)
          const kind = random(3)
          if (kind === 0) message = message.slice(0, at) + message.slice(at + 1 + random(8))
          else if (kind === 1) message = message.slice(0, at) + pieces[random(pieces.length)] + message.slice(at)
          else message = message.slice(0, at)
        }
        const result = await outcome({ message, signature, domain: 'shop.example', nonce: NONCE, time: NOW })
        if (result !== 'valid' && !result.startsWith('INVALID_SIGNATURE: ')) failures.push(`${result}\n${message}`)
      }
      expect(failures).toEqual([])
    }, 60_000)
  })
})
