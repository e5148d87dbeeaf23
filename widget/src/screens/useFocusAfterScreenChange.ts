import { useEffect, useState } from 'react'
import type { ScreenName } from './chooseScreen'

/**
 * When a screen replaces another, the control that had focus is gone: focus moves to the new
 * screen's heading, so keyboard and screen-reader users carry on from the top of it. Checked
 * after every render, acting only when focus was lost, so live updates never steal it. Focus is
 * never taken from the host page: it moves only while the visitor is in the widget, or when a
 * screen other than home opened (the visitor's or a host call's doing, a screen that needs them),
 * and never scrolls the page. The connect screen a visit opens on is no such screen: it is there
 * from the start, as the home is. A screen whose code loads on demand (the send form, a review)
 * has no heading on the render that chose it, and a panel of the home (Receive, Activity) is no
 * screen change here: focus goes to its heading when it shows, not left on the body, where
 * Firefox's next Tab leaves the widget.
 */
export function useFocusAfterScreenChange(screen: ScreenName): void {
  const [first] = useState(screen)
  const [left, setLeft] = useState(false)
  if (screen !== first && !left) setLeft(true)
  const quiet = screen === 'home' || screen === 'batchStatus' || (screen === 'connect' && !left)
  useEffect(() => {
    const lost = (): boolean => {
      const active = document.activeElement
      return !active || active === document.body || !document.contains(active)
    }
    // Whether the heading took the focus (false: the screen has none yet).
    const toHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('.frame-body h1')
      if (!heading) return false
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
      return true
    }
    let waiting = lost() && !(quiet && !document.hasFocus()) && !toHeading()
    // Later changes of the page: a screen whose code was still loading, or a panel of the home (Receive, Activity)
    // that took the place of the control the visitor was on. There focus moves only while it is in the widget.
    const observer = new MutationObserver(() => {
      if (lost() && (waiting || document.hasFocus())) waiting = !toHeading()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  })
}
