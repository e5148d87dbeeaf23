import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

/** Byte budgets from shared/design.md, checked on the build that `npm test` has just made. */
const LOADER_BUDGET_GZIP = 5 * 1024

const dist = new URL('../../dist/', import.meta.url)
const gzipSize = (path: string) => gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length

describe('byte budgets', () => {
  it('has a build to measure', () => {
    expect(existsSync(new URL('walletport.js', dist)), 'run `npm run build` first').toBe(true)
  })

  it(`walletport.js is at most ${LOADER_BUDGET_GZIP} bytes gzipped`, () => {
    const size = gzipSize('walletport.js')
    console.log(`walletport.js: ${size} bytes gzip (budget ${LOADER_BUDGET_GZIP})`)
    expect(size).toBeLessThanOrEqual(LOADER_BUDGET_GZIP)
  })
})
