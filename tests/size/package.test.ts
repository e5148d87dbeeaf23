import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anchorsOf, linksOf } from '../support/markdown'

/** The published package as `npm run build` wrote it (scripts/package/writePackage.ts). */
const packageDir = new URL('../../dist-package/', import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  exports: {
    '.': { types: string; default: string }
    './walletport.js': string
    './wagmi': { types: string; default: string }
  }
  dependencies?: unknown
  optionalDependencies?: unknown
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}
const tsc = new URL('../../node_modules/.bin/tsc', import.meta.url).pathname

describe('the npm package', () => {
  it('exports the ESM entry with its types, and the script-tag build', () => {
    for (const path of [
      pkg.exports['.'].default,
      pkg.exports['.'].types,
      pkg.exports['./walletport.js'],
      pkg.exports['./wagmi'].default,
      pkg.exports['./wagmi'].types,
    ]) {
      expect(existsSync(new URL(path, packageDir)), path).toBe(true)
    }
  })

  it('types the whole host API', () => {
    const mount = readFileSync(new URL('types/loader/mount.d.ts', packageDir), 'utf8')
    for (const member of [
      'ready',
      'on',
      'off',
      'connect',
      'disconnect',
      'getState',
      'getBalances',
      'send',
      'open',
      'close',
      'destroy',
      'provider',
    ]) {
      expect(mount, member).toMatch(new RegExp(`\\b${member}[(:<]`))
    }
  })

  it('carries the README and the docs it links to: every relative link resolves inside the package', () => {
    const docs = ['README.md', ...readdirSync(new URL('docs/', packageDir)).map((name) => `docs/${name}`)]
    expect(docs).toContain('docs/host-api.md')
    const broken: string[] = []
    for (const doc of docs) {
      for (const { target, line } of linksOf(readFileSync(new URL(doc, packageDir), 'utf8'))) {
        if (/^[a-z]+:/.test(target)) continue
        const [path, anchor] = target.split('#') as [string, string | undefined]
        // `#anchor` alone is a heading of the same doc.
        const file = path === '' ? new URL(doc, packageDir) : new URL(path, new URL(doc, packageDir))
        if (!existsSync(file)) broken.push(`${doc}:${line}: ${target}`)
        else if (anchor && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${doc}:${line}: ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('shares one implementation between the ESM entry and walletport.js; the ESM entry loads no code at run time', () => {
    const esmDir = new URL('esm/', packageDir)
    const esm = readdirSync(esmDir)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => readFileSync(new URL(file, esmDir), 'utf8'))
      .join('\n')
    const iife = readFileSync(new URL(pkg.exports['./walletport.js'], packageDir), 'utf8')
    for (const marker of ['walletport:', 'widgetUrl is required']) {
      expect(esm, marker).toContain(marker)
      expect(iife, marker).toContain(marker)
    }
    // The script tag fetches the bridge from its own origin; the package carries it (penpal's
    // channel is in it) and names no remote module.
    expect(iife).toContain('host/bridge.js')
    expect(esm).toContain('walletport/1')
    expect(esm).not.toMatch(/host\/(bridge|agent)\.js/)
  })
})

/**
 * What a consumer meets: the package packed, installed into an empty project (offline: it has
 * nothing to fetch), imported by Node, and type-checked by small projects under each resolution.
 */
describe('installed into an empty project', () => {
  const project = mkdtempSync(join(tmpdir(), 'walletport-consumer-'))
  afterAll(() => rmSync(project, { recursive: true, force: true }))
  const run = (command: string, args: string[], cwd = project) =>
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  /** A package the consumer installed beside walletport (a server's viem, an app's wagmi): the workshop's own copy, linked, as there is no registry offline. */
  const linkFromWorkshop = (name: string) => {
    const link = join(project, 'node_modules', name)
    mkdirSync(dirname(link), { recursive: true })
    if (!existsSync(link)) symlinkSync(new URL(`../../node_modules/${name}`, import.meta.url).pathname, link)
  }

  beforeAll(() => {
    const tarball = run('npm', ['pack', packageDir.pathname, '--pack-destination', project, '--silent'])
      .trim()
      .split('\n')
      .pop()!
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    run('npm', [
      'install',
      join(project, tarball),
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--silent',
    ])
  }, 60_000)

  it('passes npm publish --dry-run, offline (a registry that cannot exist is never asked)', () => {
    const output = execFileSync(
      'npm',
      ['publish', '--dry-run', '--offline', '--registry', 'https://registry.invalid/', '--ignore-scripts'],
      { cwd: packageDir.pathname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    )
    expect(output).toContain('+ walletport@')
    // npm's own start-up is most of it: 6.5 s was seen on the 2-core machine under a second test run.
  }, 30_000)

  it('brings no dependency: walletport alone arrives (optional peers: viem for walletport/server, @wagmi/core for walletport/wagmi)', () => {
    expect(pkg.dependencies ?? {}).toEqual({})
    expect(pkg.optionalDependencies ?? {}).toEqual({})
    const peers = ['viem', '@wagmi/core', 'react']
    expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(peers)
    for (const peer of peers) expect(pkg.peerDependenciesMeta?.[peer]?.optional, peer).toBe(true)
    expect(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['walletport'])
  })

  it('walletport/server verifies a sign-in in Node once the server has viem', async () => {
    linkFromWorkshop('viem')
    const script = [
      "import { verifySignIn, WalletportError } from 'walletport/server'",
      "import { privateKeyToAccount } from 'viem/accounts'",
      "import { createSiweMessage } from 'viem/siwe'",
      "const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')",
      "const message = createSiweMessage({ domain: 'shop.example', uri: 'https://shop.example', address: account.address, chainId: 1, nonce: 'abcdefgh1234', version: '1', issuedAt: new Date() })",
      'const signature = await account.signMessage({ message })',
      "const ok = await verifySignIn({ message, signature, domain: 'shop.example', nonce: 'abcdefgh1234' })",
      "const refused = await verifySignIn({ message, signature, domain: 'evil.example', nonce: 'abcdefgh1234' }).catch((e) => [e instanceof WalletportError, e.code])",
      'console.log(JSON.stringify({ ok: ok.address === account.address, refused }))',
    ].join('\n')
    writeFileSync(join(project, 'server-probe.mjs'), script)
    expect(JSON.parse(run('node', ['server-probe.mjs']))).toEqual({ ok: true, refused: [true, 'INVALID_SIGNATURE'] })
  })

  it('imports in Node without side effects, require() works, mount() outside a browser says why, the script-tag build loads', () => {
    const script = [
      'const before = Object.keys(globalThis).length',
      "const m = await import('walletport')",
      "const { createRequire } = await import('node:module')",
      "const required = createRequire(import.meta.url)('walletport')",
      'let error; try { m.mount() } catch (e) { error = e }',
      'const globals = Object.keys(globalThis).length - before',
      // The script-tag build, imported in Node (a test runner, say), defines its global and throws nothing.
      "await import('walletport/walletport.js')",
      'console.log(JSON.stringify({ exports: Object.keys(m).sort(), same: required.mount === m.mount, globals, error: [error.name, error.code, error instanceof m.WalletportError], scriptTag: typeof globalThis.Walletport?.mount }))',
    ].join('\n')
    writeFileSync(join(project, 'probe.mjs'), script)
    expect(JSON.parse(run('node', ['probe.mjs']))).toEqual({
      exports: ['ERROR_CODES', 'ProviderRpcError', 'WalletportError', 'mount'],
      same: true,
      globals: 0,
      error: ['WalletportError', 'INVALID_REQUEST', true],
      scriptTag: 'function',
    })
  })

  it('walletport/wagmi in Node: wagmi builds its connector, nothing is mounted, and reconnect asks for no widget until one was connected', async () => {
    // An app that installed wagmi (here @wagmi/core and its viem, the workshop's own copies).
    for (const name of ['viem', '@wagmi/core']) linkFromWorkshop(name)
    const script = [
      "import { createConfig, createStorage, http, reconnect } from '@wagmi/core'",
      "import { foundry } from '@wagmi/core/chains'",
      "import { walletport } from 'walletport/wagmi'",
      'const before = Object.keys(globalThis).length',
      'const items = new Map()',
      'const storage = createStorage({ storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem: (k) => items.delete(k) } })',
      "const config = createConfig({ chains: [foundry], connectors: [walletport({ widgetUrl: 'https://wallet.example.com/widget/' })], transports: { [foundry.id]: http() }, storage })",
      'const [connector] = config.connectors',
      'const fresh = { provider: (await connector.getProvider()) ?? null, authorized: await connector.isAuthorized(), reconnected: (await reconnect(config)).length }',
      'const globals = Object.keys(globalThis).length - before',
      // Once connected through it, a reload mounts the widget: which Node cannot, and says so.
      "await storage.setItem('walletport.connected', true)",
      'const later = await connector.getProvider().then(() => "mounted", (e) => [e.name, e.code])',
      "console.log(JSON.stringify({ id: connector.id, name: connector.name, type: connector.type, rdns: connector.rdns, icon: connector.icon.startsWith('data:image/svg+xml,'), fresh, globals, later }))",
    ].join('\n')
    writeFileSync(join(project, 'wagmi-probe.mjs'), script)
    expect(JSON.parse(run('node', ['wagmi-probe.mjs']))).toEqual({
      id: 'io.walletport',
      name: 'Walletport',
      type: 'walletport',
      rdns: 'io.walletport',
      icon: true,
      fresh: { provider: null, authorized: false, reconnected: 0 },
      globals: 0,
      later: ['WalletportError', 'INVALID_REQUEST'],
    })
  }, 30_000)

  const consumer = `
import { mount, WalletportError, ProviderRpcError, type Eip1193Provider, type MountOptions, type WalletportHandle, type WalletportEvents } from 'walletport'

const options: MountOptions = { target: '#wallet', widgetUrl: 'https://wallet.example.com/widget/', theme: 'auto' }
const handle: WalletportHandle = mount(options)
const provider: Eip1193Provider = handle.provider
handle.on('connect', ({ address, chainId }) => console.log(address.toLowerCase(), chainId + 1))
addEventListener('walletport:send', (event) => console.log(event.detail.status, event.detail.hash))
const payload: WalletportEvents['error'] = { code: 'TIMEOUT', message: 'no answer' }
const fromScriptTag = window.Walletport?.instance?.ready
void handle.signIn({ nonce: 'abcdefgh1234', statement: 'Sign in to Shop.' }).then((signed) => signed.signature.toLowerCase() + signed.message)
console.log(provider, payload, fromScriptTag, new ProviderRpcError(4001, 'no') instanceof Error, WalletportError)
// @ts-expect-error: a misspelled event name does not type-check
handle.on('conect', () => {})
// @ts-expect-error: nor does it on window, where \`detail\` is then unknown
addEventListener('walletport:conect', (event) => console.log(event.detail))
`

  /** A wagmi app's config with Walletport as its one connector line, and the connector's own members. */
  const wagmiConsumer = `
import { createConfig, http } from '@wagmi/core'
import { foundry } from '@wagmi/core/chains'
import type { WalletportHandle } from 'walletport'
import { walletport, type WalletportParameters } from 'walletport/wagmi'

const parameters: WalletportParameters = { widgetUrl: 'https://wallet.example.com/widget/', target: '#wallet', theme: 'dark', chains: [31337] }
const config = createConfig({ chains: [foundry], connectors: [walletport(parameters)], transports: { [foundry.id]: http() } })
const [connector] = config.connectors
const handle: Promise<WalletportHandle> = connector.getHandle()
const type: 'walletport' = walletport.type
void connector.connect({ chainId: foundry.id }).then(({ accounts, chainId }) => console.log(accounts[0]?.toLowerCase(), chainId + 1))
console.log(handle, type, connector.id.length)
// @ts-expect-error: widgetUrl is required
walletport({ target: '#wallet' })
// @ts-expect-error: wagmi has the connector, so it takes no announceProvider
walletport({ widgetUrl: 'https://wallet.example.com/widget/', announceProvider: true })
`

  it.each([
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['node16', { module: 'node16', moduleResolution: 'node16' }],
  ])('type-checks for a consumer under moduleResolution %s, and rejects a misspelled event', (name, resolution) => {
    expect(typeCheck(name, resolution, consumer)).toBe('')
  })

  it.each([
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
  ])(
    'walletport/wagmi type-checks in a wagmi app under moduleResolution %s',
    (name, resolution) => {
      for (const peer of ['viem', '@wagmi/core']) linkFromWorkshop(peer)
      expect(typeCheck(`wagmi-${name}`, resolution, wagmiConsumer)).toBe('')
    },
    60_000,
  )

  /** tsc's output for `code` in a project of its own under `resolution` ('' when it type-checks). */
  function typeCheck(name: string, resolution: Record<string, string>, code: string): string {
    const dir = join(project, name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'index.ts'), code)
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...resolution,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['index.ts'],
      }),
    )
    // The project's own package.json is `type: module`, so nodenext and node16 read index.ts as ESM.
    try {
      return run(tsc, ['-p', join(dir, 'tsconfig.json')])
    } catch (error) {
      return (error as { stdout: string }).stdout
    }
  }
})
