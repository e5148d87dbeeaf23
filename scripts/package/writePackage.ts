/**
 * A step of `npm run build`: writes dist-package/, the npm package `walletport` as consumers get it.
 * The repository's own package.json is the workshop (React, viem, WalletConnect, anvil, the test
 * tools); the published package is only the built loader, so it has no dependencies at all:
 *
 *   esm/             the ESM entry with the bridge and host agent bundled (`import { mount } from 'walletport'`),
 *                    and `walletport/wagmi`, the wagmi connector (`import { walletport } from 'walletport/wagmi'`)
 *   walletport.js    the script-tag build (`walletport/walletport.js`)
 *   server/          `walletport/server` (Node: `verifySignIn`), with viem as an optional peer dependency
 *   types/           declarations, with the extensions Node's ESM resolution needs
 *   README.md, docs/ the repository's README and the reference it links to (relative links, so they
 *                    resolve in the package as in the repository; tests/size/package.test.ts checks them)
 *
 * Publish with `npm publish dist-package` (tests/size/package.test.ts packs and installs it).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { withDeclarationExtensions } from './declarationSpecifiers'

const root = resolve(import.meta.dirname, '../..')
const out = resolve(root, 'dist-package')
const workshop = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string
  description: string
  license: string
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out)
cpSync(resolve(root, 'dist/esm'), resolve(out, 'esm'), { recursive: true })
cpSync(resolve(root, 'dist/walletport.js'), resolve(out, 'walletport.js'))
cpSync(resolve(root, 'dist-server'), resolve(out, 'server'), { recursive: true })
for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) cpSync(resolve(root, file), resolve(out, file))
cpSync(resolve(root, 'docs'), resolve(out, 'docs'), { recursive: true })
copyDeclarations(resolve(root, 'dist-types'), resolve(out, 'types'))

const manifest = {
  name: 'walletport',
  version: workshop.version,
  description: workshop.description,
  license: workshop.license,
  type: 'module',
  exports: {
    '.': {
      types: './types/loader/index.d.ts',
      // `default` serves `require()` too on Node 20.19 and later, which load ES modules synchronously.
      default: './esm/walletport.mjs',
    },
    './walletport.js': './walletport.js',
    // A wagmi connector: its types come from @wagmi/core, the app's own (an optional peer dependency); at run time it imports nothing.
    './wagmi': { types: './types/loader/wagmi.d.ts', default: './esm/wagmi.mjs' },
    // For React hosts: the provider, the connect button and the hook; React is the app's own.
    './react': { types: './types/loader/react/index.d.ts', default: './esm/react.mjs' },
    // Node only: sign-in verification for the host's server.
    './server': { types: './types/server/index.d.ts', default: './server/index.js' },
    './package.json': './package.json',
  },
  module: './esm/walletport.mjs',
  types: './types/loader/index.d.ts',
  // The ESM entry does nothing on import; the script-tag build mounts and sets `window.Walletport`.
  sideEffects: ['./walletport.js'],
  // Only `walletport/server` uses viem (at run time), only `walletport/wagmi` @wagmi/core (its types, which wagmi
  // brings), only `walletport/react` React; `walletport` itself needs nothing. Optional, so npm installs none of
  // them for an app that has none, and checks the versions of those the app has.
  peerDependencies: { viem: '^2.21.0', '@wagmi/core': '^3.0.0', react: '^18.0.0 || ^19.0.0' },
  peerDependenciesMeta: { viem: { optional: true }, '@wagmi/core': { optional: true }, react: { optional: true } },
  keywords: ['wallet', 'ethereum', 'eip-1193', 'iframe', 'walletconnect'],
}
writeFileSync(resolve(out, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')
console.log(`package: dist-package/ (walletport ${workshop.version}, no dependencies)`)

function copyDeclarations(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    const source = join(from, name)
    if (statSync(source).isDirectory()) copyDeclarations(source, join(to, name))
    else if (name.endsWith('.d.ts'))
      writeFileSync(join(to, name), withDeclarationExtensions(readFileSync(source, 'utf8'), source))
  }
}
