import type { Nodes, Root, Table } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { toString } from 'mdast-util-to-string'
import { gfmTable } from 'micromark-extension-gfm-table'

/**
 * Markdown read as GitHub reads it: CommonMark with GFM's tables, parsed by micromark into an mdast syntax tree.
 * The tests that check a doc ask the tree for its tables, code blocks, headings, links and code spans, never a
 * regular expression over the text, so what GitHub would render broken fails them, with the doc and the line.
 * GFM's other extensions (autolinked bare URLs, footnotes, strikethrough, task lists) change nothing these checks
 * read, and would make each parse about four times slower.
 */
export function parseMarkdown(text: string): Root {
  const known = parsed.get(text)
  if (known) return known
  const tree = fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] })
  parsed.set(text, tree)
  return tree
}

/** Each text parsed once per test file (a doc's anchors are asked for every link to it): trees to read, not change. */
const parsed = new Map<string, Root>()

type NodeOfType<T extends Nodes['type']> = Extract<Nodes, { type: T }>

/** Every node of one type in the tree, in document order. */
export function nodesOf<T extends Nodes['type']>(tree: Nodes, type: T): NodeOfType<T>[] {
  const found: NodeOfType<T>[] = []
  const walk = (node: Nodes) => {
    if (node.type === type) found.push(node as NodeOfType<T>)
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return found
}

/** The line a node starts on, 1-based as an editor counts. */
export const lineOf = (node: Nodes) => node.position!.start.line

// ── Tables ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A cell as read: its text, its `code spans` (methods, paths…), and `code` when the whole cell is one code span
 * (a test title).
 */
export type Cell = { text: string; spans: string[]; code?: string }
export type MarkdownTable = { line: number; header: string[]; rows: { line: number; cells: Cell[] }[] }

function readCell(cell: Table['children'][number]['children'][number]): Cell {
  const [only, ...rest] = cell.children
  const code = only?.type === 'inlineCode' && rest.length === 0 ? only.value : undefined
  const spans = nodesOf(cell, 'inlineCode').map((span) => span.value)
  return { text: toString(cell).trim(), spans, ...(code === undefined ? {} : { code }) }
}

function readTable(doc: string, table: Table): MarkdownTable {
  const [head, ...body] = table.children
  const header = head!.children.map((cell) => toString(cell).trim())
  const rows = body.map((row) => {
    if (row.children.length !== header.length)
      throw new Error(`${doc}:${lineOf(row)}: a row of ${row.children.length} cells in a table of ${header.length}`)
    return { line: lineOf(row), cells: row.children.map(readCell) }
  })
  return { line: lineOf(table), header, rows }
}

/**
 * The tables of a doc, each row as wide as its header. A row of another width (a stray line, a row pasted into
 * another: GitHub pads or cuts it without a word) and a paragraph of lines that start with `|` (a table that lost
 * its header or delimiter row, shown as text) are errors that name the line.
 */
export function tablesOf(doc: string, text: string): MarkdownTable[] {
  const tree = parseMarkdown(text)
  const lines = text.split('\n')
  for (const paragraph of nodesOf(tree, 'paragraph')) {
    const { start, end } = paragraph.position!
    const own = lines.slice(start.line - 1, end.line)
    if (own.length > 1 && own.every((line) => line.trim().startsWith('|')))
      throw new Error(`${doc}:${start.line}: lines of a table with no header and delimiter rows above them`)
  }
  return nodesOf(tree, 'table').map((table) => readTable(doc, table))
}

/** The doc's one table with these column names, in this order: an error when there is none, or more than one. */
export function tableWithHeader(doc: string, text: string, header: readonly string[]): MarkdownTable {
  const found = tablesOf(doc, text).filter((table) => table.header.join('\n') === header.join('\n'))
  if (found.length !== 1) throw new Error(`${doc}: ${found.length} tables with the columns ${header.join(' | ')}`)
  return found[0]!
}

/** One column of a table, found by its header's name, a cell per row. */
export function column(table: MarkdownTable, name: string): Cell[] {
  const index = table.header.indexOf(name)
  if (index < 0) throw new Error(`the table of line ${table.line} has no column "${name}"`)
  return table.rows.map((row) => row.cells[index]!)
}

// ── Code blocks ────────────────────────────────────────────────────────────────────────────────────

/** One fenced code block: the line of its opening fence, its language (the info string's first word), its code. */
export type CodeBlock = { line: number; lang: string; code: string }

const FENCE = /^[\s>]*(`{3,}|~{3,})/

/**
 * The fenced code blocks of a doc, indented inside a list item or not (the parser takes the indent off); indented
 * code is prose here. A fence never closed is an error, not a block that eats the rest of the file.
 */
export function codeBlocksOf(doc: string, text: string): CodeBlock[] {
  const lines = text.split('\n')
  return nodesOf(parseMarkdown(text), 'code').flatMap((block) => {
    const { start, end } = block.position!
    const fence = FENCE.exec(lines[start.line - 1]!)?.[1]
    if (fence === undefined) return []
    const last = lines[end.line - 1]!.replace(/^[\s>]*/, '').trimEnd()
    const closed = end.line > start.line && last.startsWith(fence) && /^[`~]+$/.test(last)
    if (!closed) throw new Error(`${doc}:${start.line}: a code fence that is never closed`)
    return [{ line: start.line, lang: block.lang ?? '', code: block.value }]
  })
}

// ── Headings, links and code spans of the prose ────────────────────────────────────────────────────

/** GitHub's anchor of a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors a doc offers: one per heading (a repeated heading gets -1, -2… as on GitHub). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const heading of nodesOf(parseMarkdown(text), 'heading')) {
    const base = slug(toString(heading))
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The links of a doc, each with its line: `[text](target)`, `<url>`, and reference definitions `[name]: target`. */
export function linksOf(text: string): { target: string; line: number }[] {
  const tree = parseMarkdown(text)
  return [...nodesOf(tree, 'link'), ...nodesOf(tree, 'definition')]
    .map((node) => ({ target: node.url, line: lineOf(node) }))
    .sort((a, b) => a.line - b.line)
}

/** The `code spans` of a doc's prose (headings, paragraphs, lists, tables), each with its line. */
export function codeSpansOf(text: string): { code: string; line: number }[] {
  return nodesOf(parseMarkdown(text), 'inlineCode').map((span) => ({ code: span.value, line: lineOf(span) }))
}
