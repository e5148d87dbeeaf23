import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { root } from './docFiles'

/** A snippet to type-check: where it comes from (for the error), its preamble and its code. */
/** A code block to type-check; `tsx`: written as JSX (a tsx block). */
export type Snippet = { doc: string; line: number; preamble: string; code: string; tsx?: boolean }

/** A type error, placed on the line of the doc it comes from. */
export type SnippetError = { doc: string; line: number; message: string }

/**
 * Type-checks snippets as a site owner's TypeScript project would: `walletport`, `walletport/wagmi`, `walletport/react`
 * and `walletport/server` resolved to the package's source entries (loader/index.ts, loader/wagmi.ts,
 * server/index.ts, what tsconfig.types.json declares for the package), viem, wagmi, @wagmi/core and
 * ethers as installed,
 * strict mode, DOM types. Each snippet is a module of its own (so two snippets may both declare
 * `wallet`), with top-level await. One tsc run for all of them.
 *
 * The project lives in node_modules/.cache, below the repository, so that imports resolve to the
 * repository's node_modules as they would in a consumer's.
 */
export function typeCheck(snippets: Snippet[]): SnippetError[] {
  const cache = resolve(root, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'walletport-docs-'))
  try {
    const files = snippets.map((snippet, i) => {
      const file = `snippet${i}.${snippet.tsx ? 'tsx' : 'ts'}`
      writeFileSync(join(dir, file), `${snippet.preamble}\n${snippet.code}\nexport {}\n`)
      return file
    })
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          lib: ['es2023', 'dom', 'dom.iterable'],
          module: 'esnext',
          jsx: 'react-jsx',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          paths: {
            walletport: [resolve(root, 'loader/index.ts')],
            'walletport/wagmi': [resolve(root, 'loader/wagmi.ts')],
            'walletport/react': [resolve(root, 'loader/react/index.ts')],
            'walletport/server': [resolve(root, 'server/index.ts')],
          },
        },
        // The script tag's global (`window.Walletport`, the `walletport:*` events on window) is
        // declared by the package whether or not a snippet imports it.
        files: [resolve(root, 'loader/globals.ts'), ...files],
      }),
    )
    let output = ''
    try {
      execFileSync(resolve(root, 'node_modules/.bin/tsc'), ['-p', dir, '--pretty', 'false'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      output = (error as { stdout: string }).stdout
    }
    return parseErrors(output, snippets)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** tsc's `snippet3.ts(4,7): error TS2339: …` lines, mapped to the doc line of the snippet's code. */
function parseErrors(output: string, snippets: Snippet[]): SnippetError[] {
  const errors: SnippetError[] = []
  let last: SnippetError | undefined
  for (const line of output.split('\n')) {
    const match = /^(?:.*[\\/])?snippet(\d+)\.tsx?\((\d+),\d+\): (error .*)$/.exec(line)
    if (match) {
      const snippet = snippets[Number(match[1])]!
      const codeLine = Number(match[2]) - snippet.preamble.split('\n').length
      // An error in the preamble is the test's own: it is placed on the fence line.
      last = { doc: snippet.doc, line: snippet.line + Math.max(codeLine, 0), message: match[3]! }
      errors.push(last)
    } else if (line.startsWith('  ') && last) {
      last.message += '\n' + line
    } else if (line.trim() !== '') {
      // An error outside the snippets (the package's own sources under these options): report it as it is.
      last = { doc: 'tsc', line: 0, message: line }
      errors.push(last)
    }
  }
  return errors
}
