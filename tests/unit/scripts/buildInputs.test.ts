import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildInputsDigest } from '../../../scripts/buildInputs'

/** The checkouts made, removed when the file's tests are done. */
const made: string[] = []
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A checkout in miniature: a source file, a test, and build outputs. */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'walletport-inputs-'))
  made.push(root)
  for (const dir of ['widget/src', 'tests/e2e', 'dist', 'node_modules/x'])
    mkdirSync(join(root, dir), { recursive: true })
  writeFileSync(join(root, 'widget/src/App.tsx'), 'export {}')
  writeFileSync(join(root, 'tests/e2e/a.spec.ts'), 'test')
  writeFileSync(join(root, 'dist/walletport.js'), 'built')
  writeFileSync(join(root, 'node_modules/x/index.js'), 'dep')
  return root
}

describe("npm start's build check (scripts/buildInputs.ts)", () => {
  it('changes with a source file, a new file or another WALLETPORT_CONFIG', () => {
    const root = checkout()
    const before = buildInputsDigest(root, undefined)
    expect(buildInputsDigest(root, undefined)).toBe(before)
    expect(buildInputsDigest(root, 'deploy/walletport.production.json')).not.toBe(before)
    writeFileSync(join(root, 'widget/src/App.tsx'), 'export const changed = 1')
    const edited = buildInputsDigest(root, undefined)
    expect(edited).not.toBe(before)
    writeFileSync(join(root, 'widget/src/New.tsx'), '')
    expect(buildInputsDigest(root, undefined)).not.toBe(edited)
  })

  it('does not change with the tests, the build outputs or node_modules', () => {
    const root = checkout()
    const before = buildInputsDigest(root, undefined)
    writeFileSync(join(root, 'tests/e2e/a.spec.ts'), 'another test')
    writeFileSync(join(root, 'dist/walletport.js'), 'rebuilt')
    writeFileSync(join(root, 'node_modules/x/index.js'), 'updated')
    expect(buildInputsDigest(root, undefined)).toBe(before)
  })
})
