import { describe, expect, it } from 'vitest'
import { column, tablesOf, tableWithHeader } from '../../support/markdown'
import { markdownFiles, readDoc } from './support/docFiles'

/** Every table of every Markdown file of the repository, read as GitHub reads it, is whole. */
describe('the tables of the Markdown', () => {
  it('finds the docs', () => {
    expect(markdownFiles()).toEqual(expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'tests/RELIABILITY.md']))
  })

  it.each(markdownFiles())('%s: every table has its header, and every row as many cells as the header', (doc) => {
    expect(() => tablesOf(doc, readDoc(doc))).not.toThrow()
  })
})

describe('the table reader fails on a broken table', () => {
  const table = (...rows: string[]) => ['| what | test |', '| --- | --- |', ...rows].join('\n')

  it('reads a whole table by its header, a column by its name, a lone `code span` as code', () => {
    const read = tableWithHeader('t.md', table('| a fault | `a test` |', '| another | `x` and `y` |'), ['what', 'test'])
    expect(column(read, 'test')).toEqual([
      { text: 'a test', spans: ['a test'], code: 'a test' },
      { text: 'x and y', spans: ['x', 'y'] },
    ])
    expect(read.rows.map((row) => row.line)).toEqual([3, 4])
  })

  it.each([
    ['a row with a cell too many', table('| a fault | `a test` | more |'), /t\.md:3: a row of 3 cells in a table of 2/],
    ['a stray line of one cell', table('| a fault | `a test` |', '| `a test` |'), /t\.md:4: a row of 1 cells/],
    ['a row cut short', table('| a fault |'), /t\.md:3: a row of 1 cells/],
    ['rows without the delimiter row', '| what | test |\n| a fault | `a test` |', /t\.md:1: lines of a table/],
  ])('%s', (_, text, error) => {
    expect(() => tablesOf('t.md', text)).toThrow(error)
  })

  it('a table missing, or with other columns, is an error naming the columns', () => {
    expect(() => tableWithHeader('t.md', table('| a | b |'), ['fault', 'test'])).toThrow(/0 tables with the columns/)
    expect(() => column(tableWithHeader('t.md', table(), ['what', 'test']), 'title')).toThrow(/no column "title"/)
  })
})
