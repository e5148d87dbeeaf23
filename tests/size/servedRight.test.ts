import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { freePort } from '../../harness/freePort'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDeploymentConfig } from '../../scripts/deployment/loadDeploymentConfig'
import { headersForPath, staticHeaderRules } from '../../scripts/deployment/staticHeaders'
import { widgetPageFor } from '../../protocol/widgetPages'
import { inlineStyles } from '../../scripts/deployment/inlineStyles'

/**
 * The build as an operator serves it: dist/ as nginx's root with the snippet the build wrote
 * (dist/nginx.conf) included, one request for each kind of file in it, each checked for its media
 * type and for the headers of its rule. And nothing built or published names the build machine's
 * paths.
 */

const ROOT = resolve(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
const NGINX = '/usr/sbin/nginx'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** One built file of each kind the origin serves, as a URL path. */
function samplePaths(): string[] {
  const built = files(DIST).map((file) => '/' + relative(DIST, file).split('\\').join('/'))
  const first = (test: (path: string) => boolean) => built.find(test)!
  return [
    '/walletport.js',
    '/esm/walletport.mjs',
    first((path) => path.startsWith('/esm/') && path.endsWith('.js')),
    first((path) => path.startsWith('/widget/assets/') && path.endsWith('.js')),
    first((path) => path.startsWith('/widget/assets/') && path.endsWith('.css')),
    first((path) => path.endsWith('.map')),
    first((path) => path.startsWith('/widget/host/') && path.endsWith('.js')),
    '/widget/walletport.config.json',
    '/widget/',
  ]
}

const MEDIA_TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  map: 'application/json',
  json: 'application/json',
  '': 'text/html',
}

let nginx: ChildProcess | undefined
let origin = ''
/** nginx's prefix folder (its config, pid and logs), removed afterwards. */
let prefix = ''

beforeAll(async () => {
  expect(existsSync(NGINX), 'nginx is missing: run scripts/ensure-nginx.sh').toBe(true)
  expect(existsSync(join(DIST, 'nginx.conf')), 'run `npm run build` first').toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'walletport-served-'))
  prefix = dir
  mkdirSync(join(dir, 'logs'))
  const port = await freePort()
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'pid logs/nginx.pid;',
      'error_log logs/error.log;',
      'events {}',
      'http {',
      '  access_log off;',
      // What an operator's http {} has: nginx's own table, which knows .js but not .mjs.
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${DIST};`,
      '    index index.html;',
      `    include ${join(DIST, 'nginx.conf')};`,
      '  }',
      '}',
    ].join('\n'),
  )
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')])
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
  origin = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/walletport.js`).then(
      () => true,
      () => false,
    )
    if (up) break
    if (tries > 100) throw new Error('nginx did not start')
    await new Promise((wait) => setTimeout(wait, 50))
  }
})

afterAll(() => {
  nginx?.kill()
  if (prefix) rmSync(prefix, { recursive: true, force: true, maxRetries: 3 })
})

describe('dist/ served by nginx with the snippet the build wrote', () => {
  it('serves every kind of file with its media type and the headers of its rule', async () => {
    // The pages carry their stylesheet, allowed by its hash: the hashes of the styles in the built page.
    const { styleHashes } = inlineStyles(readFileSync(join(DIST, 'widget/index.html'), 'utf8'), join(DIST, 'widget'))
    const rules = staticHeaderRules(loadDeploymentConfig(join(ROOT, 'walletport.config.json')), styleHashes)
    const seen: Record<string, string> = {}
    for (const path of samplePaths()) {
      const response = await fetch(origin + path)
      expect(response.status, path).toBe(200)
      const extension = /\.([a-z]+)$/.exec(path)?.[1] ?? ''
      const contentType = response.headers.get('content-type') ?? ''
      seen[path] = contentType
      expect(contentType.split(';')[0], path).toBe(MEDIA_TYPES[extension])
      if (contentType.startsWith('text/') || extension === 'json' || extension === 'map')
        expect(contentType, path).toContain('charset=utf-8')
      const expected = headersForPath(rules, path) ?? headersForPath(rules, '/widget/index.html')!
      for (const [name, value] of Object.entries(expected))
        if (name === 'Vary')
          // nginx's gzip adds its own (Accept-Encoding) to the list.
          expect(response.headers.get(name)?.split(', '), `${path} ${name}`).toContain(value)
        else expect(response.headers.get(name), `${path} ${name}`).toBe(value)
    }
    expect(seen['/esm/walletport.mjs']).toBe('text/javascript; charset=utf-8')
  })

  it('serves the widget page prerendered in the language and theme asked, by the rule the dev server follows', async () => {
    const asks: [query: string, acceptLanguage: string][] = [
      ['?de-AT,dark', 'en-US'],
      ['?,auto', 'es-ES,es;q=0.9'],
      ['?,', 'de'],
      ['?fr-FR,dark', 'de'],
      ['?de,purple', 'en'],
      ['?DE,dark', 'es'],
      ['', 'ja'],
    ]
    for (const [query, acceptLanguage] of asks) {
      for (const path of ['/widget/', '/widget/index.html']) {
        const response = await fetch(`${origin}${path}${query}`, { headers: { 'Accept-Language': acceptLanguage } })
        expect(response.status).toBe(200)
        const { language, theme } = widgetPageFor(query, acceptLanguage)
        expect(await response.text(), `${path}${query} (${acceptLanguage})`).toContain(
          `data-page="${language}-${theme}"`,
        )
      }
    }
    // The secure windows' page has no first screen of the widget's.
    expect(await (await fetch(`${origin}/widget/window.html`)).text()).not.toContain('data-page=')
  })
})

describe('nothing built or published names a path of the machine that built it', () => {
  it.each(['dist', 'dist-package'])('%s holds no absolute path of the checkout', (folder) => {
    const leaks = files(join(ROOT, folder)).filter((file) => readFileSync(file, 'utf8').includes(ROOT))
    expect(leaks.map((file) => relative(ROOT, file))).toEqual([])
  })
})
