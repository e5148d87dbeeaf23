import type { Row } from './rows'

const HEADERS = ['metric', 'Walletport', 'baseline (same run)', 'ratio', 'budget'] as const

/**
 * The bench table as Markdown, from its rows: what `npm run bench` prints and what
 * `npm run bench:table` writes into docs/performance.md (tests/unit/docs/performanceTable.test.ts checks the
 * two agree). Pure, so the test and the writer render the same text from bench/results.json.
 */
export function renderTable(rows: readonly Row[]): string {
  const cells = (row: Row) => [
    row.metric,
    row.walletport,
    row.baseline,
    row.ratio ?? '',
    row.ok === false ? `${row.budget ?? ''} **BROKEN**` : (row.budget ?? ''),
  ]
  const line = (values: readonly string[]) => `| ${values.map((v) => v.replaceAll('|', '\\|')).join(' | ')} |`
  return [line(HEADERS), line(HEADERS.map(() => '---')), ...rows.map((row) => line(cells(row)))].join('\n')
}

/** The table for a terminal: columns padded, a last column saying ok or BROKEN. */
export function printTable(rows: readonly Row[]): void {
  const headers = ['metric', 'Walletport', 'baseline (same run)', 'ratio', 'budget', '']
  const lines = rows.map((r) => [
    r.metric,
    r.walletport,
    r.baseline,
    r.ratio ?? '',
    r.budget ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'BROKEN',
  ])
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(fmt(headers))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const line of lines) console.log(fmt(line))
}
