import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expandPresets, loadDeploymentConfig } from '../../../../scripts/deployment/loadDeploymentConfig'
import { configPlaceholders, refusePlaceholders } from '../../../../scripts/deployment/configPlaceholders'
import { parseDeploymentConfig, type DeploymentConfig } from '../../../../protocol/config'

const ROOT = new URL('../../../..', import.meta.url).pathname
const EXAMPLE = 'deploy/walletport.production.json'
const example = (): Record<string, any> => JSON.parse(readFileSync(ROOT + EXAMPLE, 'utf8'))
const parse = (raw: unknown): DeploymentConfig => parseDeploymentConfig(expandPresets(raw))

describe('the production build refuses the example config’s placeholders', () => {
  it('names each placeholder of deploy/walletport.production.json, with its path', () => {
    const config = loadDeploymentConfig(ROOT + EXAMPLE)
    const found = configPlaceholders(config)
    expect(found.map((p) => p.path)).toEqual([
      'allowedOrigins[0]',
      ...[0, 1, 2, 3, 4, 5].map((i) => `chains[${i}].passkeyWallet.bundlerUrl`),
      'walletConnect.projectId',
    ])
    let message = ''
    try {
      refusePlaceholders(config, EXAMPLE)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(`${EXAMPLE} still holds 8 of the example's placeholder value(s)`)
    expect(message).toContain('allowedOrigins[0]: "https://shop.example"')
    for (const id of [1, 8453, 10, 42161, 137, 11155111])
      expect(message).toContain(`"https://bundler.wallet.example/${id}" (bundler.wallet.example is a name for examples`)
    expect(message).toContain('walletConnect.projectId: "REPLACE-WITH-YOUR-REOWN-PROJECT-ID"')
    // docs/deploy.md quotes the refusal: each line it shows (but its `…`) is the build's.
    const quoted = readFileSync(ROOT + 'docs/deploy.md', 'utf8').match(/```text\n(deployment: [^`]*)```/)![1]!
    for (const line of quoted.split('\n').filter((l) => l.trim() && l.trim() !== '…'))
      expect(`deployment: ${message}`.split('\n')).toContain(line)
  })

  it('passes the same config with real-looking values', () => {
    const raw = example()
    raw.allowedOrigins = ['https://shop.acme-coffee.com', 'https://www.acme-coffee.com']
    for (const chain of raw.chains) {
      const id = { ethereum: 1, base: 8453, optimism: 10, arbitrum: 42161, polygon: 137, sepolia: 11155111 }[
        chain.preset as string
      ]
      chain.passkeyWallet.bundlerUrl = `https://api.pimlico.io/v2/${id}/rpc?apikey=pim_4f2b9c0e1d7a`
      chain.passkeyWallet.paymasterUrl = `https://paymaster.acme-coffee.com/${id}`
    }
    raw.walletConnect.projectId = '3f9a1c27d0b84e6f9a2d5c8e71b04f36'
    const config = parse(raw)
    expect(configPlaceholders(config)).toEqual([])
    expect(() => refusePlaceholders(config, 'walletport.config.json')).not.toThrow()
  })

  it('passes the dev config (the local stack’s: localhost and 127.0.0.1)', () => {
    expect(configPlaceholders(loadDeploymentConfig(ROOT + 'walletport.config.json'))).toEqual([])
  })

  it.each([
    ['an example.com origin', { allowedOrigins: ['https://shop.example.com'] }, 'allowedOrigins[0]'],
    ['an example.org RPC URL', { rpcUrls: ['https://rpc.example.org'] }, 'chains[0].rpcUrls[0]'],
    ['a .test relay', { relayUrl: 'wss://relay.test' }, 'walletConnect.relayUrl'],
    ['a YOUR_ project id', { projectId: 'YOUR_PROJECT_ID' }, 'walletConnect.projectId'],
    ['a <…> project id', { projectId: '<project id>' }, 'walletConnect.projectId'],
    ['an API key left as …', { rpcUrls: ['https://eth-mainnet.g.alchemy.com/v2/…'] }, 'chains[0].rpcUrls[0]'],
  ] as [string, { allowedOrigins?: string[]; rpcUrls?: string[]; relayUrl?: string; projectId?: string }, string][])(
    'refuses %s',
    (_, change, path) => {
      const raw = {
        allowedOrigins: change.allowedOrigins ?? ['https://shop.acme-coffee.com'],
        chains: [{ preset: 'ethereum', ...(change.rpcUrls ? { rpcUrls: change.rpcUrls } : {}) }],
        walletConnect: {
          projectId: change.projectId ?? '3f9a1c27d0b84e6f9a2d5c8e71b04f36',
          ...(change.relayUrl ? { relayUrl: change.relayUrl } : {}),
        },
      }
      expect(configPlaceholders(parse(raw)).map((p) => p.path)).toEqual([path])
    },
  )
})
