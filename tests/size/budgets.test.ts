import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BUDGETS } from '../../bench/budgets'

/** Byte budgets from shared/design.md, checked on the build that `npm test` has just made. */
const LOADER_BUDGET_GZIP = BUDGETS.loaderGzipBytes
const FIRST_PAINT_BUDGET_GZIP = BUDGETS.firstPaintGzipBytes

const dist = new URL('../../dist/', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, dist))
const gzipSize = (path: string) => gzipSync(read(path), { level: 9 }).length

/**
 * What the widget page needs for its first screen: its entry script, its modulepreloads (the
 * entry's static imports) and CSS. The wallet's own chunks load in parallel, by import().
 */
function firstPaintFiles(): string[] {
  const html = read('widget/index.html').toString()
  return [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => `widget/${m[1]}`)
}

/** Every widget asset that holds WalletConnect's relay client. */
function walletConnectChunks(): string[] {
  return readdirSync(new URL('widget/assets/', dist))
    .map((file) => `widget/assets/${file}`)
    .filter((path) => path.endsWith('.js') && read(path).includes('irn_subscribe'))
}

describe('byte budgets', () => {
  it('has a build to measure', () => {
    expect(existsSync(new URL('walletport.js', dist)), 'run `npm run build` first').toBe(true)
  })

  it(`walletport.js is at most ${LOADER_BUDGET_GZIP} bytes gzipped`, () => {
    const size = gzipSize('walletport.js')
    console.log(`walletport.js: ${size} bytes gzip (budget ${LOADER_BUDGET_GZIP})`)
    expect(size).toBeLessThanOrEqual(LOADER_BUDGET_GZIP)
  })

  it(`the widget's first paint (JS + CSS) is at most ${FIRST_PAINT_BUDGET_GZIP / 1024} KB gzipped`, () => {
    const files = firstPaintFiles()
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    const size = files.reduce((sum, file) => sum + gzipSize(file), 0)
    console.log(`widget first paint: ${size} bytes gzip in ${files.length} files (budget ${FIRST_PAINT_BUDGET_GZIP})`)
    expect(size).toBeLessThanOrEqual(FIRST_PAINT_BUDGET_GZIP)
  })

  it('keeps WalletConnect out of the first paint, in a chunk of its own', () => {
    const chunks = walletConnectChunks()
    expect(chunks).toHaveLength(1)
    expect(firstPaintFiles()).not.toContain(chunks[0])
    for (const file of firstPaintFiles()) expect(read(file).includes('irn_subscribe'), file).toBe(false)
    console.log(`WalletConnect chunk: ${gzipSize(chunks[0]!)} bytes gzip, loaded on demand`)
  })

  it('ships no AppKit modal code', () => {
    for (const file of readdirSync(new URL('widget/assets/', dist))) {
      expect(read(`widget/assets/${file}`).includes('w3m-modal'), file).toBe(false)
    }
  })
})
