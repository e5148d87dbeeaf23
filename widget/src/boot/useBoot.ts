import { useEffect, useState } from 'react'
import type { DeploymentConfig } from '../../../protocol/config'
import { detectHostOrigin } from './detectHostOrigin'
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
        if (hostOrigin === undefined || !config.allowedOrigins.includes(hostOrigin)) setState({ status: 'refused', hostOrigin })
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
