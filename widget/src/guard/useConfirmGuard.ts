import { useEffect, useRef, useState } from 'react'
import { VisibilityClock } from './VisibilityClock'

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/** Whether this browser reports real visibility (IntersectionObserver v2): Chromium does; Firefox and Safari do not yet. */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
}

export type ConfirmGuard = {
  /** The whole review: the region that must be seen, not only its button. */
  ref: React.RefObject<HTMLElement | null>
  enabled: boolean
  /** Why Confirm is disabled: not fully visible, or not yet seen for long enough. */
  reason?: 'hidden' | 'settling' | 'untracked'
  /** False where the browser cannot report visibility: the review must be confirmed in the secure window. */
  tracked: boolean
}

/**
 * The click must be the visitor's: Confirm is enabled only once the whole review region has been
 * fully visible for CONFIRM_DELAY_MS without interruption, as IntersectionObserver v2
 * (`trackVisibility`) reports it: covered, faded, transformed, moved or cropped by the host page
 * all count as not visible. Any such report, a resize of the iframe, the widget window losing
 * focus or the page being hidden starts the wait again. `shownAt` undefined: no review yet.
 */
export function useConfirmGuard(shownAt: number | undefined): ConfirmGuard {
  const ref = useRef<HTMLElement | null>(null)
  const [clock] = useState(() => new VisibilityClock())
  const [, rerender] = useState(0)
  const tracked = tracksVisibility()

  useEffect(() => {
    const region = ref.current
    if (!region || !tracked) return
    const changed = () => rerender((n) => n + 1)
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1] as VisibilityEntry | undefined
        if (!entry) return
        clock.report(entry.isIntersecting && entry.intersectionRatio >= 0.99 && entry.isVisible === true && document.visibilityState === 'visible', Date.now())
        changed()
      },
      { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(region)
    const interrupt = () => {
      clock.interrupt(Date.now())
      changed()
    }
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') clock.report(false, Date.now())
      changed()
    }
    addEventListener('blur', interrupt)
    addEventListener('resize', interrupt)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      removeEventListener('blur', interrupt)
      removeEventListener('resize', interrupt)
      document.removeEventListener('visibilitychange', onVisibility)
      clock.report(false, Date.now())
    }
  }, [clock, tracked])

  const readyAt = shownAt === undefined ? undefined : clock.readyAt(shownAt)
  useEffect(() => {
    const wait = readyAt === undefined ? 0 : readyAt - Date.now()
    if (wait <= 0) return
    const timer = setTimeout(() => rerender((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [readyAt])

  if (!tracked) return { ref, enabled: false, reason: 'untracked', tracked }
  if (readyAt === undefined) return { ref, enabled: false, reason: 'hidden', tracked }
  if (readyAt > Date.now()) return { ref, enabled: false, reason: 'settling', tracked }
  return { ref, enabled: true, tracked }
}
