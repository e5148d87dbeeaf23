import { useEffect, useRef, useState } from 'react'

/** How long the confirm button stays disabled after the review appears: no click lands on it by surprise. */
export const CONFIRM_DELAY_MS = 500

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Keeps the confirm button disabled while it could be clicked without the visitor seeing it:
 * for a moment after the review appears, and whenever the button is not fully visible. Where
 * the browser has IntersectionObserver v2, `trackVisibility` also catches the host page
 * covering the iframe, fading it (opacity) or transforming it; elsewhere the check is that the
 * button is on screen and the page is visible.
 */
export function useConfirmGuard(shownAt: number) {
  const ref = useRef<HTMLButtonElement>(null)
  // The review (its `shownAt`) the delay has run out for: a new review is never settled by an
  // old one's timer, not even for the one render before the effect below runs again.
  const [settledFor, setSettledFor] = useState<number | undefined>(undefined)
  const [visible, setVisible] = useState(false)
  const settled = settledFor === shownAt

  useEffect(() => {
    const wait = CONFIRM_DELAY_MS - (Date.now() - shownAt)
    if (wait > CONFIRM_DELAY_MS) return // not shown yet
    const timer = setTimeout(() => setSettledFor(shownAt), Math.max(wait, 0))
    return () => clearTimeout(timer)
  }, [shownAt])

  useEffect(() => {
    const button = ref.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const tracksVisibility = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1] as VisibilityEntry | undefined
        if (!entry) return
        const onScreen = entry.isIntersecting && entry.intersectionRatio >= 0.99
        setVisible(onScreen && (tracksVisibility ? entry.isVisible === true : true) && document.visibilityState === 'visible')
      },
      { threshold: [0, 0.99, 1], ...(tracksVisibility ? { trackVisibility: true, delay: 100 } : {}) } as IntersectionObserverInit,
    )
    observer.observe(button)
    const onVisibility = () => document.visibilityState !== 'visible' && setVisible(false)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  return { ref, enabled: settled && visible, reason: !visible ? 'hidden' : !settled ? 'settling' : undefined }
}
