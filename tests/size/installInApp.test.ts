import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The packed package as a site owner installs it: `npm install <the tarball>` into a fresh Vite + React +
 * wagmi app and into a plain Node server, with no flag that bends npm's peer resolution and no overrides,
 * then built and type-checked as such a project is. Each app is locked to the versions this workshop
 * installed (its package-lock.json, cut to the app's own dependencies), so npm reads every package from the
 * cache `npm ci` filled: `--offline` says only that there is no network, npm resolves the tree as ever.
 */
const workshop = new URL('../../', import.meta.url).pathname
const workshopLock = JSON.parse(readFileSync(join(workshop, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
type LockEntry = {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const root = mkdtempSync(join(tmpdir(), 'walletport-apps-'))
afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000)
let tarball = ''
beforeAll(() => {
  const packed = run('npm', ['pack', join(workshop, 'dist-package'), '--pack-destination', root, '--silent'], root)
  tarball = join(root, packed.trim().split('\n').pop()!)
}, 30_000)

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** The installed version of each package, as the workshop has it. */
const versionOf = (name: string) => workshopLock.packages[`node_modules/${name}`]!.version!

/** An app of `dependencies` (at the workshop's versions) with a lock of just their tree, installed offline. */
function freshApp(name: string, dependencies: string[], devDependencies: string[] = []): string {
  const dir = join(root, name)
  mkdirSync(dir, { recursive: true })
  const pinned = (names: string[]) => Object.fromEntries(names.map((dep) => [dep, versionOf(dep)]))
  const manifest = {
    name,
    version: '1.0.0',
    private: true,
    type: 'module',
    dependencies: pinned(dependencies),
    devDependencies: pinned(devDependencies),
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  const packages = lockedTree([...dependencies, ...devDependencies])
  const lock = { name, version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': manifest, ...packages } }
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2))
  npmInstall(dir)
  return dir
}

function npmInstall(dir: string, ...what: string[]): string {
  return run('npm', ['install', ...what, '--offline', '--no-audit', '--no-fund'], dir)
}

/** The workshop lock's entries that `names` need, found the way Node resolves them (nearest node_modules up). */
function lockedTree(names: string[]): Record<string, LockEntry> {
  const entries: Record<string, LockEntry> = {}
  const resolve = (from: string, name: string): string | undefined => {
    for (let at = from; ; at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
      const path = at ? `${at}/node_modules/${name}` : `node_modules/${name}`
      if (workshopLock.packages[path]) return path
      if (!at) return undefined
    }
  }
  const queue: (readonly [string, string])[] = names.map((name) => ['', name] as const)
  for (let next = queue.shift(); next; next = queue.shift()) {
    const path = resolve(...next)
    if (!path || entries[path]) continue
    const entry = workshopLock.packages[path]!
    entries[path] = entry
    const required = Object.keys(entry.peerDependencies ?? {}).filter(
      (peer) => !entry.peerDependenciesMeta?.[peer]?.optional,
    )
    for (const dep of [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...required,
    ])
      queue.push([path, dep])
  }
  return entries
}

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}

const strictTsconfig = (include: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    compilerOptions: { target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, ...extra },
    include,
  })

describe('the packed package installs as packages do', () => {
  it('into a fresh Vite + React + wagmi app (walletport/wagmi and walletport/react): npm resolves it with no flag, then vite build and tsc pass', () => {
    const app = freshApp(
      'wagmi-app',
      ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query'],
      ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'],
    )
    const output = npmInstall(app, tarball)
    expect(output).not.toMatch(/ERESOLVE|peer dep|WARN/i)
    write(app, {
      'index.html': '<!doctype html><div id="root"></div><script type="module" src="/src/main.tsx"></script>',
      'vite.config.ts': "import react from '@vitejs/plugin-react'\nexport default { plugins: [react()] }\n",
      'tsconfig.json': strictTsconfig(['src'], {
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        lib: ['es2022', 'dom'],
      }),
      'src/main.tsx': `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useAccount, useConnect, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { walletport } from 'walletport/wagmi'
import { ConnectButton, WalletportProvider } from 'walletport/react'

const config = createConfig({
  chains: [foundry],
  connectors: [walletport({ widgetUrl: 'https://wallet.example.com/widget/', theme: 'dark' })],
  transports: { [foundry.id]: http() },
})

function Connect() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  return address ? <p>{address}</p> : <button onClick={() => connect({ connector: connectors[0]! })}>Connect</button>
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <Connect />
      <WalletportProvider options={{ widgetUrl: 'https://wallet.example.com/widget/' }}>
        <ConnectButton label="Pay with Walletport" />
      </WalletportProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
    })
    expect(run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app)).toBe('')
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app)
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toMatch(/assets\/index-[\w-]+\.js/)
    // npm nests @wagmi/core under wagmi where another version holds the top (the reported app): the connector
    // takes nothing of it at run time, so the build does not miss it ("createConnector" is not exported by
    // "__vite-optional-peer-dep:@wagmi/core:walletport", with the connector that imported it).
    mkdirSync(join(app, 'node_modules/wagmi/node_modules/@wagmi'), { recursive: true })
    renameSync(join(app, 'node_modules/@wagmi/core'), join(app, 'node_modules/wagmi/node_modules/@wagmi/core'))
    rmSync(join(app, 'dist'), { recursive: true })
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app)
    expect(readFileSync(join(app, 'dist/index.html'), 'utf8')).toMatch(/assets\/index-[\w-]+\.js/)
  }, 120_000)

  it('into a plain Node server with viem: walletport/server runs and type-checks', () => {
    const server = freshApp('node-server', ['viem'], ['typescript'])
    expect(npmInstall(server, tarball)).not.toMatch(/ERESOLVE|peer dep|WARN/i)
    write(server, {
      'tsconfig.json': strictTsconfig(['server.ts'], { module: 'nodenext', moduleResolution: 'nodenext', types: [] }),
      'server.ts': `import { verifySignIn, WalletportError } from 'walletport/server'
const refused: unknown = await verifySignIn({ message: 'not a sign-in', signature: '0x', domain: 'shop.example', nonce: 'abcdefgh1234' }).catch(
  (error: unknown) => error,
)
console.log(refused instanceof WalletportError ? refused.code : 'accepted')
`,
    })
    expect(run(join(server, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], server)).toBe('')
    write(server, { 'server.mjs': readFileSync(join(server, 'server.ts'), 'utf8').replace(/: unknown/g, '') })
    expect(run('node', ['server.mjs'], server).trim()).toBe('INVALID_SIGNATURE')
  }, 60_000)
})
