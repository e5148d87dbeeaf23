import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { DEFAULT_MAX_PERMISSION_SECONDS, DEFAULT_RECOVERY_DELAY_SECONDS } from '../../../../protocol/config'
import { widgetPageHeaders } from '../../../../scripts/deployment/securityHeaders'
import { chainPreset, PRESET_NAMES } from '../../../../scripts/deployment/chainPresets'
import { loadDeploymentConfig } from '../../../../scripts/deployment/loadDeploymentConfig'
import {
  headersForPath,
  renderHeadersFile,
  renderNginxSnippet,
  staticHeaderRules,
} from '../../../../scripts/deployment/staticHeaders'

/** The folders configFile made, removed when the file's tests are done (they were left in the machine's tmp). */
const made: string[] = []
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function configFile(value: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-'))
  made.push(dir)
  const path = join(dir, 'walletport.config.json')
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
    const config = loadDeploymentConfig(
      new URL('../../../../deploy/walletport.production.json', import.meta.url).pathname,
    )
    expect(config.chains.map((c) => c.id)).toEqual([1, 8453, 10, 42161, 137, 11155111])
    expect(config.devWallet).toEqual({ enabled: false })
  })

  it('serves a visitor with no extension: the passkey wallet on every chain, at the deployed addresses, and WalletConnect', () => {
    const config = loadDeploymentConfig(
      new URL('../../../../deploy/walletport.production.json', import.meta.url).pathname,
    )
    for (const chain of config.chains)
      expect(chain.passkeyWallet, chain.name).toMatchObject({
        factory: PASSKEY_STACK.factory,
        entryPoint: PASSKEY_STACK.entryPoint,
        bundlerUrl: expect.stringMatching(/^https:\/\//),
      })
    expect(config.walletConnect?.projectId).toEqual(expect.any(String))
    const csp = widgetPageHeaders(config)['Content-Security-Policy']!
    expect(csp).toMatch(/connect-src [^;]*https:\/\/bundler\.wallet\.example[ ;]/)
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/relay\.walletconnect\.org[ ;]/)
  })
})

describe('loadDeploymentConfig', () => {
  const base = { allowedOrigins: ['https://shop.example'], chains: [{ preset: 'base' }] }

  it('expands presets and lets the operator replace their RPC URLs', () => {
    const config = loadDeploymentConfig(
      configFile({ ...base, chains: [{ preset: 'base', rpcUrls: ['https://rpc.mine.example/base'] }] }),
    )
    expect(config.chains[0]).toMatchObject({ id: 8453, name: 'Base', rpcUrls: ['https://rpc.mine.example/base'] })
  })

  it.each([
    [
      'an unknown preset',
      { ...base, chains: [{ preset: 'dogechain' }] },
      'chains[0].preset: unknown preset "dogechain" (known: ethereum, base',
    ],
    [
      'a preset override that is not allowed',
      { ...base, chains: [{ preset: 'base', multicall3: '0x0' }] },
      'chains[0].multicall3: a preset chain takes only',
    ],
    [
      'a bad RPC URL on a preset',
      { ...base, chains: [{ preset: 'base', rpcUrls: ['not a url'] }] },
      'chains[0].rpcUrls[0]: expected an absolute URL',
    ],
    [
      'a token on a chain not configured',
      { ...base, tokens: [{ chainId: 1, address: '0x' + '11'.repeat(20) }] },
      'tokens[0].chainId: expected the id of a configured chain',
    ],
    ['broken JSON', '{ "allowedOrigins": [', 'walletport.config.json: '],
  ])('stops on %s, naming the file and the field', (_, value, message) => {
    expect(() => loadDeploymentConfig(configFile(value))).toThrow(message)
  })
})

describe('static headers', () => {
  const config = loadDeploymentConfig(
    configFile({ allowedOrigins: ['https://shop.example', 'https://www.shop.example'], chains: [{ preset: 'base' }] }),
  )
  const rules = staticHeaderRules(config)

  it('puts the allowlist into frame-ancestors and the RPC origins into connect-src of the widget page', () => {
    const csp = rules.find((r) => r.path === '/widget/')!.headers['Content-Security-Policy']!
    expect(csp).toContain('frame-ancestors https://shop.example https://www.shop.example;')
    expect(csp).toContain("connect-src 'self' https://mainnet.base.org https://base.llamarpc.com;")
    expect(csp).toContain("script-src 'self';")
  })

  it('writes the same rules as a _headers file and an nginx snippet', () => {
    const headers = renderHeadersFile(rules, 'test.json')
    expect(headers).toContain(
      '/widget/host/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: public, max-age=300\n  Access-Control-Allow-Origin: *',
    )
    const nginx = renderNginxSnippet(rules, 'test.json')
    expect(nginx).toContain("location = /widget/ {\n    add_header Content-Security-Policy \"default-src 'none';")
    expect(nginx).toContain('add_header Access-Control-Allow-Origin "*" always;')
  })
})

describe('headers a site owner deploys', () => {
  const config = loadDeploymentConfig(
    configFile({ allowedOrigins: ['https://shop.example'], chains: [{ preset: 'base' }] }),
  )
  const rules = staticHeaderRules(config)
  const page = headersForPath(rules, '/widget/')!

  it('deny every powerful feature the widget does not use, whatever the host allows the iframe', () => {
    const policy = page['Permissions-Policy']!
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'geolocation', 'serial', 'hid', 'display-capture'])
      expect(policy).toContain(`${feature}=()`)
    expect(policy).toContain('clipboard-write=(self)')
    expect(policy.match(/=\(self\)/g)).toHaveLength(1)
    // Unknown to Chromium on Linux (a console warning on every load), and nothing to deny: left at 'self'.
    expect(policy).not.toMatch(/bluetooth|web-share/)
  })

  it('allow WebAuthn on the widget origin, and reach the bundler and paymaster, only where an operator offers the passkey wallet', () => {
    expect(page['Permissions-Policy']).toContain('publickey-credentials-get=()')
    const passkey = {
      factory: '0x' + '11'.repeat(20),
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      bundlerUrl: 'https://bundler.mine.example/rpc',
      paymasterUrl: 'https://pay.mine.example/v1',
    }
    const offered = loadDeploymentConfig(
      configFile({ allowedOrigins: ['https://shop.example'], chains: [{ preset: 'base', passkeyWallet: passkey }] }),
    )
    const headers = headersForPath(staticHeaderRules(offered), '/widget/')!
    const policy = headers['Permissions-Policy']!
    expect(policy).toContain('publickey-credentials-create=(self)')
    expect(policy).toContain('publickey-credentials-get=(self)')
    expect(policy).not.toContain('publickey-credentials-get=()')
    expect(policy).toContain('camera=()')
    expect(headers['Content-Security-Policy']).toMatch(
      /connect-src [^;]*https:\/\/bundler\.mine\.example[^;]*https:\/\/pay\.mine\.example/,
    )
    expect(offered.chains[0]!.passkeyWallet).toEqual(passkey)
  })

  it('take a passkeyWallet recovery delay in whole seconds, absent when not set (the widget then waits 48 h)', () => {
    const passkey = {
      factory: '0x' + '11'.repeat(20),
      entryPoint: '0x' + '22'.repeat(20),
      bundlerUrl: 'https://b.example',
    }
    const load = (extra: object) =>
      loadDeploymentConfig(
        configFile({
          allowedOrigins: ['https://shop.example'],
          chains: [{ preset: 'base', passkeyWallet: { ...passkey, ...extra } }],
        }),
      ).chains[0]!.passkeyWallet
    expect(load({ recoveryDelaySeconds: 3600 })?.recoveryDelaySeconds).toBe(3600)
    expect(load({ recoveryDelaySeconds: 604_800 })?.recoveryDelaySeconds).toBe(604_800)
    expect(load({})).not.toHaveProperty('recoveryDelaySeconds')
    expect(DEFAULT_RECOVERY_DELAY_SECONDS).toBe(172_800)
    // The permissions' cap: the operator's, else five years.
    expect(load({ maxPermissionSeconds: 30 * 86_400 })?.maxPermissionSeconds).toBe(2_592_000)
    expect(load({})).not.toHaveProperty('maxPermissionSeconds')
    expect(DEFAULT_MAX_PERMISSION_SECONDS).toBe(5 * 365 * 86_400)
  })

  it.each([
    [
      'a bundler URL that is not http(s)',
      { bundlerUrl: 'ws://bundler.example' },
      'chains[0].passkeyWallet.bundlerUrl: expected a http: or https: URL',
    ],
    [
      'a factory that is not an address',
      { factory: '0x12' },
      'chains[0].passkeyWallet.factory: expected a 0x-prefixed 20-byte address',
    ],
    ['an unknown field', { owner: 'me' }, 'chains[0].passkeyWallet.owner: unknown field'],
    [
      'a recovery delay under an hour (the account contract refuses it)',
      { recoveryDelaySeconds: 3599 },
      'chains[0].passkeyWallet.recoveryDelaySeconds: expected whole seconds from 3600 (an hour) to 31536000 (a year), got 3599',
    ],
    [
      'a recovery delay that is not whole seconds',
      { recoveryDelaySeconds: 7200.5 },
      'chains[0].passkeyWallet.recoveryDelaySeconds: expected whole seconds',
    ],
    [
      'a recovery delay given as text',
      { recoveryDelaySeconds: '48h' },
      'chains[0].passkeyWallet.recoveryDelaySeconds: expected whole seconds',
    ],
    [
      'a recovery delay over a year',
      { recoveryDelaySeconds: 31_536_001 },
      'chains[0].passkeyWallet.recoveryDelaySeconds: expected whole seconds',
    ],
    [
      'a permissions cap under an hour',
      { maxPermissionSeconds: 60 },
      'chains[0].passkeyWallet.maxPermissionSeconds: expected whole seconds from 3600 (an hour) to 315360000 (ten years), got 60',
    ],
    [
      'a permissions cap that is not whole seconds',
      { maxPermissionSeconds: '5y' },
      'chains[0].passkeyWallet.maxPermissionSeconds: expected whole seconds',
    ],
    [
      'a permissions cap over ten years',
      { maxPermissionSeconds: 315_360_001 },
      'chains[0].passkeyWallet.maxPermissionSeconds: expected whole seconds',
    ],
  ])('refuse a passkeyWallet with %s', (_, change, message) => {
    const passkey = {
      factory: '0x' + '11'.repeat(20),
      entryPoint: '0x' + '22'.repeat(20),
      bundlerUrl: 'https://bundler.example',
      ...change,
    }
    expect(() =>
      loadDeploymentConfig(
        configFile({ allowedOrigins: ['https://shop.example'], chains: [{ preset: 'base', passkeyWallet: passkey }] }),
      ),
    ).toThrow(message)
  })

  it('allow images from the widget and data: URLs only (a remote icon could only be a tracking pixel)', () => {
    expect(page['Content-Security-Policy']).toContain("img-src 'self' data:;")
  })

  it('cache hashed assets for good, unversioned files briefly, and the page and config not at all without asking', () => {
    expect(headersForPath(rules, '/widget/assets/index-3f2a1b.js')!['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    for (const path of ['/walletport.js', '/widget/host/bridge.js', '/widget/host/agent.js', '/esm/walletport.mjs']) {
      expect(headersForPath(rules, path)!['Cache-Control'], path).toBe('public, max-age=300')
    }
    expect(page['Cache-Control']).toBe('no-cache')
    expect(headersForPath(rules, '/widget/index.html')!['Cache-Control']).toBe('no-cache')
    expect(headersForPath(rules, '/widget/walletport.config.json')!['Cache-Control']).toBe('no-cache')
  })

  it('use ^~ prefix locations in the nginx snippet, and say that server-level add_header is not inherited', () => {
    const nginx = renderNginxSnippet(rules, 'test.json')
    expect(nginx).toContain('location ^~ /widget/assets/ {')
    expect(nginx).toContain('location ^~ /widget/host/ {')
    expect(nginx).not.toContain('location /')
    expect(nginx).toContain('ignores server-level add_header')
  })

  it.each([
    ['a `;` that would add a CSP directive', 'https://shop.example;frame-ancestors'],
    ['a quote', 'https://shop"example.com'],
    ['an nginx variable', 'https://$host.example'],
    ['a wildcard', 'https://*.example'],
    ['a single quote', "https://'self'.example"],
    ['a comma', 'https://a,b.example'],
  ])('refuse an allowed origin with %s', (_, origin) => {
    expect(() => loadDeploymentConfig(configFile({ allowedOrigins: [origin], chains: [{ preset: 'base' }] }))).toThrow(
      /allowedOrigins\[0\]/,
    )
  })

  it('refuse hostile hosts in RPC and relay URLs, and URLs with credentials', () => {
    const chain = {
      id: 8453,
      name: 'Base',
      rpcUrls: ['https://rpc.example;script-src'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    expect(() => loadDeploymentConfig(configFile({ allowedOrigins: [], chains: [chain] }))).toThrow(/rpcUrls\[0\]/)
    expect(() =>
      loadDeploymentConfig(
        configFile({ allowedOrigins: [], chains: [{ ...chain, rpcUrls: ['https://user:key@rpc.example'] }] }),
      ),
    ).toThrow(/credentials/)
    expect(() =>
      loadDeploymentConfig(
        configFile({
          allowedOrigins: [],
          chains: [{ preset: 'base' }],
          walletConnect: { projectId: 'p', relayUrl: 'wss://relay$1.example' },
        }),
      ),
    ).toThrow(/relayUrl/)
    // Plain names, IP addresses and punycode pass.
    expect(() =>
      loadDeploymentConfig(
        configFile({
          allowedOrigins: ['https://xn--bcher-kva.example', 'http://127.0.0.1:4310', 'http://[::1]:4310'],
          chains: [{ preset: 'base' }],
        }),
      ),
    ).not.toThrow()
  })

  it('still accept data: token logos (they have no host to check)', () => {
    const token = {
      chainId: 8453,
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      symbol: 'USDC',
      decimals: 6,
      logoURI: 'data:image/svg+xml,%3Csvg%2F%3E',
    }
    expect(
      loadDeploymentConfig(configFile({ allowedOrigins: [], chains: [{ preset: 'base' }], tokens: [token] })).tokens[0]
        ?.logoURI,
    ).toBe(token.logoURI)
  })

  it('never write an nginx value that holds a variable or a quote', () => {
    expect(() =>
      renderNginxSnippet([{ path: '/x', nginx: 'location = /x', headers: { 'X-Test': 'a$b' } }], 'test.json'),
    ).toThrow(/nginx-safe/)
  })
})
