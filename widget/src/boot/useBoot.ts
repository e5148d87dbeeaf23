import { useEffect, useState } from 'react'
import { decideBoot, type BootState } from './bootFromPage'
import { detectHostOrigin } from './detectHostOrigin'
import { loadConfig } from './loadConfig'

export type { BootState }

/**
 * Decides whether this widget may run here at all: it needs its config and an embedding origin
 * on the allowlist. The CSP `frame-ancestors` header already refuses other origins; this is the
 * second lock, for a static host that dropped the header. With the config in the page (the
 * build's), `bootFromPage` has decided before the first render: no loading state, no request.
 */
export function useBoot(initial: BootState): BootState {
  const [state, setState] = useState<BootState>(initial)
  useEffect(() => {
    if (state.status !== 'loading') return
    let cancelled = false
    loadConfig().then(
      (config) => !cancelled && setState(decideBoot(config, detectHostOrigin()!)),
      (error: Error) => !cancelled && setState({ status: 'failed', message: error.message }),
    )
    return () => {
      cancelled = true
    }
  }, [state.status])
  return state
}
