/**
 * The last step of `npm run build`: makes dist/ a static deployment any CDN serves as it is.
 * Writes the operator's config (presets expanded, validated) beside the widget and into its pages, each
 * page's first screen rendered by React for it (widgetPages.ts), and the security headers for them in the
 * two forms common static hosts read: dist/_headers and dist/nginx.conf.
 *
 *   WALLETPORT_CONFIG=path/to/walletport.config.json npm run build   (default: the dev config; a config that still
 *     holds the example's placeholders is refused, each named: configPlaceholders.ts)
 *   WALLETPORT_WIDGET_URL=https://wallet.example.com/widget/          (where dist/widget is served; the default
 *     stands for any https domain: WebAuthn, hence the passkey wallet, is offered only there)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderWidgetPages, WINDOW_PAGE_FILE } from './widgetPages'
import { loadDeploymentConfig } from './loadDeploymentConfig'
import { refusePlaceholders } from './configPlaceholders'
import { renderHeadersFile, renderNginxSnippet, staticHeaderRules } from './staticHeaders'

const root = resolve(import.meta.dirname, '../..')
const source = process.env.WALLETPORT_CONFIG ?? 'walletport.config.json'
const dist = resolve(root, 'dist')

try {
  const config = loadDeploymentConfig(resolve(root, source))
  // A copy of deploy/walletport.production.json with the example's bundler, origins or project id left in
  // would build and serve, and fail only in front of a visitor.
  refusePlaceholders(config, source)
  writeFileSync(resolve(dist, 'widget/walletport.config.json'), JSON.stringify(config, null, 2) + '\n')
  // The widget reads it from its pages, each with its first screen rendered by React for this config (one per
  // language and theme); the file stays for the loader's refusal check and for operators.
  const { pages, styleHashes } = await renderWidgetPages({
    // The page as built: index.html until a first run here put its screen in; window.html, written beside it, after.
    template: readFileSync(
      resolve(dist, 'widget', existsSync(resolve(dist, 'widget', WINDOW_PAGE_FILE)) ? WINDOW_PAGE_FILE : 'index.html'),
      'utf8',
    ),
    config,
    widgetUrl: process.env.WALLETPORT_WIDGET_URL ?? 'https://wallet.example/widget/',
    devDir: resolve(root, 'dist-dev'),
    widgetDir: resolve(dist, 'widget'),
  })
  const rules = staticHeaderRules(config, styleHashes)
  for (const [file, html] of pages) writeFileSync(resolve(dist, 'widget', file), html)
  writeFileSync(resolve(dist, '_headers'), renderHeadersFile(rules, source))
  writeFileSync(resolve(dist, 'nginx.conf'), renderNginxSnippet(rules, source))
  console.log(
    `deployment: ${config.chains.length} chain(s), ${config.allowedOrigins.length} allowed origin(s) → dist/widget/walletport.config.json and its ${pages.size} pages, dist/_headers, dist/nginx.conf`,
  )
} catch (error) {
  console.error(`deployment: ${(error as Error).message}`)
  process.exit(1)
}
