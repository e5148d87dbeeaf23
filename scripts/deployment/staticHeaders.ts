import type { DeploymentConfig } from '../../protocol/config'
import { configHeaders, hostModuleHeaders, widgetAssetHeaders, widgetPageHeaders } from './securityHeaders'

export type HeaderRule = { path: string; nginx: string; headers: Record<string, string> }

/** Which headers each path of a dist/ deployment needs (the same ones scripts/serve.ts sends). */
export function staticHeaderRules(config: DeploymentConfig): HeaderRule[] {
  return [
    { path: '/walletport.js', nginx: 'location = /walletport.js', headers: widgetAssetHeaders() },
    { path: '/esm/*', nginx: 'location /esm/', headers: widgetAssetHeaders() },
    { path: '/widget/assets/*', nginx: 'location /widget/assets/', headers: widgetAssetHeaders() },
    { path: '/widget/host/*', nginx: 'location /widget/host/', headers: hostModuleHeaders() },
    { path: '/widget/walletport.config.json', nginx: 'location = /widget/walletport.config.json', headers: configHeaders() },
    { path: '/widget/', nginx: 'location = /widget/', headers: widgetPageHeaders(config) },
    { path: '/widget/index.html', nginx: 'location = /widget/index.html', headers: widgetPageHeaders(config) },
  ]
}

/** The `_headers` file of Netlify, Cloudflare Pages and other static hosts. */
export function renderHeadersFile(rules: HeaderRule[], source: string): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
  return `# Walletport security headers, generated from ${source}\n${blocks.join('\n\n')}\n`
}

/** An nginx snippet to include in the `server {}` whose root is dist/. */
export function renderNginxSnippet(rules: HeaderRule[], source: string): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  const blocks = rules.map(({ nginx, headers }) =>
    [`${nginx} {`, ...Object.entries(headers).map(([k, v]) => `    add_header ${k} ${quote(v)} always;`), '}'].join('\n'),
  )
  return `# Walletport: include inside the server {} that serves dist/ (root pointing at dist/).\n# Generated from ${source}.\n${blocks.join('\n\n')}\n`
}
