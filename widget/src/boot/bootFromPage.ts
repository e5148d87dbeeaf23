import type { DeploymentConfig } from '../../../protocol/config'
import { detectAncestorOrigins, detectHostOrigin, refusedEmbedder } from './detectHostOrigin'
import { inlineConfig } from './loadConfig'

export type BootState =
  | { status: 'loading' }
  | { status: 'standalone' }
  | { status: 'refused'; hostOrigin: string | undefined }
  | { status: 'failed'; message: string }
  | { status: 'ready'; config: DeploymentConfig; hostOrigin: string }

/** What the page alone can decide, before anything renders; 'loading' when the config must be fetched. */
export function bootFromPage(): BootState {
  const hostOrigin = detectHostOrigin()
  if (hostOrigin === null) return { status: 'standalone' }
  try {
    const config = inlineConfig()
    return config ? decideBoot(config, hostOrigin) : { status: 'loading' }
  } catch (error) {
    return { status: 'failed', message: (error as Error).message }
  }
}

/** Whether the widget may run for this embedder under this config. */
export function decideBoot(config: DeploymentConfig, hostOrigin: string | undefined): BootState {
  // Every ancestor must be allowed, not only the page right above (the CSP header's
  // frame-ancestors checks them all too; this holds where a static host dropped it).
  const refused = refusedEmbedder(hostOrigin, detectAncestorOrigins(), config.allowedOrigins)
  if (refused !== undefined || hostOrigin === undefined) return { status: 'refused', hostOrigin: refused ?? undefined }
  return { status: 'ready', config, hostOrigin }
}
