/**
 * `npm run bench:table`: writes the table of bench/results.json (the last full `npm run bench`) into
 * docs/performance.md, between its markers. The table is never typed by hand:
 * tests/unit/docs/performanceTable.test.ts fails when the doc and the results differ.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readResults, TABLE_DOC, withTable } from './harness/docTable'

const root = resolve(import.meta.dirname, '..')
const path = resolve(root, TABLE_DOC)
writeFileSync(path, withTable(readFileSync(path, 'utf8'), readResults(root)))
console.log(`${TABLE_DOC}: table written from bench/results.json`)
