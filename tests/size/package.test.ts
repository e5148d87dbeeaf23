import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: { '.': { types: string; import: string }; './walletport.js': string }
}

describe('the npm package', () => {
  it('exports the ESM entry with its types, and the script-tag build', () => {
    for (const path of [pkg.exports['.'].import, pkg.exports['.'].types, pkg.exports['./walletport.js']]) {
      expect(existsSync(new URL(path, root)), path).toBe(true)
    }
  })

  it('types the whole host API', () => {
    const mount = readFileSync(new URL('dist-types/loader/mount.d.ts', root), 'utf8')
    for (const member of ['ready', 'on', 'off', 'connect', 'disconnect', 'getState', 'getBalances', 'send', 'open', 'close', 'destroy', 'provider']) {
      expect(mount, member).toMatch(new RegExp(`\\b${member}[(:<]`))
    }
    const types = readFileSync(new URL('dist-types/protocol/types.d.ts', root), 'utf8')
    for (const name of ['MountOptions', 'Account', 'State', 'Balance', 'SendRequest', 'SendResult', 'WalletportEvents', 'TokenInput']) {
      expect(types, name).toContain(`${name}`)
    }
  })

  it('shares one implementation between the ESM entry and walletport.js; the ESM entry loads no code at run time', async () => {
    const esmDir = new URL(pkg.exports['.'].import.replace(/[^/]+$/, ''), root)
    const esm = readdirSync(esmDir).filter((file) => file.endsWith('.js') || file.endsWith('.mjs')).map((file) => readFileSync(new URL(file, esmDir), 'utf8')).join('\n')
    const iife = readFileSync(new URL(pkg.exports['./walletport.js'], root), 'utf8')
    for (const marker of ['walletport:', 'widgetUrl is required']) {
      expect(esm, marker).toContain(marker)
      expect(iife, marker).toContain(marker)
    }
    // The script tag fetches the bridge from its own origin; the package carries it (penpal's
    // channel is in it) and names no remote module.
    expect(iife).toContain('host/bridge.js')
    expect(esm).toContain('walletport/1')
    expect(esm).not.toMatch(/host\/(bridge|agent)\.js/)
  })
})
