import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseDeploymentConfig } from '../../protocol/config'
import { widgetPageHeaders } from '../../scripts/deployment/securityHeaders'
import { DEVCHAIN_TOKENS, devchainTokenAddress } from '../../devchain/tokens'
import { MULTICALL3_ADDRESS } from '../../devchain/deploy'

const devConfig = JSON.parse(readFileSync(new URL('../../walletport.config.json', import.meta.url), 'utf8'))

describe('the dev walletport.config.json', () => {
  it('is valid', () => {
    expect(() => parseDeploymentConfig(devConfig)).not.toThrow()
  })

  it('lists the listed devchain tokens at the addresses the devchain deploys them to', () => {
    const config = parseDeploymentConfig(devConfig)
    const local = config.tokens.filter((t) => t.chainId === 31337)
    const listed = DEVCHAIN_TOKENS.map((spec, i) => ({ ...spec, address: devchainTokenAddress(i) })).filter((t) => t.listed)
    expect(local.map((t) => [t.address, t.symbol, t.decimals])).toEqual(listed.map((t) => [t.address, t.symbol, t.decimals]))
    expect(config.chains.find((c) => c.id === 31337)?.multicall3).toBe(MULTICALL3_ADDRESS)
  })
})

describe('parseDeploymentConfig', () => {
  const valid = () => structuredClone(devConfig)

  it.each([
    ['allowedOrigins', (c: any) => (c.allowedOrigins = 'http://a.example'), 'allowedOrigins: expected an array'],
    ['an origin with a path', (c: any) => (c.allowedOrigins = ['https://a.example/shop']), 'allowedOrigins[0]: expected a bare origin'],
    ['no chains', (c: any) => (c.chains = []), 'chains: at least one chain is required'],
    ['a duplicate chain', (c: any) => c.chains.push(c.chains[0]), 'chains: chain ids must be unique'],
    ['a chain id', (c: any) => (c.chains[0].id = '31337'), 'chains[0].id: expected a positive integer chain id'],
    ['an RPC URL scheme', (c: any) => (c.chains[0].rpcUrls = ['ftp://x']), 'chains[0].rpcUrls[0]: expected a http: or https: URL'],
    ['no RPC URL', (c: any) => (c.chains[0].rpcUrls = []), 'chains[0].rpcUrls: at least one RPC URL is required'],
    ['a multicall address', (c: any) => (c.chains[0].multicall3 = '0x12'), 'chains[0].multicall3: expected a 0x-prefixed 20-byte address'],
    ['native decimals', (c: any) => (c.chains[0].nativeCurrency.decimals = -1), 'chains[0].nativeCurrency.decimals: expected an integer from 0 to 255'],
    ['a token on an unknown chain', (c: any) => (c.tokens[0].chainId = 5), 'tokens[0].chainId: expected the id of a configured chain'],
    ['a token address', (c: any) => (c.tokens[1].address = 'nope'), 'tokens[1].address: expected a 0x-prefixed 20-byte address'],
    ['devWallet.enabled', (c: any) => (c.devWallet = { enabled: 'yes' }), 'devWallet.enabled: expected true or false'],
    ['an unknown field', (c: any) => (c.allowAll = true), 'allowAll: unknown field'],
  ])('names the field when %s is wrong', (_, mutate, message) => {
    const config = valid()
    mutate(config)
    expect(() => parseDeploymentConfig(config)).toThrow(ConfigError)
    expect(() => parseDeploymentConfig(config)).toThrow(message)
  })
})

describe('widgetPageHeaders', () => {
  it('derives frame-ancestors and connect-src from the config', () => {
    const csp = widgetPageHeaders(parseDeploymentConfig(devConfig))['Content-Security-Policy']
    expect(csp).toContain('frame-ancestors http://localhost:5173;')
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545 http://127.0.0.1:8546 ws://127.0.0.1:8700;")
    expect(csp).toContain('frame-src https://verify.walletconnect.org https://verify.walletconnect.com;')
  })

  it("refuses every embedder when the allowlist is empty", () => {
    const config = parseDeploymentConfig({ ...devConfig, allowedOrigins: [] })
    expect(widgetPageHeaders(config)['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })
})
