import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadDeploymentConfig } from '../../../../scripts/deployment/loadDeploymentConfig'
import { renderNginxSnippet, staticHeaderRules } from '../../../../scripts/deployment/staticHeaders'
import { root } from './docFiles'

/**
 * Checks an `nginx` block: it is the snippet the build writes (scripts/deployment/staticHeaders.ts,
 * for the repository's own config), or a part of it: each of its lines is a line of that snippet,
 * in the same order.
 */
export function checkNginxBlock(code: string): void {
  const configPath = resolve(root, 'walletport.config.json')
  const snippet = renderNginxSnippet(staticHeaderRules(loadDeploymentConfig(configPath)), configPath)
    .split('\n')
    .map((line) => line.trim())
  let at = 0
  for (const line of code.split('\n').map((l) => l.trim())) {
    if (line === '' || line === '…' || line === '...') continue
    const found = snippet.indexOf(line, at)
    if (found === -1) throw new Error(`not a line of the nginx snippet the build writes (in that order): ${line}`)
    at = found + 1
  }
}

/**
 * Checks an `http` block of headers. The host's CSP the docs recommend must be the one the demo's
 * strict-CSP page carries, and which its e2e test runs under (demo-host/strict-csp.html, with the
 * local widget origin where the docs write https://wallet.example.com). A header the test has no
 * check for fails: add one here.
 */
export function checkHttpBlock(code: string): void {
  for (const line of code.split('\n').filter((l) => l.trim() !== '')) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line)
    if (!match) throw new Error(`not a header line: ${line}`)
    const [, name, value] = match
    if (name!.toLowerCase() !== 'content-security-policy') throw new Error(`${name}: no check for this header`)
    const demo = readFileSync(resolve(root, 'demo-host/strict-csp.html'), 'utf8')
    const content = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(demo)?.[1]
    const tested = content?.replaceAll('http://127.0.0.1:4311', 'https://wallet.example.com')
    if (value !== tested)
      throw new Error(`this CSP is not the one demo-host/strict-csp.html is tested with:\n${tested}`)
  }
}
