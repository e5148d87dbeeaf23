import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseDeploymentConfig } from '../../../../protocol/config'
import { rpcEndpoints } from '../../../../protocol/rpcEndpoints'
import { widgetPageHeaders } from '../../../../scripts/deployment/securityHeaders'
import { DEVCHAIN_TOKENS, devchainTokenAddress } from '../../../../devchain/tokens'
import { MULTICALL3_ADDRESS } from '../../../../devchain/deploy'

const devConfig = JSON.parse(readFileSync(new URL('../../../../walletport.config.json', import.meta.url), 'utf8'))

describe('the dev walletport.config.json', () => {
  it('is valid', () => {
    expect(() => parseDeploymentConfig(devConfig)).not.toThrow()
  })

  it('lists the listed devchain tokens at the addresses the devchain deploys them to', () => {
    const config = parseDeploymentConfig(devConfig)
    const local = config.tokens.filter((t) => t.chainId === 31337)
    const listed = DEVCHAIN_TOKENS.map((spec, i) => ({ ...spec, address: devchainTokenAddress(i) })).filter(
      (t) => t.listed,
    )
    expect(local.map((t) => [t.address, t.symbol, t.decimals])).toEqual(
      listed.map((t) => [t.address, t.symbol, t.decimals]),
    )
    expect(config.chains.find((c) => c.id === 31337)?.multicall3).toBe(MULTICALL3_ADDRESS)
  })
})

describe('parseDeploymentConfig', () => {
  const valid = () => structuredClone(devConfig)

  it.each([
    ['allowedOrigins', (c: any) => (c.allowedOrigins = 'http://a.example'), 'allowedOrigins: expected an array'],
    [
      'an origin with a path',
      (c: any) => (c.allowedOrigins = ['https://a.example/shop']),
      'allowedOrigins[0]: expected a bare origin',
    ],
    ['no chains', (c: any) => (c.chains = []), 'chains: at least one chain is required'],
    ['a duplicate chain', (c: any) => c.chains.push(c.chains[0]), 'chains: chain ids must be unique'],
    ['a chain id', (c: any) => (c.chains[0].id = '31337'), 'chains[0].id: expected a positive integer chain id'],
    [
      'an RPC URL scheme',
      (c: any) => (c.chains[0].rpcUrls = ['ftp://x']),
      'chains[0].rpcUrls[0]: expected a http:, https:, ws: or wss: URL',
    ],
    ['no RPC URL', (c: any) => (c.chains[0].rpcUrls = []), 'chains[0].rpcUrls: at least one RPC URL is required'],
    [
      'a multicall address',
      (c: any) => (c.chains[0].multicall3 = '0x12'),
      'chains[0].multicall3: expected a 0x-prefixed 20-byte address',
    ],
    [
      'native decimals',
      (c: any) => (c.chains[0].nativeCurrency.decimals = -1),
      'chains[0].nativeCurrency.decimals: expected an integer from 0 to 255',
    ],
    [
      'a token on an unknown chain',
      (c: any) => (c.tokens[0].chainId = 5),
      'tokens[0].chainId: expected the id of a configured chain',
    ],
    [
      'a token address',
      (c: any) => (c.tokens[1].address = 'nope'),
      'tokens[1].address: expected a 0x-prefixed 20-byte address',
    ],
    ['devWallet.enabled', (c: any) => (c.devWallet = { enabled: 'yes' }), 'devWallet.enabled: expected true or false'],
    ['an unknown field', (c: any) => (c.allowAll = true), 'allowAll: unknown field'],
  ])('names the field when %s is wrong', (_, mutate, message) => {
    const config = valid()
    mutate(config)
    expect(() => parseDeploymentConfig(config)).toThrow(ConfigError)
    expect(() => parseDeploymentConfig(config)).toThrow(message)
  })
})

describe('a token paymaster (passkeyWallet.tokenPaymaster)', () => {
  const withPaymaster = (tokenPaymaster: Record<string, unknown>) => {
    const config = structuredClone(devConfig)
    config.chains[0].passkeyWallet.tokenPaymaster = tokenPaymaster
    return config
  }
  const DUSD = devchainTokenAddress(0)
  const PAYMASTER = '0xFe2c778431f56eb3b293dcC34D4BD6bb7eF41f38'

  it('names the fee by the listed token, and a parsed config parses again as it is served', () => {
    const parsed = parseDeploymentConfig(withPaymaster({ address: PAYMASTER, token: DUSD }))
    const expected = { address: PAYMASTER, token: DUSD, symbol: 'dUSD', decimals: 6 }
    expect(parsed.chains[0]!.passkeyWallet!.tokenPaymaster).toEqual(expected)
    expect(parseDeploymentConfig(JSON.parse(JSON.stringify(parsed))).chains[0]!.passkeyWallet!.tokenPaymaster).toEqual(
      expected,
    )
  })

  it.each([
    [
      'a token the chain does not list',
      { address: PAYMASTER, token: PAYMASTER },
      'must be listed in tokens for chain 31337',
    ],
    [
      'a symbol other than the listed one',
      { address: PAYMASTER, token: DUSD, symbol: 'USDC' },
      "symbol and decimals are the listed token's",
    ],
    ['no address', { token: DUSD }, 'tokenPaymaster.address: expected a 0x-prefixed 20-byte address'],
    ['an unknown field', { address: PAYMASTER, token: DUSD, price: 1 }, 'tokenPaymaster.price: unknown field'],
  ])('refuses %s', (_, tokenPaymaster, message) => {
    expect(() => parseDeploymentConfig(withPaymaster(tokenPaymaster))).toThrow(message)
  })
})

describe('WebSocket RPC URLs', () => {
  const withRpcUrls = (rpcUrls: string[]) => {
    const config = structuredClone(devConfig)
    config.chains[0].rpcUrls = rpcUrls
    return config
  }

  it('accepts ws and wss URLs, alone or beside http ones, as written', () => {
    for (const rpcUrls of [
      ['ws://127.0.0.1:8545'],
      ['wss://eth.rpc.example/v2/KEY?x=1', 'https://eth.rpc.example/v2/KEY'],
      ['WSS://[::1]:8546/'],
    ]) {
      expect(parseDeploymentConfig(withRpcUrls(rpcUrls)).chains[0]!.rpcUrls).toEqual(rpcUrls)
    }
  })

  it.each([
    ['credentials', 'wss://user:key@rpc.example', 'a URL with credentials would publish them in the CSP header'],
    ['a host that would add a CSP directive', 'wss://rpc.example;script-src', 'is not a plain DNS name or IP address'],
    ['an nginx variable in the host', 'ws://$host.example', 'is not a plain DNS name or IP address'],
    [
      'a fragment (the WebSocket constructor throws on one)',
      'wss://rpc.example/v2#main',
      'a WebSocket URL cannot have a fragment',
    ],
    ['an empty fragment', 'ws://127.0.0.1:8545/#', 'a WebSocket URL cannot have a fragment'],
    ['a scheme that is neither', 'wsx://rpc.example', 'expected a http:, https:, ws: or wss: URL'],
  ])('refuses a ws URL with %s, naming the field', (_, url, message) => {
    expect(() => parseDeploymentConfig(withRpcUrls(['https://rpc.example', url]))).toThrow(`chains[0].rpcUrls[1]: `)
    expect(() => parseDeploymentConfig(withRpcUrls(['https://rpc.example', url]))).toThrow(message)
  })

  it('gives the socket the ws URLs and everything else the http ones; a ws-only chain gets the http twins', () => {
    expect(rpcEndpoints({ rpcUrls: ['wss://a.example/v2/K', 'https://b.example/', 'ws://127.0.0.1:8545'] })).toEqual({
      webSocket: ['wss://a.example/v2/K', 'ws://127.0.0.1:8545'],
      http: ['https://b.example/'],
    })
    expect(rpcEndpoints({ rpcUrls: ['wss://a.example/v2/K?x=1', 'ws://127.0.0.1:8603'] })).toEqual({
      webSocket: ['wss://a.example/v2/K?x=1', 'ws://127.0.0.1:8603'],
      http: ['https://a.example/v2/K?x=1', 'http://127.0.0.1:8603'],
    })
    expect(rpcEndpoints({ rpcUrls: ['https://b.example/'] })).toEqual({ webSocket: [], http: ['https://b.example/'] })
  })

  it('puts ws origins, and the http twins of a ws-only chain, into connect-src', () => {
    const config = parseDeploymentConfig(withRpcUrls(['ws://127.0.0.1:8603']))
    config.chains[1]!.rpcUrls = ['wss://rpc.example/v2/KEY', 'https://other.example/rpc']
    const csp = widgetPageHeaders(config)['Content-Security-Policy']
    expect(csp).toContain(
      "connect-src 'self' ws://127.0.0.1:8603 http://127.0.0.1:8603 wss://rpc.example https://other.example http://127.0.0.1:4337 http://127.0.0.1:4338 ws://127.0.0.1:8700;",
    )
  })

  it('the e2e WebSocket deployment is valid: one ws URL whose http twin is the same proxy', () => {
    const fixture = JSON.parse(
      readFileSync(new URL('../../../fixtures/websocket-chain.config.json', import.meta.url), 'utf8'),
    )
    const chain = parseDeploymentConfig(fixture).chains[0]!
    expect(rpcEndpoints(chain)).toEqual({ webSocket: ['ws://127.0.0.1:8603'], http: ['http://127.0.0.1:8603'] })
  })
})

describe('widgetPageHeaders', () => {
  it('derives frame-ancestors and connect-src from the config', () => {
    const csp = widgetPageHeaders(parseDeploymentConfig(devConfig))['Content-Security-Policy']
    expect(csp).toContain('frame-ancestors http://localhost:4310 http://127.0.0.1:4310;')
    expect(csp).toContain("script-src 'self';")
    // The chains, the passkey wallet's bundler and paymaster (chain 31337), the WalletConnect relay.
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:8546 http://127.0.0.1:4337 http://127.0.0.1:4338 ws://127.0.0.1:8700;",
    )
    expect(csp).toContain('frame-src https://verify.walletconnect.org https://verify.walletconnect.com;')
  })

  it('refuses every embedder when the allowlist is empty', () => {
    const config = parseDeploymentConfig({ ...devConfig, allowedOrigins: [] })
    expect(widgetPageHeaders(config)['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })
})
