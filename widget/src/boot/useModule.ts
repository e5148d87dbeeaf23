import { useEffect, useState } from 'react'

/** The longest a module imported when idle waits for an idle moment. */
const IDLE_WAIT_MS = 1000

/** A module imported once `wanted`, when the page is idle after the render that wanted it, and its failure. */
export function useImported<M>(load: () => Promise<M>, wanted: boolean): { module?: M; error?: unknown } {
  const [state, setState] = useState<{ module?: M; error?: unknown }>({})
  useEffect(() => {
    if (!wanted) return
    let live = true
    const cancel = whenIdle(() =>
      load().then(
        (module) => live && setState({ module }),
        (error: unknown) => live && setState({ error }),
      ),
    )
    return () => {
      live = false
      cancel()
    }
  }, [load, wanted])
  return state
}

/**
 * `run` once the page is idle (the browser has no input or frame to handle; at most a second on), or
 * right after this task where the browser has no idle callbacks (WebKit). Returns its cancel.
 */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
