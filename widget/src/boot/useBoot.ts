import { useEffect, useState } from 'react'
import type { DeploymentConfig } from '../../../protocol/config'
import { detectAncestorOrigins, detectHostOrigin, refusedEmbedder } from './detectHostOrigin'
import { loadConfig } from './loadConfig'

export type BootState =
  | { status: 'loading' }
  | { status: 'standalone' }
  | { status: 'refused'; hostOrigin: string | undefined }
  | { status: 'failed'; message: string }
  | { status: 'ready'; config: DeploymentConfig; hostOrigin: string }

/**
 * Decides whether this widget may run here at all: it needs its config and an embedding origin
 * on the allowlist. The CSP `frame-ancestors` header already refuses other origins; this is the
 * second lock, for a static host that dropped the header.
 */
export function useBoot(): BootState {
  const [state, setState] = useState<BootState>({ status: 'loading' })
  useEffect(() => {
    const hostOrigin = detectHostOrigin()
    if (hostOrigin === null) {
      setState({ status: 'standalone' })
      return
    }
    let cancelled = false
    loadConfig().then(
      (config) => {
        if (cancelled) return
        // Every ancestor must be allowed, not only the page right above (the CSP header's
        // frame-ancestors checks them all too; this holds where a static host dropped it).
        const refused = refusedEmbedder(hostOrigin, detectAncestorOrigins(), config.allowedOrigins)
        if (refused !== undefined || hostOrigin === undefined) setState({ status: 'refused', hostOrigin: refused ?? undefined })
        else setState({ status: 'ready', config, hostOrigin })
      },
      (error: Error) => !cancelled && setState({ status: 'failed', message: error.message }),
    )
    return () => {
      cancelled = true
    }
  }, [])
  return state
}
