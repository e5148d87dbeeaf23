import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chainPreset, PRESET_NAMES } from '../../scripts/deployment/chainPresets'
import { loadDeploymentConfig } from '../../scripts/deployment/loadDeploymentConfig'
import { renderHeadersFile, renderNginxSnippet, staticHeaderRules } from '../../scripts/deployment/staticHeaders'

function configFile(value: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'walletport-')), 'walletport.config.json')
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value))
  return path
}

describe('chain presets', () => {
  it.each(PRESET_NAMES)('%s has an explorer, Multicall3, native currency and public RPC URLs', (name) => {
    const chain = chainPreset(name)
    expect(chain.explorerUrl).toMatch(/^https:\/\//)
    expect(chain.multicall3.toLowerCase()).toBe('0xca11bde05977b3631167028862be2a173976ca11')
    expect(chain.nativeCurrency).toMatchObject({ symbol: expect.any(String), decimals: 18 })
    expect(chain.rpcUrls.length).toBeGreaterThanOrEqual(2)
    for (const url of chain.rpcUrls) expect(url).toMatch(/^https:\/\//)
  })

  it('gives ENS to the chains that have it, and to no other', () => {
    expect(PRESET_NAMES.filter((name) => chainPreset(name).ensUniversalResolver)).toEqual(['ethereum', 'sepolia'])
  })

  it('ships in the production config, which validates', () => {
    const config = loadDeploymentConfig(new URL('../../deploy/walletport.production.json', import.meta.url).pathname)
    expect(config.chains.map((c) => c.id)).toEqual([1, 8453, 10, 42161, 137, 11155111])
    expect(config.devWallet).toEqual({ enabled: false })
  })
})

describe('loadDeploymentConfig', () => {
  const base = { allowedOrigins: ['https://shop.example'], chains: [{ preset: 'base' }] }

  it('expands presets and lets the operator replace their RPC URLs', () => {
    const config = loadDeploymentConfig(configFile({ ...base, chains: [{ preset: 'base', rpcUrls: ['https://rpc.mine.example/base'] }] }))
    expect(config.chains[0]).toMatchObject({ id: 8453, name: 'Base', rpcUrls: ['https://rpc.mine.example/base'] })
  })

  it.each([
    ['an unknown preset', { ...base, chains: [{ preset: 'dogechain' }] }, 'chains[0].preset: unknown preset "dogechain" (known: ethereum, base'],
    ['a preset override that is not allowed', { ...base, chains: [{ preset: 'base', multicall3: '0x0' }] }, 'chains[0].multicall3: a preset chain takes only'],
    ['a bad RPC URL on a preset', { ...base, chains: [{ preset: 'base', rpcUrls: ['not a url'] }] }, 'chains[0].rpcUrls[0]: expected an absolute URL'],
    ['a token on a chain not configured', { ...base, tokens: [{ chainId: 1, address: '0x' + '11'.repeat(20) }] }, 'tokens[0].chainId: expected the id of a configured chain'],
    ['broken JSON', '{ "allowedOrigins": [', 'walletport.config.json: '],
  ])('stops on %s, naming the file and the field', (_, value, message) => {
    expect(() => loadDeploymentConfig(configFile(value))).toThrow(message)
  })
})

describe('static headers', () => {
  const config = loadDeploymentConfig(configFile({ allowedOrigins: ['https://shop.example', 'https://www.shop.example'], chains: [{ preset: 'base' }] }))
  const rules = staticHeaderRules(config)

  it('puts the allowlist into frame-ancestors and the RPC origins into connect-src of the widget page', () => {
    const csp = rules.find((r) => r.path === '/widget/')!.headers['Content-Security-Policy']!
    expect(csp).toContain('frame-ancestors https://shop.example https://www.shop.example;')
    expect(csp).toContain("connect-src 'self' https://mainnet.base.org https://base.llamarpc.com;")
    expect(csp).toContain("script-src 'self';")
  })

  it('writes the same rules as a _headers file and an nginx snippet', () => {
    const headers = renderHeadersFile(rules, 'test.json')
    expect(headers).toContain('/widget/host/*\n  X-Content-Type-Options: nosniff\n  Access-Control-Allow-Origin: *')
    const nginx = renderNginxSnippet(rules, 'test.json')
    expect(nginx).toContain('location = /widget/ {\n    add_header Content-Security-Policy "default-src \'none\';')
    expect(nginx).toContain('add_header Access-Control-Allow-Origin "*" always;')
  })
})
