import { useEffect, useState } from 'react'
import { useRerenderAt } from '../guard/useRerenderAt'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { CONFIRM_DELAY_MS, VisibilityClock } from '../guard/VisibilityClock'
import type { KeyPress } from './keyPress'

/**
 * The secure window's own guard: Confirm waits until the window has been visible for the delay
 * without interruption; losing focus (another window stacked over it) or being hidden disarms it
 * until both are back for the whole delay, and a resize starts the wait again. No host page can
 * cover this window, but another window could.
 */
export function useSettledWindow(): boolean {
  const [clock] = useState(() => new VisibilityClock())
  const [readyAt, setReadyAt] = useState<number | undefined>(undefined)
  useEffect(() => {
    const update = () => setReadyAt(clock.readyAt(0))
    const report = () => {
      clock.report(document.visibilityState === 'visible' && document.hasFocus(), Date.now())
      update()
    }
    const interrupt = () => {
      clock.interrupt(Date.now())
      update()
    }
    // Losing focus disarms until focus is back: the visitor is looking at another window (one may be
    // stacked over this one), and re-arming on a timer alone would arm it while they look elsewhere.
    const blurred = () => {
      clock.report(false, Date.now())
      update()
    }
    report()
    addEventListener('blur', blurred)
    addEventListener('focus', report)
    addEventListener('resize', interrupt)
    document.addEventListener('visibilitychange', report)
    return () => {
      removeEventListener('blur', blurred)
      removeEventListener('focus', report)
      removeEventListener('resize', interrupt)
      document.removeEventListener('visibilitychange', report)
    }
  }, [clock])
  useRerenderAt(readyAt)
  return readyAt !== undefined && readyAt <= Date.now()
}

/**
 * The secure window's judgement of a click, in the shape the in-frame guard has: a pointer or a tap counts
 * once the window has settled (no host page can script or cover this window); a key (Enter, Space: `detail`
 * 0) counts, as in the frame, only on a Confirm that had held the focus for the delay when the key went down,
 * and never from a held key, so a key meant for what had the focus a moment before (the page the visitor was
 * typing in, as the window opened over it), or one held since, confirms nothing. A click with no key behind it
 * (a screen reader's press) counts once Confirm has held the focus for the delay. Before that the click is told
 * to wait, never dropped silently.
 */
export function windowGuard(
  settled: boolean,
  focusedAt: () => number | undefined,
  keyPress: (now: number) => KeyPress | undefined = () => undefined,
): ConfirmGuard {
  return {
    ref: () => {},
    enabled: settled,
    tracked: true,
    ...(settled ? {} : { reason: 'settling' as const }),
    judgeClick: (event) => {
      if (!settled) return 'wait'
      if (event.detail !== 0) return 'confirm'
      const since = focusedAt()
      const now = Date.now()
      const press = keyPress(now)
      if (since === undefined || press?.held) return 'keyTooSoon'
      return (press?.at ?? now) - since >= CONFIRM_DELAY_MS ? 'confirm' : 'keyTooSoon'
    },
  }
}
