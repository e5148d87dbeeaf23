import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkConfigBlock } from './support/configBlocks'
import { docFiles, readBlocks, readDoc, root, type Block } from './support/docFiles'
import { checkHttpBlock, checkNginxBlock } from './support/headerBlocks'
import { checkHtmlBlock, loaderAttributes } from './support/htmlBlocks'
import { checkShellBlock } from './support/shellBlocks'
import { typeCheck, type Snippet, type SnippetError } from './support/typeCheck'

/**
 * Docs that run: every fenced code block of README.md and docs/*.md is type-checked, parsed or run
 * through the code it describes, so a snippet cannot drift from the API. A block must say its
 * language, and the language must be one checked here.
 */
const docs = docFiles()
const blocks = docs.flatMap(readBlocks)
const label = (block: Block) => `${block.doc}:${block.line} (${block.lang || 'no language'})`
const of = (...langs: string[]) =>
  blocks.filter((block) => langs.includes(block.lang)).map((b) => [label(b), b] as const)

/**
 * Names a snippet takes from the prose or a snippet before it, declared for the type check. Each is
 * found by its doc and a line of its block; keep them few and short: a snippet that needs much is
 * better written whole.
 */
const PREAMBLES: { doc: string; block: string; preamble: string }[] = [
  {
    doc: 'docs/host-api.md',
    block: "import { BrowserProvider } from 'ethers'",
    preamble: [
      "import { mount, type Account } from 'walletport'",
      'declare const wallet: ReturnType<typeof mount>, account: Account, to: `0x${string}`, value: bigint',
    ].join('\n'),
  },
  {
    doc: 'docs/sign-in.md',
    block: 'await wallet.signIn({',
    preamble: "declare const wallet: import('walletport').WalletportHandle",
  },
  {
    doc: 'docs/sign-in.md',
    block: "from 'walletport/server'",
    preamble: 'declare const session: { nonce?: string }, message: string, signature: `0x${string}`',
  },
  {
    doc: 'docs/batched-calls.md',
    block: 'createWalletClient',
    preamble: [
      "declare const wallet: import('walletport').WalletportHandle",
      'declare const token: `0x${string}`, vault: `0x${string}`, approveData: `0x${string}`, depositData: `0x${string}`',
    ].join('\n'),
  },
  {
    doc: 'docs/batched-calls.md',
    block: "from '@wagmi/core'",
    preamble:
      'declare const token: `0x${string}`, vault: `0x${string}`, approveData: `0x${string}`, depositData: `0x${string}`',
  },
]

/** Blocks that are prose rather than code (diagrams), each with why, and the check they still get. */
const PROSE: { doc: string; block: string; reason: string }[] = [
  {
    doc: 'docs/how-it-works.md',
    block: 'host page ── walletport.js',
    reason: 'a diagram of the parts; every folder it names must exist',
  },
  {
    doc: 'docs/deploy.md',
    block: "still holds 8 of the example's placeholder",
    reason: "the build's refusal of the example config; configPlaceholders.test.ts checks each line is the build's",
  },
  {
    doc: 'docs/deploy.md',
    block: "cannot validate a UserOperation, since Alto's --safe-mode true",
    reason: "the bundler check's refusal of Alto in safe mode; probeBundlerValidation.test.ts checks it is the check's",
  },
]

const find = <T extends { doc: string; block: string }>(list: T[], block: Block) =>
  list.filter((entry) => entry.doc === block.doc && block.code.includes(entry.block))

/**
 * The type check's own proof that it can fail: snippets with a known mistake, checked in the same
 * tsc run as the docs, each of which must be refused.
 */
const BROKEN: { why: string; code: string }[] = [
  {
    why: 'a misspelled handle method',
    code: "import { mount } from 'walletport'\nawait mount({ widgetUrl: 'https://w.example/widget/' }).conect()",
  },
  {
    why: 'a mount option that does not exist',
    code: "import { mount } from 'walletport'\nmount({ theme: 'dark', size: 3 })",
  },
  {
    why: 'a misspelled event on window',
    code: "addEventListener('walletport:conect', (event) => console.log(event.detail.address))",
  },
  {
    why: 'verifySignIn without its nonce',
    code: "import { verifySignIn } from 'walletport/server'\nawait verifySignIn({ message: '', signature: '0x', domain: 'a.example' })",
  },
]

let typeErrors: SnippetError[] = []

beforeAll(() => {
  const snippets: Snippet[] = []
  for (const block of blocks) {
    const preamble = find(PREAMBLES, block)
      .map((entry) => entry.preamble)
      .join('\n')
    if (['ts', 'tsx', 'js'].includes(block.lang))
      snippets.push({ doc: block.doc, line: block.line, preamble, code: block.code, tsx: block.lang === 'tsx' })
    if (block.lang === 'html') {
      for (const script of checkHtmlBlockSafely(block))
        snippets.push({ doc: block.doc, line: block.line + script.offset, preamble, code: script.code })
    }
  }
  BROKEN.forEach(({ code }, i) => snippets.push({ doc: `(broken ${i})`, line: 0, preamble: '', code }))
  typeErrors = typeCheck(snippets)
}, 60_000)

/** The inline scripts of an html block; the block's own checks run (and report) in their own test. */
function checkHtmlBlockSafely(block: Block) {
  try {
    return checkHtmlBlock(block.code)
  } catch {
    return []
  }
}

describe('README.md', () => {
  const readme = readDoc('README.md')

  it('is the front door: at most 300 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300)
  })

  it('starts with the two commands, as CI and other tooling read them', () => {
    const first = blocks.find((block) => block.doc === 'README.md')!
    expect(first.lang).toBe('sh')
    expect(first.code.split('\n').map((line) => line.split('#')[0]!.trim())).toEqual([
      'npm ci && npm start',
      'npm ci && npm test',
    ])
  })
})

describe('every code block of README.md and docs/', () => {
  it('has a language this test checks', () => {
    const checked = ['ts', 'tsx', 'js', 'json', 'jsonc', 'html', 'sh', 'nginx', 'http', 'text']
    expect(blocks.filter((block) => !checked.includes(block.lang)).map(label)).toEqual([])
  })

  it.each(of('ts', 'tsx', 'js', 'html'))('%s type-checks against the package', (_, block) => {
    const errors = typeErrors.filter((error) => error.doc === block.doc && error.line >= block.line)
    const end = block.line + block.code.split('\n').length
    expect(errors.filter((error) => error.line <= end).map((e) => `${e.doc}:${e.line}: ${e.message}`)).toEqual([])
  })

  it('type errors outside the snippets: none (the package sources compile under a consumer’s options)', () => {
    expect(typeErrors.filter((error) => error.doc === 'tsc').map((e) => e.message)).toEqual([])
  })

  it.each(of('json', 'jsonc'))('%s is a deployment config the real parser takes', (_, block) => {
    expect(() => checkConfigBlock(block.code, block.lang)).not.toThrow()
  })

  it.each(of('html'))('%s uses only what the loader reads', (_, block) => {
    expect(() => checkHtmlBlock(block.code)).not.toThrow()
  })

  it.each(of('sh'))('%s names real scripts, commands and paths', (_, block) => {
    expect(() => checkShellBlock(block.code)).not.toThrow()
  })

  it.each(of('nginx'))('%s is (part of) the nginx snippet the build writes', (_, block) => {
    expect(() => checkNginxBlock(block.code)).not.toThrow()
  })

  it.each(of('http'))('%s holds headers that are tested', (_, block) => {
    expect(() => checkHttpBlock(block.code)).not.toThrow()
  })

  it.each(of('text'))('%s is listed as prose, and the folders it names exist', (_, block) => {
    expect(find(PROSE, block), 'list it in PROSE with a reason').toHaveLength(1)
    for (const folder of block.code.match(/[\w-]+\/(?=[\s)]|$)/g) ?? [])
      expect(existsSync(resolve(root, folder)), folder).toBe(true)
  })

  it('every preamble and prose entry belongs to exactly one block', () => {
    for (const entry of [...PREAMBLES, ...PROSE]) {
      const matches = blocks.filter((block) => block.doc === entry.doc && block.code.includes(entry.block))
      expect(matches.length, `${entry.doc}: ${entry.block}`).toBe(1)
    }
  })
})

describe('the checks themselves fail on a wrong snippet', () => {
  it.each(BROKEN.map((broken, i) => [broken.why, i] as const))('type check: %s', (_, i) => {
    expect(typeErrors.filter((error) => error.doc === `(broken ${i})`)).not.toEqual([])
  })

  it.each([
    ['an option that does not exist', '{ "allowedOrigins": ["https://shop.example"], "chain": [] }', 'json'],
    ['a misspelled chain field', '{ "chains": [{ "preset": "base", "pollInterval": 1000 }] }', 'json'],
    ['a misspelled field of a full chain', '"pollIntervall": 1000', 'jsonc'],
    ['a misspelled passkey field', '"passkeyWallet": { "factory": "0x…", "bundler": "https://b.example" }', 'jsonc'],
    ['a field of a USD feed that does not exist', '"usdFeeds": { "native": { "feed": "0x…", "maxAge": 60 } }', 'jsonc'],
  ])('config: %s', (_, code, lang) => {
    expect(() => checkConfigBlock(code, lang)).toThrow()
  })

  it('html: an attribute the loader does not read, a value its parser refuses', () => {
    expect(loaderAttributes()).toContain('data-mount')
    expect(() =>
      checkHtmlBlock('<script src="https://w.example/walletport.js" data-mount data-colour="x"></script>'),
    ).toThrow(/data-colour/)
    expect(() => checkHtmlBlock('<script src="https://w.example/walletport.js" data-theme="blue"></script>')).toThrow(
      /theme/,
    )
  })

  it.each([
    ['npm run buidl'],
    ['npm strat'],
    ['npx no-such-binary'],
    ['WALLETPORT_CONFIG=deploy/no-such.json npm run build'],
    ['rm -rf node_modules'],
  ])('sh: %s', (code) => {
    expect(() => checkShellBlock(code)).toThrow()
  })

  it('nginx and http: a line the build does not write, a CSP that is not tested', () => {
    expect(() => checkNginxBlock('location = /walletport.js {\n    add_header X-Made-Up "1" always;\n}')).toThrow()
    expect(() => checkHttpBlock("Content-Security-Policy: default-src 'self'")).toThrow()
  })
})
