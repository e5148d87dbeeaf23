import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { measureFunctions, productFiles, type FunctionLength } from '../support/functionLengths'

/**
 * No function of the product code is longer than LIMIT lines, counted as tests/unit/support/functionLengths.ts
 * says (its own lines: a function written inside another counts toward itself), unless ALLOWED names it with the
 * reason it stays long, and a comment beside it in the source says so too (`Stays long:`). Issue 46, item 5.
 */
const LIMIT = 60

/**
 * `file: name` as the measure names it (`npx tsx tests/unit/support/functionLengths.ts 60` lists them), and why it
 * stays long: one line each. An entry whose function has come under the limit, or is gone, fails the test.
 */
const ALLOWED: Record<string, string> = {}

const ROOT = resolve(import.meta.dirname, '../../..')
const FIXTURE = resolve(import.meta.dirname, '../support/functionLengthsFixture.ts')

// One run of TypeScript's parser for both: it starts the compiler's binary (about two seconds).
const measured = measureFunctions([...productFiles(), FIXTURE])
const product = measured.filter(({ file }) => file !== 'tests/unit/support/functionLengthsFixture.ts')
const key = ({ file, name }: FunctionLength) => `${file}: ${name}`

/** The comment lines right above a function's first line: where its reason to stay long is written. */
function commentAbove({ file, line }: FunctionLength): string {
  const lines = readFileSync(resolve(ROOT, file), 'utf8').split('\n')
  const above: string[] = []
  for (let index = line - 2; index >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[index]!); index--) above.push(lines[index]!)
  return above.join('\n')
}

describe('function length', () => {
  it('counts a function from its first line to its last, a nested function toward itself only', () => {
    const fixture = Object.fromEntries(
      measured
        .filter(({ file }) => file === 'tests/unit/support/functionLengthsFixture.ts')
        .map(({ name, lines, span }) => [name, { lines, span }]),
    )
    expect(fixture).toEqual({
      run: { lines: 1, span: 1 },
      // Its doc comment aside; the arrow inside keeps its first and last lines here, its two inner lines its own.
      outer: { lines: 5, span: 7 },
      'outer > inner': { lines: 4, span: 4 },
      // A factory counts the object it returns, a method's doc comment and each method's first and last lines.
      factory: { lines: 8, span: 14 },
      'factory > method': { lines: 7, span: 8 },
      'factory > method > run(…)': { lines: 1, span: 1 },
      'factory > method > run(…) #2': { lines: 3, span: 3 },
      'factory > short': { lines: 1, span: 1 },
      'Counter.constructor': { lines: 3, span: 3 },
      'Counter.#add': { lines: 4, span: 4 },
      'Counter.next': { lines: 3, span: 3 },
    })
  })

  it('reads every part of the product', () => {
    expect(product.length).toBeGreaterThan(1000)
    for (const part of [
      'widget/src/',
      'protocol/',
      'loader/',
      'server/',
      'harness/',
      'devchain/',
      'scripts/',
      'demo-host/',
    ])
      expect(
        product.some(({ file }) => file.startsWith(part)),
        part,
      ).toBe(true)
  })

  it(`no product function is over ${LIMIT} lines, but those ALLOWED with their reason`, () => {
    const long = product.filter(({ lines }) => lines > LIMIT).map((measure) => `${key(measure)} (${measure.lines})`)
    expect(long.filter((entry) => !(entry.slice(0, entry.lastIndexOf(' (')) in ALLOWED))).toEqual([])
  })

  it('ALLOWED names only functions still over the limit, each with its reason beside it in the source', () => {
    for (const [entry, reason] of Object.entries(ALLOWED)) {
      const measure = product.find((candidate) => key(candidate) === entry)
      expect(measure, `${entry}: no such function`).toBeDefined()
      expect(measure!.lines, `${entry}: now within ${LIMIT} lines; take it off ALLOWED`).toBeGreaterThan(LIMIT)
      expect(reason.trim(), entry).not.toBe('')
      expect(commentAbove(measure!), `${entry}: say why beside it ("Stays long: …")`).toMatch(/Stays long:/)
    }
  })
})
