import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { codeBlocksOf, type CodeBlock } from '../../../support/markdown'

/** The repository's root: every path a doc names is relative to it. */
export const root = resolve(import.meta.dirname, '../../../..')

/** One fenced code block of a doc: the doc, the line of its opening fence (1-based), its language and its code. */
export type Block = CodeBlock & { doc: string }

/** The docs whose code blocks, links and paths are checked: the README (copied into the npm package) and docs/. */
export function docFiles(): string[] {
  const docs = readdirSync(resolve(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
  return ['README.md', ...docs.map((name) => `docs/${name}`)]
}

/** Folders no Markdown of ours is in: installs, build and test outputs (as .gitignore lists them), hidden ones. */
const NOT_OURS = /^(node_modules|dist(-\w+)?|test-results|playwright-report|screens|\..+)$/

/** Every Markdown file of the repository, as paths from its root. */
export function markdownFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory())
        return NOT_OURS.test(entry.name) && (entry.name !== 'screens' || dir === root) ? [] : markdownFiles(path)
      return entry.name.endsWith('.md') ? [relative(root, path)] : []
    })
    .sort()
}

export const readDoc = (doc: string) => readFileSync(resolve(root, doc), 'utf8')

export const readBlocks = (doc: string): Block[] => codeBlocksOf(doc, readDoc(doc)).map((block) => ({ doc, ...block }))
