import { basename } from 'node:path'
import type { DeploymentConfig } from '../../protocol/config'
import { WIDGET_PAGES, WIDGET_LANGUAGES, widgetPageFile } from '../../protocol/widgetPages'
import { nginxTypes } from './contentTypes'
import { WINDOW_PAGE_FILE } from './widgetPages'
import {
  configHeaders,
  hashedAssetHeaders,
  hostModuleHeaders,
  unversionedAssetHeaders,
  widgetPageHeaders,
} from './securityHeaders'

export type HeaderRule = {
  path: string
  nginx: string
  headers: Record<string, string>
  /** What nginx does there besides the headers (serving the prerendered page asked for). */
  nginxLines?: string[]
}

/**
 * Which headers each path of a dist/ deployment needs; scripts/serve.ts sends the same ones.
 * Prefix locations are `^~` so that an operator's own regex location (a common
 * `location ~* \.(js|css)$` for caching) cannot take these paths and drop their headers.
 */
export function staticHeaderRules(config: DeploymentConfig, styleHashes: readonly string[] = []): HeaderRule[] {
  return [
    { path: '/walletport.js', nginx: 'location = /walletport.js', headers: unversionedAssetHeaders() },
    { path: '/esm/*', nginx: 'location ^~ /esm/', headers: unversionedAssetHeaders() },
    { path: '/widget/assets/*', nginx: 'location ^~ /widget/assets/', headers: hashedAssetHeaders() },
    { path: '/widget/host/*', nginx: 'location ^~ /widget/host/', headers: hostModuleHeaders() },
    {
      path: '/widget/walletport.config.json',
      nginx: 'location = /widget/walletport.config.json',
      headers: configHeaders(),
    },
    // The page in the language and theme asked (protocol/widgetPages.ts): it depends on Accept-Language too.
    ...['/widget/', '/widget/index.html'].map((path) => ({
      path,
      nginx: `location = ${path}`,
      headers: { ...widgetPageHeaders(config, styleHashes), Vary: 'Accept-Language' },
      nginxLines: [
        `    try_files /widget/$walletport_language-$walletport_theme.html /widget/en-$walletport_theme.html /widget/index.html =404;`,
      ],
    })),
    // Each prerendered page by its own name, and the secure windows' page.
    ...[...WIDGET_PAGES.map(widgetPageFile), WINDOW_PAGE_FILE]
      .filter((file) => file !== 'index.html')
      .map((file) => ({
        path: `/widget/${file}`,
        nginx: `location = /widget/${file}`,
        headers: widgetPageHeaders(config, styleHashes),
      })),
  ]
}

/**
 * The language and theme a widget page is asked in, for the rule of protocol/widgetPages.ts (`widgetPageFor`):
 * set at server level, as nginx runs no try_files of a location whose `if` matched. The first tag of the
 * browser's Accept-Language, then of the loader's query, each only where we speak it (a later `if` wins), by
 * protocol/widgetLanguages.ts's match: `iw` is Hebrew, `in` Indonesian, Chinese by script, else by region.
 */
const NGINX_PAGE_CHOICE = [
  'set $walletport_language en;',
  ...['$http_accept_language', '$args'].flatMap((asked) => {
    const end = '(?:[-_,;]|$)'
    const plain = WIDGET_LANGUAGES.filter((language) => /^[a-z]+$/.test(language)).join('|')
    return [
      `if (${asked} ~ "^(${plain})${end}") { set $walletport_language $1; }`,
      `if (${asked} ~ "^iw${end}") { set $walletport_language he; }`,
      `if (${asked} ~ "^in${end}") { set $walletport_language id; }`,
      `if (${asked} ~ "^zh${end}") { set $walletport_language zh-Hans; }`,
      `if (${asked} ~* "^zh[-_](?:hant|(?:[a-z]{4}[-_])?(?:tw|hk|mo)${end})") { set $walletport_language zh-Hant; }`,
      `if (${asked} ~* "^zh[-_]hans") { set $walletport_language zh-Hans; }`,
    ]
  }),
  'set $walletport_theme light;',
  'if ($args ~ ",(light|dark|auto)$") { set $walletport_theme $1; }',
]

/** The headers of the rule that serves `path` (an exact path, or a `/*` prefix), if any. */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> | undefined {
  return rules.find((rule) => (rule.path.endsWith('/*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path))
    ?.headers
}

/** The `_headers` file of Netlify, Cloudflare Pages and other static hosts (`source` by its file name only). */
export function renderHeadersFile(rules: HeaderRule[], source: string): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
  )
  return `# Walletport security headers, generated from ${basename(source)}\n${blocks.join('\n\n')}\n`
}

/**
 * An nginx snippet to include in the `server {}` whose root is dist/. `source` is named by its file
 * name only: the snippet is published, and a build machine's path is nobody's business. nginx drops every
 * server-level `add_header` in a location that has its own, so headers the operator sets for the
 * whole server (HSTS, say) must be repeated inside these locations; the snippet says so.
 */
export function renderNginxSnippet(rules: HeaderRule[], source: string): string {
  const blocks = rules.map(({ nginx, headers, nginxLines = [] }) =>
    [
      `${nginx} {`,
      ...Object.entries(headers).map(([k, v]) => `    add_header ${k} ${nginxString(v)} always;`),
      ...nginxLines,
      ...nginxTypes('    '),
      ...NGINX_COMPRESSION,
      '}',
    ].join('\n'),
  )
  return [
    '# Walletport: include inside the server {} that serves dist/ (root pointing at dist/).',
    `# Generated from ${basename(source)}.`,
    '# Each location also says the media type of what it serves: nginx has none for .mjs, and a browser',
    '# refuses a module script that is not text/javascript.',
    '# Each location compresses its text with gzip (nginx has no brotli of its own: with ngx_brotli, add',
    '# `brotli on;` and the same types), and the hashed assets are cached for a year (immutable).',
    '# Each location sets its own headers, so nginx ignores server-level add_header lines inside them:',
    '# repeat any header you set for the whole server (Strict-Transport-Security, say) in these blocks.',
    '# The widget page is served in the language and theme the loader asks in its query (`?de-AT,dark`, the',
    "# browser's Accept-Language where the host gave no locale), prerendered; what was not, in English, then light.",
    NGINX_PAGE_CHOICE.join('\n'),
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n')
}

/**
 * gzip for the text each location serves (nginx compresses only text/html unless told), with
 * `Vary: Accept-Encoding`: on a phone's network the widget's JS is a third of its size or less.
 */
const NGINX_COMPRESSION = [
  '    gzip on;',
  '    gzip_vary on;',
  '    gzip_types text/javascript text/css application/json image/svg+xml;',
]

/**
 * A header value as an nginx string. The deployment config's hostnames are checked strictly when
 * loaded, so no value holds `$` (an nginx variable) or a quote; this is the second line.
 */
function nginxString(value: string): string {
  if (/[$"\\\n\r]/.test(value)) throw new Error(`not an nginx-safe header value: ${value}`)
  return `"${value}"`
}
