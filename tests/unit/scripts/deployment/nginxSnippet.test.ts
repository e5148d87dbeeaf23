import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { loadDeploymentConfig } from '../../../../scripts/deployment/loadDeploymentConfig'
import { renderHeadersFile, renderNginxSnippet, staticHeaderRules } from '../../../../scripts/deployment/staticHeaders'

const NGINX = '/usr/sbin/nginx'

/**
 * The snippet as an operator uses it: included in a server {} of a real nginx, beside a regex
 * location of their own, checked with `nginx -t`. `npm test` installs Debian's nginx-light first
 * (scripts/ensure-nginx.sh); run alone without it, the test says what is missing.
 */
describe('the nginx snippet', () => {
  it('passes nginx -t inside an operator server block that has its own regex location', () => {
    expect(existsSync(NGINX), 'nginx is missing: run scripts/ensure-nginx.sh').toBe(true)
    const dir = mkdtempSync(join(tmpdir(), 'walletport-nginx-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    mkdirSync(join(dir, 'logs'))
    const configPath = join(dir, 'walletport.config.json')
    // A chain on a WebSocket too: its wss origin goes into the CSP of the snippet.
    const chains = [{ preset: 'base' }, { preset: 'optimism', rpcUrls: ['wss://opt.rpc.example/v2/KEY'] }]
    writeFileSync(
      configPath,
      JSON.stringify({ allowedOrigins: ['https://shop.example'], chains, walletConnect: { projectId: 'p' } }),
    )
    const rules = staticHeaderRules(loadDeploymentConfig(configPath))
    expect(renderNginxSnippet(rules, configPath)).toContain(' wss://opt.rpc.example https://opt.rpc.example ')
    writeFileSync(join(dir, 'walletport.conf'), renderNginxSnippet(rules, configPath))
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'pid logs/nginx.pid;',
        'error_log logs/error.log;',
        'events {}',
        'http {',
        '  access_log off;',
        '  server {',
        '    listen 127.0.0.1:8999;',
        `    root ${dir};`,
        '    add_header Strict-Transport-Security "max-age=63072000" always;',
        '    location ~* \\.(js|css)$ { expires 1h; }',
        `    include ${join(dir, 'walletport.conf')};`,
        '  }',
        '}',
      ].join('\n'),
    )
    const output = execFileSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    expect(output).toBe('')
  })
})

describe('what the build publishes names no path of the build machine', () => {
  it('the snippet and the _headers file name their config by its file name, however the build was given it', () => {
    const config = loadDeploymentConfig(join(import.meta.dirname, '../../../../walletport.config.json'))
    const rules = staticHeaderRules(config)
    const absolute = '/home/builder/secret-project/deploy/walletport.production.json'
    for (const text of [renderNginxSnippet(rules, absolute), renderHeadersFile(rules, absolute)]) {
      expect(text).toContain('walletport.production.json')
      expect(text).not.toContain('/home/builder')
    }
  })
})
