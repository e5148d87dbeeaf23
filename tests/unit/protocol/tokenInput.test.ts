import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseDeploymentConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import { parseTokenInput } from '../../../protocol/parseTokenInput'
import { parseWidgetOptions } from '../../../protocol/parseWidgetOptions'

/** One parser for a listed token, whether the host's `configure` or the deployment config names it. */
const devConfig = JSON.parse(readFileSync(new URL('../../../walletport.config.json', import.meta.url), 'utf8'))
const address = '0x' + 'ab'.repeat(20)

/** The deployment config with this one token listed. */
/** The dev config listing `token` alone (its token paymaster, which names a listed token, left out). */
const configListing = (token: unknown) => {
  const config = structuredClone(devConfig)
  for (const chain of config.chains) delete chain.passkeyWallet?.tokenPaymaster
  return parseDeploymentConfig({ ...config, tokens: [token] })
}

function errorOf(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    if (error instanceof Error) return error
  }
  throw new Error('expected a refusal')
}

describe('parseTokenInput', () => {
  it.each([
    ['the required fields', { chainId: 31337, address }],
    [
      'every field',
      {
        chainId: 31337,
        address,
        symbol: 'dUSD',
        name: 'Demo Dollar',
        decimals: 0,
        logoURI: 'https://cdn.example/logo.png',
      },
    ],
    ['an inline logo', { chainId: 31337, address, logoURI: 'data:image/svg+xml,%3Csvg%2F%3E' }],
    [
      'labels at their longest',
      { chainId: 31337, address, symbol: 'S'.repeat(32), name: 'N'.repeat(64), decimals: 255 },
    ],
  ])('accepts %s, from the host and from the deployment config alike', (_, token) => {
    expect(parseTokenInput(token)).toStrictEqual(token)
    expect(parseWidgetOptions({ tokens: [token] }).tokens).toStrictEqual([token])
    expect(configListing(token).tokens).toStrictEqual([token])
  })

  it('leaves out unknown and inherited fields', () => {
    const raw = JSON.parse(`{"chainId": 31337, "address": "${address}", "extra": 1, "__proto__": {"symbol": "EVIL"}}`)
    expect(parseTokenInput(raw)).toStrictEqual({ chainId: 31337, address })
  })

  it.each([
    ['not an object', 'dUSD', 'token'],
    ['an array', [31337, address], 'token'],
    ['a chain id of 0', { chainId: 0, address }, 'token.chainId'],
    ['a chain id as a string', { chainId: '31337', address }, 'token.chainId'],
    ['no address', { chainId: 31337 }, 'token.address'],
    ['a short address', { chainId: 31337, address: '0x1234' }, 'token.address'],
    ['an address with 0X', { chainId: 31337, address: '0X' + 'ab'.repeat(20) }, 'token.address'],
    ['an address with a space', { chainId: 31337, address: ` ${address}` }, 'token.address'],
    ['an empty symbol', { chainId: 31337, address, symbol: '' }, 'token.symbol'],
    ['a blank symbol', { chainId: 31337, address, symbol: '   ' }, 'token.symbol'],
    ['a symbol of 33 characters', { chainId: 31337, address, symbol: 'S'.repeat(33) }, 'token.symbol'],
    ['a symbol as a number', { chainId: 31337, address, symbol: 7 }, 'token.symbol'],
    ['a name of 65 characters', { chainId: 31337, address, name: 'N'.repeat(65) }, 'token.name'],
    ['a blank name', { chainId: 31337, address, name: '\t' }, 'token.name'],
    ['fractional decimals', { chainId: 31337, address, decimals: 1.5 }, 'token.decimals'],
    ['256 decimals', { chainId: 31337, address, decimals: 256 }, 'token.decimals'],
    ['decimals as a string', { chainId: 31337, address, decimals: '6' }, 'token.decimals'],
    ['a javascript: logo', { chainId: 31337, address, logoURI: 'javascript:alert(1)' }, 'token.logoURI'],
    ['an http: logo', { chainId: 31337, address, logoURI: 'http://cdn.example/logo.png' }, 'token.logoURI'],
    [
      'a data: logo that is no image',
      { chainId: 31337, address, logoURI: 'data:text/html,<script>alert(1)</script>' },
      'token.logoURI',
    ],
    [
      'a logo with credentials',
      { chainId: 31337, address, logoURI: 'https://user:secret@cdn.example/logo.png' },
      'token.logoURI',
    ],
    [
      'a logo whose host holds a semicolon',
      { chainId: 31337, address, logoURI: "https://a;b'.example/logo.png" },
      'token.logoURI',
    ],
    ['a logo in capitals', { chainId: 31337, address, logoURI: 'HTTPS://cdn.example/logo.png' }, 'token.logoURI'],
    ['a logo that is no URL', { chainId: 31337, address, logoURI: 'https://' }, 'token.logoURI'],
    [
      'a logo of 2,049 characters',
      { chainId: 31337, address, logoURI: 'data:image/png;base64,' + 'A'.repeat(2027) },
      'token.logoURI',
    ],
  ])('refuses %s, naming the field, from the host and from the deployment config alike', (_, token, path) => {
    const error = errorOf(() => parseTokenInput(token))
    expect(error).toBeInstanceOf(WalletportError)
    expect((error as WalletportError).code).toBe(path === 'token.address' ? 'INVALID_ADDRESS' : 'INVALID_REQUEST')
    expect(error.message.startsWith(`${path}:`), error.message).toBe(true)
    expect(
      errorOf(() => parseWidgetOptions({ tokens: [token] })).message.startsWith(path.replace('token', 'tokens[0]')),
    ).toBe(true)
    const refused = errorOf(() => configListing(token))
    expect(refused).toBeInstanceOf(ConfigError)
    expect(refused.message.startsWith(path.replace('token', 'tokens[0]')), refused.message).toBe(true)
  })

  it('requires a configured chain in the deployment config only', () => {
    const token = { chainId: 5, address }
    expect(parseWidgetOptions({ tokens: [token] }).tokens).toStrictEqual([token])
    expect(errorOf(() => configListing(token)).message).toBe(
      'tokens[0].chainId: expected the id of a configured chain, got 5',
    )
  })
})
