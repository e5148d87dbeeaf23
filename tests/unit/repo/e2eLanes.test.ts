import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OWN_ACCOUNT_FILES } from '../../e2e/support/lanes'

const e2e = new URL('../../e2e/', import.meta.url)
const specs = readdirSync(e2e).filter((file) => file.endsWith('.spec.ts'))
const source = (file: string) => readFileSync(new URL(file, e2e), 'utf8')
/** Every other suite that signs on the same chain: the phone's, and the Firefox and WebKit steps. */
const otherSuites = ['../../touch/touch.spec.ts', '../../engines/steps.ts'].map((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8'),
)

/**
 * What stops the chain's mining, moves its clock, counts its pool or breaks a price feed (the ETH / USD feed prices
 * every passkey dUSD fee through the token paymaster), for every test at once.
 */
const CHAIN_WIDE =
  /withMiningPaused|evm_setAutomine|evm_increaseTime|evm_setNextBlockTimestamp|anvil_setTime|pendingTransactionCount\(|setBroken\(/

/** Each test of a spec: its head (title and details, up to the body) and its whole text, to the next test. */
function testsOf(text: string): { head: string; text: string }[] {
  const starts = [...text.matchAll(/^\s*test\(/gm)].map((m) => m.index!)
  return starts.map((start, i) => {
    const block = text.slice(start, starts[i + 1] ?? text.length)
    return { head: block.slice(0, block.indexOf('async (')), text: block }
  })
}

/** What signs with an account other files sign with, or listens on a port another file listens on. */
const SHARED = [
  /Dev wallet|connectDevWallet|DEV_ADDRESS/, // anvil's #0
  /RpcProxy|PROXY_PORT/, // the counting proxies' fixed ports
  /getBalance\(RECIPIENT\)|tokenBalance\((dUSD|DUSD)[\w.]*, RECIPIENT\)/, // the demo's recipient's ETH and dUSD, which every lane pays
]

/** The `ACCOUNTS.name` entries a source signs with. */
const accountsIn = (text: string) => new Set([...text.matchAll(/ACCOUNTS\.(\w+)/g)].map((m) => m[1]!))

describe('the Chromium e2e lanes (tests/e2e/support/lanes.ts)', () => {
  it('name only files that exist', () => {
    for (const file of OWN_ACCOUNT_FILES) expect(specs).toContain(file)
  })

  it('run every test that stops mining, moves the clock, counts the pool or breaks a feed alone, after the others', () => {
    const chainWide = specs.flatMap((file) =>
      testsOf(source(file))
        .filter((test) => CHAIN_WIDE.test(test.text))
        .map((test) => ({ file, head: test.head })),
    )
    expect(chainWide.length).toBeGreaterThan(0)
    for (const { file, head } of chainWide) {
      expect(head, file).toContain('CHAIN_EXCLUSIVE')
      expect(OWN_ACCOUNT_FILES).not.toContain(file)
    }
    // Helpers outside a test (a file's own functions) are reached only from tests: each file that has
    // them has a tagged test.
    for (const file of specs.filter((file) => CHAIN_WIDE.test(source(file))))
      expect(
        testsOf(source(file)).some((test) => test.head.includes('CHAIN_EXCLUSIVE')),
        file,
      ).toBe(true)
    for (const other of otherSuites) expect(other).not.toMatch(CHAIN_WIDE)
  })

  it.each(OWN_ACCOUNT_FILES)('%s signs only with accounts of its own', (file) => {
    const text = source(file)
    for (const shared of SHARED) expect(text).not.toMatch(shared)
    // A test wallet without a key signs with ACCOUNTS.connect, which the connect suite shares.
    for (const call of text.matchAll(/TestWallet\.install\(context, \{[^}]*\}/g))
      expect(call[0]).toContain('privateKey')
    // A named account of its own is one no file of another lane, no other suite, and not the test
    // wallet's default (harness/testWallet.ts) names.
    const others = [
      ...specs.filter((other) => !OWN_ACCOUNT_FILES.includes(other)).map(source),
      ...otherSuites,
      readFileSync(new URL('../../../harness/testWallet.ts', import.meta.url), 'utf8').replace(
        /export const ACCOUNTS = \{[^}]*\}/,
        '',
      ),
    ]
    for (const name of accountsIn(text)) for (const other of others) expect(accountsIn(other).has(name)).toBe(false)
  })
})
