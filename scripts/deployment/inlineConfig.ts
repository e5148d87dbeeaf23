import type { DeploymentConfig } from '../../protocol/config'

const BLOCK = /<script type="application\/json" id="walletport-config">[\s\S]*?<\/script>/

/**
 * Writes the deployment config into the widget page's JSON data block, so the widget has it
 * without a request after its JS has run. `<` is escaped so no value can close the block; a
 * data block is never executed, so the page's CSP (`script-src 'self'`) is unchanged.
 */
export function inlineConfig(html: string, config: DeploymentConfig): string {
  if (!BLOCK.test(html)) throw new Error('the widget page has no walletport-config block to write the config into')
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return html.replace(BLOCK, () => `<script type="application/json" id="walletport-config">${json}</script>`)
}
