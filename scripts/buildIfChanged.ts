/**
 * `npm start`'s build step: runs `npm run build` only when something the build reads changed since
 * the last build it ran, so a second `npm start` (or one with another `--allow`, which is served
 * configuration, not built) goes straight to the servers.
 *
 * What the build reads is taken broadly: every file of the checkout but tests/, the build outputs and
 * node_modules/ (package-lock.json stands for that), plus WALLETPORT_CONFIG. Their digest is kept in
 * dist-dev/ (dev-only; dist/ is the upload and holds nothing else). `--force` builds anyway.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const STAMP = join(ROOT, 'dist-dev', '.build-inputs')
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

function inputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return inputs(path)
      return entry.isFile() && !SKIPPED_FILES.has(relative(ROOT, path)) ? [path] : []
    })
    .sort()
}

/** The digest of every input's path and bytes, and of the config the build is told to use. */
function digest(): string {
  const hash = createHash('sha256')
  hash.update(`WALLETPORT_CONFIG=${process.env.WALLETPORT_CONFIG ?? ''}\n`)
  for (const file of inputs(ROOT)) {
    hash.update(relative(ROOT, file) + '\n')
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

const current = digest()
const built = existsSync(STAMP) && existsSync(join(ROOT, 'dist', 'walletport.js')) ? readFileSync(STAMP, 'utf8') : ''
if (built === current && !process.argv.includes('--force')) {
  console.log('build: nothing changed since the last build, skipped (npm run build to build anyway)')
} else {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  mkdirSync(join(ROOT, 'dist-dev'), { recursive: true })
  writeFileSync(STAMP, current)
}
