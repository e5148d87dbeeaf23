import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readResults, TABLE_DOC, withTable } from '../../../bench/harness/docTable'
import { median } from '../../../bench/harness/rows'
import { column, tableWithHeader } from '../../support/markdown'

const root = resolve(import.meta.dirname, '../../..')

describe('the performance table', () => {
  it('is what npm run bench:table makes of the committed bench/results.json', () => {
    const doc = readFileSync(resolve(root, TABLE_DOC), 'utf8')
    expect(doc).toBe(withTable(doc, readResults(root)))
  })

  it('reads, parsed as Markdown, as one table of a row per result, each value in its column', () => {
    const doc = readFileSync(resolve(root, TABLE_DOC), 'utf8')
    const columns = ['metric', 'Walletport', 'baseline (same run)', 'ratio', 'budget']
    const table = tableWithHeader(TABLE_DOC, doc, columns)
    const { rows } = readResults(root)
    expect(column(table, 'Walletport').map((cell) => cell.text)).toEqual(rows.map((row) => row.walletport))
    expect(column(table, 'baseline (same run)').map((cell) => cell.text)).toEqual(rows.map((row) => row.baseline))
  })

  it('shows, for every timed row, the median and the spread of its runs, and the ratio of the medians', () => {
    for (const row of readResults(root).rows) {
      if (!row.runs) continue
      const whole = (x: number) => x.toFixed(row.walletport.includes('.') ? 1 : 0)
      expect(row.walletport, row.metric).toBe(
        `${whole(median(row.runs))} [${whole(Math.min(...row.runs))}–${whole(Math.max(...row.runs))}]`,
      )
      if (row.baselineRuns) expect(row.ratio, row.metric).toBe((median(row.runs) / median(row.baselineRuns)).toFixed(2))
    }
  })
})
