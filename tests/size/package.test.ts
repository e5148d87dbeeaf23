import { existsSync, readFileSync } from 'node:fs'
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

  it('shares one implementation between the ESM entry and walletport.js', async () => {
    const esm = readFileSync(new URL(pkg.exports['.'].import, root), 'utf8')
    const iife = readFileSync(new URL(pkg.exports['./walletport.js'], root), 'utf8')
    for (const marker of ['walletport/1', 'host/agent.js', 'walletport:']) {
      expect(esm, marker).toContain(marker)
      expect(iife, marker).toContain(marker)
    }
  })
})
