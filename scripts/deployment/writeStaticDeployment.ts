/**
 * The last step of `npm run build`: makes dist/ a static deployment any CDN serves as it is.
 * Writes the operator's config (presets expanded, validated) beside the widget and into its page, and the security
 * headers for it in the two forms common static hosts read: dist/_headers and dist/nginx.conf.
 *
 *   WALLETPORT_CONFIG=path/to/walletport.config.json npm run build   (default: the dev config)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { inlineConfig } from './inlineConfig'
import { loadDeploymentConfig } from './loadDeploymentConfig'
import { renderHeadersFile, renderNginxSnippet, staticHeaderRules } from './staticHeaders'

const root = resolve(import.meta.dirname, '../..')
const source = process.env.WALLETPORT_CONFIG ?? 'walletport.config.json'
const dist = resolve(root, 'dist')

try {
  const config = loadDeploymentConfig(resolve(root, source))
  const rules = staticHeaderRules(config)
  writeFileSync(resolve(dist, 'widget/walletport.config.json'), JSON.stringify(config, null, 2) + '\n')
  // The widget reads it from its page; the file stays for the loader's refusal check and for operators.
  const page = resolve(dist, 'widget/index.html')
  writeFileSync(page, inlineConfig(readFileSync(page, 'utf8'), config))
  writeFileSync(resolve(dist, '_headers'), renderHeadersFile(rules, source))
  writeFileSync(resolve(dist, 'nginx.conf'), renderNginxSnippet(rules, source))
  console.log(
    `deployment: ${config.chains.length} chain(s), ${config.allowedOrigins.length} allowed origin(s) → dist/widget/walletport.config.json and index.html, dist/_headers, dist/nginx.conf`,
  )
} catch (error) {
  console.error(`deployment: ${(error as Error).message}`)
  process.exit(1)
}
