import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Never inputs of the build: its outputs, the tests, and what git and the tools keep. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-dev',
  'dist-package',
  'dist-server',
  'dist-types',
  'tests',
  'test-results',
  'playwright-report',
])
/** Written by other commands (the bench), read by no build. */
const SKIPPED_FILES = new Set(['bench/results.json'])

function inputs(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return inputs(root, path)
      return entry.isFile() && !SKIPPED_FILES.has(relative(root, path)) ? [path] : []
    })
    .sort()
}

/**
 * The digest of what `npm run build` reads in the checkout at `root`: every file's path and bytes but
 * the tests', the build outputs' and node_modules' (package-lock.json stands for those), and the
 * config the build is told to use.
 */
export function buildInputsDigest(root: string, config: string | undefined): string {
  const hash = createHash('sha256')
  hash.update(`WALLETPORT_CONFIG=${config ?? ''}\n`)
  for (const file of inputs(root, root)) {
    hash.update(relative(root, file) + '\n')
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}
