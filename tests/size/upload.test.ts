import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * dist/ is what the operator uploads to the widget origin: only what that origin must serve, and
 * every HTML page in it covered by the Content-Security-Policy (frame-ancestors) the build wrote
 * for static hosts. A page without it could be framed anywhere, on the widget's own origin.
 */

const dist = new URL('../../dist/', import.meta.url).pathname

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** The `_headers` file as path pattern → header names and values. */
function headerRules(): { pattern: string; headers: Record<string, string> }[] {
  return readFileSync(join(dist, '_headers'), 'utf8')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([pattern, ...lines]) => ({
      pattern: pattern!.trim(),
      headers: Object.fromEntries(
        lines.map(
          (line) =>
            line
              .trim()
              .split(/:\s(.*)/s)
              .slice(0, 2) as [string, string],
        ),
      ),
    }))
}

function rulesFor(urlPath: string) {
  return headerRules().filter(({ pattern }) =>
    pattern.endsWith('*')
      ? urlPath.startsWith(pattern.slice(0, -1))
      : pattern === urlPath || (pattern.endsWith('/') && urlPath === `${pattern}index.html`),
  )
}

describe('the upload (dist/)', () => {
  it('holds the loader, the npm ESM entry, the widget and the header files: no demo, bench or types', () => {
    expect(readdirSync(dist).sort()).toEqual(['_headers', 'esm', 'nginx.conf', 'walletport.js', 'widget'])
  })

  it('has every HTML page covered by a CSP with frame-ancestors, in _headers and in nginx.conf', () => {
    const pages = files(dist).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(0)
    const nginx = readFileSync(join(dist, 'nginx.conf'), 'utf8')
    for (const page of pages) {
      const urlPath = `/${relative(dist, page)}`
      const csp = rulesFor(urlPath)
        .map((rule) => rule.headers['Content-Security-Policy'])
        .find(Boolean)
      expect(csp, urlPath).toMatch(/frame-ancestors [^;]+/)
      expect(csp, urlPath).toContain("script-src 'self'")
      const block = nginx.split('\n\n').find((b) => b.startsWith(`location = ${urlPath} {`))
      expect(block, `nginx.conf for ${urlPath}`).toMatch(/add_header Content-Security-Policy "[^"]*frame-ancestors/)
    }
  })
})
