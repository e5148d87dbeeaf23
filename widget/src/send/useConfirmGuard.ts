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
  const [settled, setSettled] = useState(() => Date.now() - shownAt >= CONFIRM_DELAY_MS)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const wait = CONFIRM_DELAY_MS - (Date.now() - shownAt)
    setSettled(wait <= 0)
    if (wait <= 0) return
    const timer = setTimeout(() => setSettled(true), wait)
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
