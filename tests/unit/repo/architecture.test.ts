import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The rules of ARCHITECTURE.md ("What may import what"), checked on the source: a change that
 * breaks one fails here, naming the file and the import.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const PARTS = [
  'protocol',
  'loader',
  'server',
  'widget/src',
  'harness',
  'devchain',
  'scripts',
  'bench',
  'demo-host/src',
] as const

/** Which parts each part may import (its own always). `tests/` may import anything; nothing imports it. */
const MAY_IMPORT: Record<(typeof PARTS)[number], readonly string[]> = {
  protocol: [],
  loader: ['protocol'],
  server: ['protocol'],
  'widget/src': ['protocol'],
  devchain: [],
  harness: ['devchain', 'protocol'],
  scripts: ['protocol', 'devchain', 'harness', 'server'],
  bench: ['protocol', 'devchain', 'harness', 'scripts'],
  'demo-host/src': ['protocol', 'loader'],
}

type Edge = { from: string; to: string }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'artifacts' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every relative import of every source file, resolved to a path under the root. */
const edges: Edge[] = PARTS.flatMap((part) =>
  sourceFiles(join(ROOT, part)).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const specifiers = [
      ...text.matchAll(
        /(?:^|\s)(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
      ),
    ]
      .map((m) => m[1] ?? m[2] ?? m[3]!)
      .filter((specifier) => specifier.startsWith('.'))
    return specifiers.map((specifier) => ({
      from: relative(ROOT, file),
      to: relative(ROOT, resolve(dirname(file), specifier)),
    }))
  }),
)

const partOf = (path: string) => [...PARTS, 'tests'].find((part) => path === part || path.startsWith(part + '/'))

/**
 * The passkey wing: everything of the passkey wallet under one folder (provider, ceremonies, account, owners,
 * recovery, its windows and screens). It stands above the screens it uses; the rest of the widget meets it only
 * through the wallet contract (wallets/: its capability row, the `Wallet`, `OwnWalletOptions`, `ReviewWindowWallet`)
 * and the home screen's slots, which the composition root fills.
 */
const PASSKEY_WING = 'widget/src/passkey/'

/** A widget file's room: its folder under widget/src, or the root (the composition: main, App, WalletApp…). */
const roomOf = (path: string) => {
  const rest = path.slice('widget/src/'.length)
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '(root)'
}

describe('architecture: what may import what', () => {
  it('reads the imports', () => {
    expect(edges.length).toBeGreaterThan(300)
  })

  it('each part imports only the parts below it, and nothing imports tests/', () => {
    const broken = edges
      .filter(({ from, to }) => {
        const [a, b] = [partOf(from)!, partOf(to)]
        return b !== undefined && a !== b && !(MAY_IMPORT as Record<string, readonly string[]>)[a]!.includes(b)
      })
      .map(({ from, to }) => `${from} → ${to}`)
    expect(broken).toEqual([])
  })

  it('inside the widget, no folder imports one that imports it back (the folders form layers)', () => {
    const graph = new Map<string, Map<string, string>>()
    for (const { from, to } of edges) {
      if (!from.startsWith('widget/src/') || !to.startsWith('widget/src/')) continue
      const [a, b] = [roomOf(from), roomOf(to)]
      if (a === b) continue
      if (!graph.has(a)) graph.set(a, new Map())
      graph.get(a)!.set(b, `${from} → ${to}`)
    }
    // A depth-first search; the first cycle found is reported edge by edge.
    const state = new Map<string, 'open' | 'done'>()
    const path: string[] = []
    let cycle: string[] | undefined
    const visit = (room: string): void => {
      if (cycle || state.get(room) === 'done') return
      if (state.get(room) === 'open') {
        const loop = [...path.slice(path.indexOf(room)), room]
        cycle = loop.slice(1).map((to, i) => graph.get(loop[i]!)!.get(to)!)
        return
      }
      state.set(room, 'open')
      path.push(room)
      for (const next of graph.get(room)?.keys() ?? []) visit(next)
      path.pop()
      state.set(room, 'done')
    }
    for (const room of graph.keys()) visit(room)
    expect(cycle).toBeUndefined()
  })

  it('nothing but the composition root imports the passkey wing (it plugs the wing in)', () => {
    const intoWing = edges.filter(
      ({ from, to }) =>
        to.startsWith(PASSKEY_WING) &&
        !from.startsWith(PASSKEY_WING) &&
        !(from.startsWith('widget/src/') && roomOf(from) === '(root)'),
    )
    expect(intoWing.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
    expect(edges.some(({ from, to }) => roomOf(from) === '(root)' && to.startsWith(PASSKEY_WING))).toBe(true)
  })

  it('no widget folder imports the composition root (main, shell, App, WalletApp, pageStart)', () => {
    const upward = edges.filter(
      ({ from, to }) =>
        from.startsWith('widget/src/') &&
        roomOf(from) !== '(root)' &&
        to.startsWith('widget/src/') &&
        roomOf(to) === '(root)',
    )
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  it('no product file is over 250 lines (what ships, serves, deploys or runs the dev chain; bench and tests aside)', () => {
    const product = PARTS.filter((part) => part !== 'bench')
    const long = product
      .flatMap((part) => sourceFiles(join(ROOT, part)))
      .map((file) => {
        const text = readFileSync(file, 'utf8')
        return { file: relative(ROOT, file), lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }
      })
      .filter(({ lines }) => lines > 250)
    expect(long).toEqual([])
  })
})
