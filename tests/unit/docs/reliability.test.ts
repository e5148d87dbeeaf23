import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const e2e = new URL('../../e2e/', import.meta.url)
const specs = readdirSync(e2e).filter((f) => f.endsWith('.spec.ts'))
const source = (file: string) => readFileSync(new URL(file, e2e), 'utf8')
const table = readFileSync(new URL('../../RELIABILITY.md', import.meta.url), 'utf8')
/** The test column of every row: the title between backticks at the end of the row. */
const listed = [...table.matchAll(/\| `([^|]+)` \|\s*$/gm)].map((m) => m[1]!)

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
  it('lists faults', () => {
    expect(listed.length).toBeGreaterThan(20)
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
