import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The repository's root: every path a doc names is relative to it. */
export const root = resolve(import.meta.dirname, '../../../..')

/** One fenced code block of a doc: where it starts (the fence's line, 1-based), its language and its text. */
export type Block = { doc: string; line: number; lang: string; code: string }

/** The docs whose code blocks are checked: the README (copied into the npm package) and everything in docs/. */
export function docFiles(): string[] {
  const docs = readdirSync(resolve(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
  return ['README.md', ...docs.map((name) => `docs/${name}`)]
}

export const readDoc = (doc: string) => readFileSync(resolve(root, doc), 'utf8')

/**
 * The fenced blocks of a markdown text, ``` or ~~~, indented inside a list item or not (the fence's
 * indent is taken off every line of the block). An unclosed fence is an error, not a block that eats
 * the rest of the file.
 */
export function readBlocks(doc: string, text: string): Block[] {
  const lines = text.split('\n')
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})\s*([^`\s]*)/.exec(lines[i]!)
    if (!open) continue
    const [, indent, fence, lang] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const line = lines[j]!
      if (line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '') break
      body.push(line.startsWith(indent!) ? line.slice(indent!.length) : line.trimStart())
    }
    if (j === lines.length) throw new Error(`${doc}:${i + 1}: a code fence that is never closed`)
    blocks.push({ doc, line: i + 1, lang: lang!, code: body.join('\n') })
    i = j
  }
  return blocks
}

/**
 * Markdown text outside its code blocks, line for line (a block's lines, fences included, are left
 * empty, so line numbers stay those of the file): links and inline code there are prose.
 */
export function proseOf(text: string): string {
  const lines = text.split('\n')
  for (const block of readBlocks('', text)) {
    const length = block.code === '' ? 0 : block.code.split('\n').length
    for (let i = block.line - 1; i <= block.line + length; i++) lines[i] = ''
  }
  return lines.join('\n')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
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
  for (const match of proseOf(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(match[1]!)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The inline links of a doc's prose, `[text](target)`, each with its line. */
export function linksOf(text: string): { target: string; line: number }[] {
  return proseOf(text)
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ target: match[1]!, line: i + 1 })))
}
