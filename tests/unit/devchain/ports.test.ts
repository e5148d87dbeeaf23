import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PASSKEY_STACK } from '../../../devchain/passkeyStack'
import * as ports from '../../../devchain/ports'
import {
  ANVIL_2_RPC_URL,
  ANVIL_PORTS,
  ANVIL_RPC_URL,
  BUNDLER_PORT,
  BUNDLER_URL,
  FOREIGN_ORIGIN,
  HOST_ORIGIN,
  PASSKEY_HOST_ORIGIN,
  PAYMASTER_PORT,
  PAYMASTER_URL,
  PROXY_PORT,
  PROXY_PORT_BACKUP,
  PROXY_PORT_CHAIN_2,
  proxyUrl,
  UNANSWERED_BUNDLER_PORT,
  UNANSWERED_RELAY_PORT,
  WALLETCONNECT_RELAY_PORT,
  WALLETCONNECT_RELAY_URL,
  WEBSOCKET_PROXY_PORT,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
  WIDGET_VARIANTS,
} from '../../../devchain/ports'

/**
 * devchain/ports.ts is the one source of the local stack's ports and origins for TypeScript. The
 * files that cannot import it (the JSON deployment configs, the demo-host HTML, and demo-host/src,
 * which may import only protocol/ and loader/) repeat its literals; these tests fail when one of
 * them no longer agrees, naming the file. The TypeScript of the dev stack imports the module
 * instead of writing a port: the last tests fail on a port literal in its code.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

type Config = {
  $comment?: string
  allowedOrigins: string[]
  chains: { id: number; rpcUrls: string[]; passkeyWallet?: { bundlerUrl: string; paymasterUrl?: string } }[]
  walletConnect?: { relayUrl: string }
}
const config = (path: string) => JSON.parse(read(path)) as Config
/** What of a config names a port: the allowed hosts, each chain's RPC URLs, the relay, the bundler and paymaster. */
const wiring = ({ allowedOrigins, chains, walletConnect }: Config) => ({
  allowedOrigins,
  rpcUrls: Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrls])),
  relayUrl: walletConnect?.relayUrl,
  passkeyUrls: Object.fromEntries(
    chains.flatMap((chain) =>
      chain.passkeyWallet ? [[chain.id, [chain.passkeyWallet.bundlerUrl, chain.passkeyWallet.paymasterUrl]]] : [],
    ),
  ),
})

const DEV_CHAINS = { 31337: [ANVIL_RPC_URL], 31338: [ANVIL_2_RPC_URL] }
/** Each config file, and what it must say given devchain/ports.ts. */
const NO_PASSKEYS = { passkeyUrls: {} }
const CONFIGS: Record<string, ReturnType<typeof wiring>> = {
  'walletport.config.json': {
    allowedOrigins: [HOST_ORIGIN, PASSKEY_HOST_ORIGIN],
    rpcUrls: DEV_CHAINS,
    relayUrl: WALLETCONNECT_RELAY_URL,
    passkeyUrls: { 31337: [BUNDLER_URL, PAYMASTER_URL] },
  },
  [WIDGET_VARIANTS.noDevWallet.config]: {
    allowedOrigins: [HOST_ORIGIN],
    rpcUrls: DEV_CHAINS,
    relayUrl: WALLETCONNECT_RELAY_URL,
    ...NO_PASSKEYS,
  },
  [WIDGET_VARIANTS.proxiedChain.config]: {
    allowedOrigins: [HOST_ORIGIN],
    rpcUrls: { 31337: [proxyUrl(PROXY_PORT), proxyUrl(PROXY_PORT_BACKUP)], 31338: [proxyUrl(PROXY_PORT_CHAIN_2)] },
    relayUrl: WALLETCONNECT_RELAY_URL,
    ...NO_PASSKEYS,
  },
  [WIDGET_VARIANTS.relayDown.config]: {
    allowedOrigins: [HOST_ORIGIN],
    rpcUrls: DEV_CHAINS,
    relayUrl: `ws://127.0.0.1:${UNANSWERED_RELAY_PORT}`,
    ...NO_PASSKEYS,
  },
  [WIDGET_VARIANTS.twoHosts.config]: {
    allowedOrigins: [HOST_ORIGIN, FOREIGN_ORIGIN],
    rpcUrls: DEV_CHAINS,
    relayUrl: WALLETCONNECT_RELAY_URL,
    ...NO_PASSKEYS,
  },
  [WIDGET_VARIANTS.webSocketChain.config]: {
    allowedOrigins: [HOST_ORIGIN],
    rpcUrls: { 31337: [proxyUrl(WEBSOCKET_PROXY_PORT, 'ws')] },
    relayUrl: undefined,
    ...NO_PASSKEYS,
  },
  [WIDGET_VARIANTS.bundlerDown.config]: {
    allowedOrigins: [PASSKEY_HOST_ORIGIN],
    rpcUrls: { 31337: [ANVIL_RPC_URL] },
    relayUrl: undefined,
    passkeyUrls: { 31337: [`http://127.0.0.1:${UNANSWERED_BUNDLER_PORT}`, undefined] },
  },
  [WIDGET_VARIANTS.tokenGas.config]: {
    allowedOrigins: [PASSKEY_HOST_ORIGIN],
    rpcUrls: { 31337: [ANVIL_RPC_URL] },
    relayUrl: undefined,
    passkeyUrls: { 31337: [`http://127.0.0.1:${BUNDLER_PORT}`, undefined] },
  },
}

/** Every port the module names, whatever the constant. */
const KNOWN_PORTS = new Set(
  Object.values(ports).flatMap((value): number[] => {
    if (typeof value === 'number') return [value]
    if (typeof value === 'string') return /:(\d+)$/.test(value) ? [Number(/:(\d+)$/.exec(value)![1])] : []
    if (typeof value === 'function') return []
    return Object.values(value as Record<string, number | { port: number }>).map((entry) =>
      typeof entry === 'number' ? entry : entry.port,
    )
  }),
)
/** `host:port` of every loopback address in a text (URLs, and prose such as `localhost:4310`). */
const loopbackAddresses = (text: string) =>
  [...text.matchAll(/\b((?:[a-z-]+\.)?localhost|127\.0\.0\.1):(\d+)/g)].map((m) => ({
    host: m[1]!,
    port: Number(m[2]),
  }))

describe('devchain/ports.ts', () => {
  it('names each port once', () => {
    const all = [
      ports.HOST_PORT,
      ports.WIDGET_PORT,
      ports.FOREIGN_PORT,
      ...Object.values(ANVIL_PORTS),
      ...Object.values(WIDGET_VARIANTS).map((variant) => variant.port),
      PROXY_PORT,
      PROXY_PORT_CHAIN_2,
      PROXY_PORT_BACKUP,
      WEBSOCKET_PROXY_PORT,
      WALLETCONNECT_RELAY_PORT,
      UNANSWERED_RELAY_PORT,
      BUNDLER_PORT,
      PAYMASTER_PORT,
      ports.SITE_PAYMASTER_PORT,
      UNANSWERED_BUNDLER_PORT,
    ]
    expect(new Set(all).size).toBe(all.length)
    expect([...KNOWN_PORTS].sort()).toEqual([...all].sort())
  })

  it("keeps off the ports a host developer's own dev server takes (Vite, Next, Astro, the usual 8080)", () => {
    const popular = [5173, 5174, 3000, 3001, 4321, 4173, 8080, 8000, 8888, 4200, 5000]
    expect([...KNOWN_PORTS].filter((port) => popular.includes(port))).toEqual([])
  })

  it('every variant config exists and says which port serves it', () => {
    for (const [name, { port, config: path }] of Object.entries(WIDGET_VARIANTS)) {
      expect(config(path).$comment, `${name}: ${path}`).toContain(`127.0.0.1:${port}`)
    }
  })
})

describe('the deployment configs agree with devchain/ports.ts', () => {
  it.each(Object.entries(CONFIGS))('%s', (path, expected) => {
    expect(wiring(config(path))).toEqual(expected)
  })

  it('every loopback port a config mentions (its comment too) is one the module names', () => {
    const unknown = Object.keys(CONFIGS).flatMap((path) =>
      loopbackAddresses(read(path))
        .filter(({ port }) => !KNOWN_PORTS.has(port))
        .map(({ host, port }) => `${path}: ${host}:${port}`),
    )
    expect(unknown).toEqual([])
  })
})

describe('the dev deployment agrees with the passkey stack deployed on chain 31337', () => {
  it("names the stack's factory and EntryPoint", () => {
    const chain = (
      JSON.parse(read('walletport.config.json')) as { chains: { id: number; passkeyWallet?: Record<string, string> }[] }
    ).chains.find((c) => c.id === 31337)
    expect(chain?.passkeyWallet).toMatchObject({ factory: PASSKEY_STACK.factory, entryPoint: PASSKEY_STACK.entryPoint })
  })
})

describe('the demo host agrees with devchain/ports.ts', () => {
  const pages = readdirSync(join(ROOT, 'demo-host')).filter((name) => name.endsWith('.html'))
  /** The origins of scripts/serve.ts's demo and widget, by `host:port`. */
  const origins = new Map(
    [WIDGET_ORIGIN, WIDGET_NAMED_ORIGIN, HOST_ORIGIN, FOREIGN_ORIGIN, PASSKEY_HOST_ORIGIN].map((origin) => [
      new URL(origin).host,
      origin,
    ]),
  )

  it('reads the pages', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['index.html', 'launcher.html', 'not-allowed.html', 'strict-csp.html', 'wagmi.html']),
    )
  })

  it('every page that loads walletport.js loads it from the widget origin', () => {
    const sources = pages.flatMap((page) =>
      [...read(`demo-host/${page}`).matchAll(/<script\s+src="([^"]*walletport\.js)"/g)].map((m) => `${page}: ${m[1]}`),
    )
    expect(sources.length).toBeGreaterThanOrEqual(5)
    expect(sources.filter((source) => !source.endsWith(`: ${WIDGET_ORIGIN}/walletport.js`))).toEqual([])
  })

  it('every loopback address in a page is one of the origins', () => {
    const unknown = pages.flatMap((page) =>
      loopbackAddresses(read(`demo-host/${page}`))
        .filter(({ host, port }) => !origins.has(`${host}:${port}`))
        .map(({ host, port }) => `${page}: ${host}:${port}`),
    )
    expect(unknown).toEqual([])
  })

  it('the links between the allowed and the refused host go to those origins', () => {
    expect(read('demo-host/index.html')).toContain(`href="${FOREIGN_ORIGIN}/not-allowed.html"`)
    expect(read('demo-host/launcher.html')).toContain(`href="${FOREIGN_ORIGIN}/not-allowed.html"`)
    expect(read('demo-host/not-allowed.html')).toContain(`href="${HOST_ORIGIN}/index.html"`)
  })

  it("the strict CSP page's policy allows the widget origin for scripts, frames and connections", () => {
    const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(
      read('demo-host/strict-csp.html'),
    )![1]!
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(policy.split(';').find((d) => d.trim().startsWith(directive + ' '))).toContain(WIDGET_ORIGIN)
    }
  })

  it("the look-alike wallets page's Page Wallet signs through chain 31337's anvil", () => {
    expect(read('demo-host/src/lookAlikeWallets.ts')).toContain(`const RPC_URL = '${ANVIL_RPC_URL}'`)
  })
})

describe('the dev TypeScript takes its ports from devchain/ports.ts', () => {
  const PARTS = [
    'devchain',
    'harness',
    'scripts',
    'bench',
    'demo-host/src',
    'tests/e2e',
    'tests/fixtures',
    'tests/size',
  ]
  const CONFIG_FILES = ['playwright.config.ts', 'vite.config.ts', 'vitest.config.ts']
  /**
   * Files that still write ports, each checked otherwise: lookAlikeWallets.ts above (demo-host/src
   * may not import devchain/); bench/run.ts's proxies, relay and variants are left to its owner, and
   * each must stay a port the module names.
   */
  const LEFTOVERS = ['devchain/ports.ts', 'demo-host/src/lookAlikeWallets.ts', 'bench/run.ts']

  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'artifacts' ? [] : sourceFiles(path)
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
    })
  const files = [
    ...PARTS.flatMap((part) => sourceFiles(join(ROOT, part))),
    ...CONFIG_FILES.map((file) => join(ROOT, file)),
  ].map((file) => relative(ROOT, file))
  /** The code without its comments (a `//` after a colon is a URL's, not a comment). */
  const code = (path: string) =>
    read(path)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1')

  it('reads the files', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/serve.ts',
        'tests/e2e/support/origins.ts',
        'playwright.config.ts',
        ...LEFTOVERS,
      ]),
    )
  })

  it('no file but the leftovers writes a port the module names', () => {
    const literals = files
      .filter((path) => !LEFTOVERS.includes(path))
      .flatMap((path) =>
        [...code(path).matchAll(/\b\d{4}\b/g)]
          .filter((m) => KNOWN_PORTS.has(Number(m[0])))
          .map((m) => `${path}: ${m[0]}`),
      )
    expect(literals).toEqual([])
  })

  /** Ports that are no server of the stack: `--allow http://localhost:3000`, the example in npm start's help. */
  const NOT_OURS: Record<string, number[]> = { 'scripts/start.ts': [3000] }

  it('every loopback address, listened or started port written in the code is one the module names', () => {
    const unknown = files.flatMap((path) =>
      [...code(path).matchAll(/\b(?:localhost|127\.0\.0\.1):(\d+)|\bport:\s*(\d+)|\.(?:start|listen)\(\s*(\d+)/g)]
        .map((m) => Number(m[1] ?? m[2] ?? m[3]))
        .filter((port) => port !== 0 && !KNOWN_PORTS.has(port) && !NOT_OURS[path]?.includes(port))
        .map((port) => `${path}: ${port}`),
    )
    expect(unknown).toEqual([])
  })
})
