import { parseDeploymentConfig, type DeploymentConfig } from '../../../protocol/config'

/** Fetches the operator's deployment config, served beside the widget page. */
export async function loadConfig(url = './walletport.config.json'): Promise<DeploymentConfig> {
  const response = await fetch(url, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`walletport.config.json: HTTP ${response.status}`)
  return parseDeploymentConfig(await response.json())
}
