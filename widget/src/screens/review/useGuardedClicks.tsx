import { useRef, useState, type ReactNode } from 'react'
import type { ClickVerdict, ConfirmGuard } from '../../guard/useConfirmGuard'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/useT'

export type GuardedClicks = {
  /** Click and focus handlers for a button that acts with `act` once the guard takes the click as the visitor's. */
  handlers: (act: () => void) => {
    onClick: (event: React.MouseEvent) => void
    onFocus: (event: React.FocusEvent) => void
    onBlur: () => void
  }
  /** Since when the focused button has held the focus (undefined: it has none). */
  keyFocusedSince: () => number | undefined
  /**
   * Focuses `button`, which takes over the focus another list's button held since `since` (that button
   * left the page under the focus): a key counts from then, not from now.
   */
  carryFocus: (button: HTMLElement, since: number | undefined) => void
  /** The guard's state, for the button's `data-guard`: `ready`, `settling`, `hidden` or `untracked`. */
  state: string
  /** Why the last click was refused, or nothing: a click is never dropped silently. */
  note: ReactNode
}

/**
 * A button's side of the confirm guard: where the browser reports visibility, a click counts only as
 * `guard.judgeClick` says (the region seen whole for the delay, from a pointer that rested, a finger
 * that came down after, or a key on a button focused from inside the widget), and a refused click
 * says why in the words of what it guards (`checking`: a list's choice by default, a review's Confirm passes
 * its own), the next one counting. Where it cannot report visibility, clicks act as they come: the
 * caller sends what could hurt the visitor to the secure window instead (guard/confirmPath.ts).
 */
export function useGuardedClicks(guard: ConfirmGuard, checking: MessageKey = 'guard.checkingChoice'): GuardedClicks {
  const t = useT()
  const [told, setTold] = useState<Exclude<ClickVerdict, 'confirm'> | undefined>(undefined)
  // Since when the button has held the focus: keys count only after the delay, on a focus the visitor's own.
  const keyFocusedSince = useRef<number | undefined>(undefined)
  const tell = (verdict: ClickVerdict) => setTold(verdict === 'confirm' ? undefined : verdict)
  return {
    state: guard.tracked ? (guard.reason ?? 'ready') : 'untracked',
    keyFocusedSince: () => keyFocusedSince.current,
    carryFocus: (button, since) => {
      button.focus({ preventScroll: true })
      // After focus(): its focus event, from no element (the old button is gone), has just cleared it.
      if (document.activeElement === button) keyFocusedSince.current = since
    },
    handlers: (act) => ({
      onClick: (event) => {
        const verdict = guard.tracked ? guard.judgeClick(event, keyFocusedSince.current) : 'confirm'
        tell(verdict)
        if (verdict === 'confirm') act()
      },
      // Whether the focus is the visitor's or one the host page gave (iframe.focus(), a Tab out of a host field, and
      // every Tab after either) is the guard's to judge (visitorFocus.ts): here, only since when the button has it.
      onFocus: () => (keyFocusedSince.current = Date.now()),
      onBlur: () => (keyFocusedSince.current = undefined),
    }),
    note: told && (
      <p className="muted" role="status" data-testid="confirm-wait">
        {t(
          told === 'keyTooSoon' ? 'guard.keyTooSoon' : told === 'keyNeedsPointer' ? 'guard.keyNeedsPointer' : checking,
        )}
      </p>
    ),
  }
}
