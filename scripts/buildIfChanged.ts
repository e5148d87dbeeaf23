/**
 * `npm start`'s build step: runs `npm run build` only when something the build reads changed since
 * the last build it ran (buildInputs.ts), so a second `npm start`, or one with another `--allow`
 * (served configuration, not built), goes straight to the servers. The digest is kept in dist-dev/
 * (dev-only; dist/ is the upload and holds nothing else). `--force` builds anyway.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildInputsDigest } from './buildInputs'

const ROOT = resolve(import.meta.dirname, '..')
const STAMP = join(ROOT, 'dist-dev', '.build-inputs')

const current = buildInputsDigest(ROOT, process.env.WALLETPORT_CONFIG)
const built = existsSync(STAMP) && existsSync(join(ROOT, 'dist', 'walletport.js')) ? readFileSync(STAMP, 'utf8') : ''
if (built === current && !process.argv.includes('--force')) {
  console.log('build: nothing changed since the last build, skipped (npm run build to build anyway)')
} else {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  mkdirSync(join(ROOT, 'dist-dev'), { recursive: true })
  writeFileSync(STAMP, current)
}
