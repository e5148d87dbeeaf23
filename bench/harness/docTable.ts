import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Row } from './rows'
import { renderTable } from './table'

/** The file whose table is generated, and the markers around it (the lines between are the script's). */
export const TABLE_DOC = 'docs/performance.md'
export const TABLE_START =
  '<!-- bench:table:start (generated from bench/results.json by `npm run bench:table`; do not edit) -->'
export const TABLE_END = '<!-- bench:table:end -->'

/** bench/results.json's rows, and when they were measured. */
export function readResults(root: string): { at: string; rows: Row[] } {
  return JSON.parse(readFileSync(resolve(root, 'bench/results.json'), 'utf8')) as { at: string; rows: Row[] }
}

/** `doc` with the text between the markers replaced by the table of `results`. */
export function withTable(doc: string, results: { at: string; rows: Row[] }): string {
  const start = doc.indexOf(TABLE_START)
  const end = doc.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`${TABLE_DOC}: the bench table markers are missing`)
  const table = `Measured ${results.at.slice(0, 10)}.\n\n${renderTable(results.rows)}`
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`
}
