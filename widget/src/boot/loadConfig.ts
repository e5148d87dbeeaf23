import { parseDeploymentConfig, type DeploymentConfig } from '../../../protocol/config'

/**
 * The deployment config written into the widget page at build time (and by the dev server), as
 * a JSON data block: no request after the JS has run. Parsed like the file; undefined when the
 * page has none (the widget's own dev build).
 */
export function inlineConfig(): DeploymentConfig | undefined {
  const text = document.getElementById('walletport-config')?.textContent?.trim()
  return text ? parseDeploymentConfig(JSON.parse(text)) : undefined
}

/** Fetches the operator's deployment config, served beside the widget page. */
export async function loadConfig(url = './walletport.config.json'): Promise<DeploymentConfig> {
  const response = await fetch(url, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`walletport.config.json: HTTP ${response.status}`)
  return parseDeploymentConfig(await response.json())
}
