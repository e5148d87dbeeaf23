import { useEffect, useRef, useState } from 'react'
import { useRerenderAt } from '../guard/useRerenderAt'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { judgePointer, notePointer, type PointerSeen } from '../guard/pointerSeen'
import type { WalletKey } from '../i18n/wallet/en'
import { CONFIRM_DELAY_MS, VisibilityClock } from '../guard/VisibilityClock'
import type { KeyPress } from './keyPress'

/** The secure window's wait: since when it has been armed, and the wait started over (a refused click). */
export type SettledWindow = {
  /** When Confirm may take a click; undefined while the window is hidden or has not the focus. */
  readyAt: number | undefined
  restart: (now: number) => void
}

/**
 * The secure window's own wait: Confirm arms once the window has been visible for the delay without
 * interruption; losing focus (another window stacked over it) or being hidden disarms it until both
 * are back for the whole delay, and a resize, or a click it refused, starts the wait again. No host
 * page can cover this window, but another window could.
 */
export function useSettledWindow(): SettledWindow {
  const [clock] = useState(() => new VisibilityClock())
  const [readyAt, setReadyAt] = useState<number | undefined>(undefined)
  const [restart] = useState(() => (now: number) => {
    clock.interrupt(now)
    setReadyAt(clock.readyAt(0))
  })
  useEffect(() => {
    const update = () => setReadyAt(clock.readyAt(0))
    const report = () => {
      clock.report(document.visibilityState === 'visible' && document.hasFocus(), Date.now())
      update()
    }
    // Losing focus disarms until focus is back: the visitor is looking at another window (one may be
    // stacked over this one), and re-arming on a timer alone would arm it while they look elsewhere.
    const blurred = () => {
      clock.report(false, Date.now())
      update()
    }
    const resized = () => restart(Date.now())
    report()
    addEventListener('blur', blurred)
    addEventListener('focus', report)
    addEventListener('resize', resized)
    document.addEventListener('visibilitychange', report)
    return () => {
      removeEventListener('blur', blurred)
      removeEventListener('focus', report)
      removeEventListener('resize', resized)
      document.removeEventListener('visibilitychange', report)
    }
  }, [clock, restart])
  useRerenderAt(readyAt)
  return { readyAt, restart }
}

/**
 * The secure window's judgement of a click, by the frame's rules (guard/pointerSeen.ts), in an armed window: a mouse
 * click only from a pointer at rest on Confirm for the delay (`pointer`: what Confirm has seen of it), a tap only from
 * a finger that came down after the window armed. A refused click starts the wait again, so a lured run of clicks
 * ("double-click here"), begun as the window opened over the pointer, never reaches an armed Confirm. A key (Enter,
 * Space: `detail` 0) counts only on a Confirm that had held the focus for the delay when the key went down, and never
 * from a held key, so a key meant for what had the focus a moment before (the page the visitor was typing in, as
 * the window opened over it), or one held since, confirms nothing. A click with no key behind it (a screen reader's
 * press) counts once Confirm has held the focus for the delay. A refused click is told why, never dropped silently.
 */
export function windowGuard(
  settledWindow: SettledWindow,
  pointer: () => PointerSeen,
  focusedAt: () => number | undefined,
  keyPress: (now: number) => KeyPress | undefined = () => undefined,
): ConfirmGuard {
  const settled = settledWindow.readyAt !== undefined && settledWindow.readyAt <= Date.now()
  return {
    ref: () => {},
    enabled: settled,
    tracked: true,
    ...(settled ? {} : { reason: 'settling' as const }),
    judgeClick: (event) => {
      const now = Date.now()
      const readyAt = settledWindow.readyAt
      const armed = readyAt !== undefined && readyAt <= now
      if (event.detail === 0) {
        if (!armed) return 'wait'
        const since = focusedAt()
        const press = keyPress(now)
        if (since === undefined || press?.held) return 'keyTooSoon'
        return (press?.at ?? now) - since >= CONFIRM_DELAY_MS ? 'confirm' : 'keyTooSoon'
      }
      const seen = pointer()
      if (armed && judgePointer(seen, readyAt, now) === 'confirm') return 'confirm'
      settledWindow.restart(now)
      // A pointer still on Confirm rests again from now.
      if (seen.insideSince !== undefined) seen.insideSince = now
      return 'wait'
    },
  }
}

/** What Confirm reports of the pointer to the window's guard, as React handlers for it. */
type PointerHandlers = Pick<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'onPointerOver' | 'onPointerMove' | 'onPointerDown' | 'onPointerLeave'
>

/**
 * The secure window's guard over its Confirm: the window's wait, what Confirm has seen of the pointer (`handlers`, for
 * the button), and the words for a refused click (`refusal`): a mouse is asked to rest on Confirm, a finger to tap
 * again after a moment, and a click with no pointer (a screen reader's press before the window armed) to try again.
 */
export function useWindowGuard(
  focusedAt: () => number | undefined,
  keyPress: (now: number) => KeyPress | undefined,
): { guard: ConfirmGuard; handlers: PointerHandlers; refusal: WalletKey } {
  const settledWindow = useSettledWindow()
  const pointer = useRef<PointerSeen>({})
  const [refusal, setRefusal] = useState<WalletKey>('guard.checking')
  const seen = (event: React.PointerEvent) => {
    const now = Date.now()
    if (notePointer(pointer.current, event.nativeEvent, now)) settledWindow.restart(now)
  }
  const guard = windowGuard(settledWindow, () => pointer.current, focusedAt, keyPress)
  return {
    guard: {
      ...guard,
      judgeClick: (event, keyFocusedSince) => {
        const verdict = guard.judgeClick(event, keyFocusedSince)
        // A key or a screen reader's press before the window armed has no pointer to rest: it is told to try again.
        const down = event.detail === 0 ? undefined : pointer.current.lastDown
        if (verdict === 'wait')
          setRefusal(!down ? 'guard.checking' : down.type === 'mouse' ? 'secure.restPointer' : 'secure.tapTooSoon')
        return verdict
      },
    },
    handlers: {
      onPointerOver: seen,
      onPointerMove: seen,
      onPointerDown: seen,
      onPointerLeave: () => void (pointer.current.insideSince = undefined),
    },
    refusal,
  }
}
