import { useEffect, useState } from 'react'
import type { DeploymentConfig } from '../../../protocol/config'
import { detectAncestorOrigins, detectHostOrigin, refusedEmbedder } from './detectHostOrigin'
import { inlineConfig, loadConfig } from './loadConfig'

export type BootState =
  | { status: 'loading' }
  | { status: 'standalone' }
  | { status: 'refused'; hostOrigin: string | undefined }
  | { status: 'failed'; message: string }
  | { status: 'ready'; config: DeploymentConfig; hostOrigin: string }

/**
 * Decides whether this widget may run here at all: it needs its config and an embedding origin
 * on the allowlist. The CSP `frame-ancestors` header already refuses other origins; this is the
 * second lock, for a static host that dropped the header. With the config in the page (the
 * build's), the decision is made before the first render: no loading state, no request.
 */
export function useBoot(): BootState {
  const [state, setState] = useState<BootState>(bootFromPage)
  useEffect(() => {
    if (state.status !== 'loading') return
    let cancelled = false
    loadConfig().then(
      (config) => !cancelled && setState(decide(config, detectHostOrigin()!)),
      (error: Error) => !cancelled && setState({ status: 'failed', message: error.message }),
    )
    return () => {
      cancelled = true
    }
  }, [state.status])
  return state
}

/** What the page alone can decide; 'loading' when the config must be fetched. */
function bootFromPage(): BootState {
  const hostOrigin = detectHostOrigin()
  if (hostOrigin === null) return { status: 'standalone' }
  try {
    const config = inlineConfig()
    return config ? decide(config, hostOrigin) : { status: 'loading' }
  } catch (error) {
    return { status: 'failed', message: (error as Error).message }
  }
}

function decide(config: DeploymentConfig, hostOrigin: string | undefined): BootState {
  // Every ancestor must be allowed, not only the page right above (the CSP header's
  // frame-ancestors checks them all too; this holds where a static host dropped it).
  const refused = refusedEmbedder(hostOrigin, detectAncestorOrigins(), config.allowedOrigins)
  if (refused !== undefined || hostOrigin === undefined) return { status: 'refused', hostOrigin: refused ?? undefined }
  return { status: 'ready', config, hostOrigin }
}
