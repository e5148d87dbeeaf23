import { useCallback, useEffect, useRef, useState } from 'react'
import { detectLayout } from '../boot/layout'
import { CONFIRM_DELAY_MS, VisibilityClock } from './VisibilityClock'
import { judgePointer, notePointer, type PointerSeen } from './pointerSeen'
import { useRerenderAt } from './useRerenderAt'
import { visitorFocusSince, watchVisitorFocus } from './visitorFocus'

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/** What tells where the pointer is and when a finger came down (pointerout, apart, says it left). */
const POINTER_EVENTS = ['pointerover', 'pointermove', 'pointerdown'] as const

/** Whether this browser reports real visibility (IntersectionObserver v2): Chromium does; Firefox and Safari do not yet. */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
}

/**
 * What a click on Confirm gets: it confirms, or the visitor is told why it waits (the next click counts); a key on a
 * focus the host page gave (`keyNeedsPointer`) is told to click or tap inside the widget first.
 */
export type ClickVerdict = 'confirm' | 'wait' | 'keyTooSoon' | 'keyNeedsPointer'

export type ConfirmGuard = {
  /**
   * The whole review: the region that must be seen, not only its button. A callback ref: a screen may
   * mount that region after the guard (the connect screen shows "connecting" first when a choice made
   * before the wallet's code is carried out), and the region is watched from whenever it is there.
   */
  ref: (region: HTMLElement | null) => void
  enabled: boolean
  /**
   * Judges a click when it arrives (the armed state can trail the browser's reports by a frame): a
   * mouse click counts only from a pointer that has rested in the widget for the delay and whose
   * iframe has not moved under it; a tap (touch or pen), only from a finger that came down on a
   * review already seen whole for the delay; a key (`detail` 0), only on a Confirm focused (`keyFocusedSince`)
   * for the delay, after the visitor's own pointer or finger came down in the widget and while the widget kept
   * the focus since (visitorFocus.ts). Anything else is told to wait, never dropped silently.
   */
  judgeClick: (event: { detail: number }, keyFocusedSince: number | undefined) => ClickVerdict
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
 *
 * Stays one hook, its two effects written inline (each counts toward itself: the hook's own lines are 40): split
 * into hooks of their own, they cost the first paint 20 to 45 B gzip (tests/size), which it has none to spare.
 */
export function useConfirmGuard(shownAt: number | undefined): ConfirmGuard {
  const [region, setRegion] = useState<HTMLElement | null>(null)
  const ref = useCallback((element: HTMLElement | null) => setRegion(element), [])
  const [clock] = useState(() => new VisibilityClock())
  const [, rerender] = useState(0)
  const tooTall = useTooTallToSee(region)
  // A review that can never be seen whole (a long batch) goes to the secure window, as where the
  // browser cannot report visibility: never to an unguarded Confirm.
  const tracked = tracksVisibility() && !tooTall

  useEffect(() => {
    if (!region || !tracked) return
    const changed = () => rerender((n) => n + 1)
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1] as VisibilityEntry | undefined
        if (!entry) return
        clock.report(
          entry.isIntersecting &&
            entry.intersectionRatio >= 0.999 &&
            entry.isVisible === true &&
            document.visibilityState === 'visible',
          Date.now(),
        )
        changed()
      },
      { threshold: [0, 0.999, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(region)
    const interrupt = () => {
      clock.interrupt(Date.now())
      changed()
    }
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') clock.report(false, Date.now())
      else {
        // Back from another tab: the observer reports only changes, and nothing changed for it;
        // observing afresh asks for a new report, so Confirm does not stay disabled for good.
        observer.unobserve(region)
        observer.observe(region)
      }
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
  }, [clock, tracked, region])

  // Where the pointer is: since when it has been in the widget, and where the iframe sat on
  // screen (screenX − clientX) when it last moved. A host that slides the iframe under a still
  // cursor, or lures a double click and moves the iframe between the two, is seen here, as
  // IntersectionObserver v2 counts a moved iframe as visible. A finger or a pen has no cursor that
  // rests: what a tap is judged by is the moment it came down (`lastDown`).
  const pointer = useRef<PointerSeen>({})
  useEffect(() => {
    watchVisitorFocus()
    const onPointer = (event: PointerEvent) => {
      const now = Date.now()
      if (notePointer(pointer.current, event, now)) {
        clock.interrupt(now)
        rerender((n) => n + 1)
      }
    }
    const onLeave = (event: PointerEvent) => {
      if (event.relatedTarget === null) pointer.current.insideSince = undefined
    }
    const options = { capture: true, passive: true }
    for (const type of POINTER_EVENTS) document.addEventListener(type, onPointer, options)
    document.addEventListener('pointerout', onLeave, options)
    return () => {
      for (const type of POINTER_EVENTS) document.removeEventListener(type, onPointer, options)
      document.removeEventListener('pointerout', onLeave, options)
    }
  }, [clock])

  const readyAt = shownAt === undefined ? undefined : clock.readyAt(shownAt)
  useRerenderAt(readyAt)

  // A click or tap told to wait starts the wait again (a key's, apart, is judged by its focus): a host luring a
  // stream of clicks ("as fast as you can") onto where Confirm shows never reaches it armed; a visitor's click after
  // a rest does.
  const judgeClick = (event: { detail: number }, keyFocusedSince: number | undefined): ClickVerdict => {
    const verdict = judgeNow(event, keyFocusedSince)
    if (verdict === 'wait' && event.detail !== 0) {
      clock.interrupt(Date.now())
      rerender((n) => n + 1)
    }
    return verdict
  }
  const judgeNow = (event: { detail: number }, keyFocusedSince: number | undefined): ClickVerdict => {
    const now = Date.now()
    const ready = tracked && shownAt !== undefined && (clock.readyAt(shownAt) ?? Infinity) <= now
    if (!ready) return 'wait'
    // Enter or Space: only on a focus that is the visitor's. The host page can give the iframe focus (iframe.focus(),
    // or a Tab out of its own field) and then ask for keys, "Tab, Tab, Enter": every Tab after it moves a focus the
    // host gave. So a key counts only on a Confirm focused after the visitor's own pointer or finger came down in the
    // widget, the widget keeping the focus since, and held there for the delay (no key right after focus).
    if (event.detail === 0) {
      const visitorSince = visitorFocusSince()
      if (visitorSince === undefined || (keyFocusedSince !== undefined && keyFocusedSince < visitorSince))
        return 'keyNeedsPointer'
      return keyFocusedSince !== undefined && now - keyFocusedSince >= CONFIRM_DELAY_MS ? 'confirm' : 'keyTooSoon'
    }
    // A tap: the finger came down on a review already seen whole for the delay, and nothing interrupted it since
    // (readyAt moves forward on every interruption), so a tap lured onto a review that just appeared does not count.
    return judgePointer(pointer.current, clock.readyAt(shownAt)!, now)
  }
  if (!tracked) return { ref, enabled: false, reason: 'untracked', tracked, judgeClick }
  if (readyAt === undefined) return { ref, enabled: false, reason: 'hidden', tracked, judgeClick }
  if (readyAt > Date.now()) return { ref, enabled: false, reason: 'settling', tracked, judgeClick }
  return { ref, enabled: true, tracked, judgeClick }
}

/**
 * Whether the review region is taller than the viewport it is seen in, so that it can never be
 * fully visible: known in the modal layout, where the iframe fills the page's viewport. Inline, the
 * iframe grows with its content and the page's viewport is not the widget's to know (nor is the
 * screen's size a safe bound: headless and zoomed browsers report other sizes), so there the host's
 * layout decides and the review is kept to fit (a long batch lists its calls compactly).
 */
function useTooTallToSee(region: HTMLElement | null): boolean {
  const [tooTall, setTooTall] = useState(false)
  useEffect(() => {
    if (!region || typeof ResizeObserver === 'undefined' || detectLayout() !== 'modal') return
    const check = () => setTooTall(region.getBoundingClientRect().height > innerHeight)
    const observer = new ResizeObserver(check)
    observer.observe(region)
    addEventListener('resize', check)
    return () => {
      observer.disconnect()
      removeEventListener('resize', check)
    }
  }, [region])
  return tooTall
}
