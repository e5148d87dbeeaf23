import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { column, tableWithHeader } from '../../support/markdown'

const e2e = new URL('../../e2e/', import.meta.url)
const specs = readdirSync(e2e).filter((f) => f.endsWith('.spec.ts'))
const source = (file: string) => readFileSync(new URL(file, e2e), 'utf8')

/**
 * tests/RELIABILITY.md's tables, parsed: faults and attacks, engine and device faults, flakes of the suite. A table
 * that is missing, renamed or broken (a row of another width, a lost delimiter row) fails this file as it loads.
 */
const DOC = 'tests/RELIABILITY.md'
const text = readFileSync(new URL('../../RELIABILITY.md', import.meta.url), 'utf8')
const faults = tableWithHeader(DOC, text, ['fault or attack', 'what it ends in', 'test'])
const engineFaults = tableWithHeader(DOC, text, ['fault', 'what it ends in', 'test'])
const flakes = tableWithHeader(DOC, text, ['what failed', 'when', 'status'])
/** The tests the rows name: the test column's cells that are one `code span`, the title as written in the spec. */
const listed = [...column(faults, 'test'), ...column(engineFaults, 'test')].flatMap((cell) => cell.code ?? [])

/** Test titles as written in the source (template literals included). */
function titles(file: string): string[] {
  return [...source(file).matchAll(/^\s*test\(\s*(['"`])(.+?)\1,/gm)].map((m) => m[2]!)
}

/** The touch project's titles, and the shared steps the Firefox and WebKit projects run (their `name`s). */
const otherEngineTitles = [
  ...[
    ...readFileSync(new URL('../../touch/touch.spec.ts', import.meta.url), 'utf8').matchAll(
      /^\s*test\(\s*(['"`])(.+?)\1,/gm,
    ),
  ].map((m) => m[2]!),
  ...[
    ...readFileSync(new URL('../../engines/steps.ts', import.meta.url), 'utf8').matchAll(/^\s*name: (['"`])(.+?)\1,/gm),
  ].map((m) => m[2]!),
]

describe('tests/RELIABILITY.md', () => {
  it('lists faults, engine faults and flakes', () => {
    expect(faults.rows.length).toBeGreaterThan(20)
    expect(engineFaults.rows.length).toBeGreaterThan(5)
    expect(flakes.rows.length).toBeGreaterThan(5)
  })

  it('names, in every row of the faults and attacks, the test that tries it as one `code span`', () => {
    const tests = column(faults, 'test')
    const unnamed = faults.rows.filter((_, i) => tests[i]!.code === undefined)
    expect(unnamed.map((row) => `${DOC}:${row.line}`)).toEqual([])
  })

  it.each(listed)('names a test that exists: %s', (title) => {
    expect(specs.some((file) => titles(file).includes(title)) || otherEngineTitles.includes(title)).toBe(true)
  })

  it.each([
    'hardening.spec.ts',
    'rpcFaults.spec.ts',
    'walletAndTxFaults.spec.ts',
    'truthfulReview.spec.ts',
    'clickGuard.spec.ts',
    'relayLimits.spec.ts',
    'hostSurfaces.spec.ts',
    'forgedClicks.spec.ts',
  ])('has a row for every test of %s', (file) => {
    for (const title of titles(file)) expect(listed, title).toContain(title)
  })
})
