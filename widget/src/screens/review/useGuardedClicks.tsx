import { useRef, useState, type ReactNode } from 'react'
import type { ClickVerdict, ConfirmGuard } from '../../guard/useConfirmGuard'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/useT'

export type GuardedClicks = {
  /**
   * Click and focus handlers for a button that acts with `act` once the guard takes the click as the visitor's.
   * `withoutPointer`: what a key on a focus the host page may have given does instead of being refused (a keyboard
   * visitor with no pointer at all). That key may be a lured one, so it must send, sign and connect nothing by
   * itself: it opens the secure window, where the visitor confirms on their own (guard/secureWindow.ts), or for a
   * wallet choice does what a click does where that cannot connect alone (wallets/walletCapabilities.ts keyMayChoose).
   */
  handlers: (
    act: () => void,
    withoutPointer?: () => void,
  ) => {
    onClick: (event: React.MouseEvent) => void
    onPointerUp: () => void
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
 * When the last click or tap was told to wait (or had no click: see onPointerUp). The page's, as visitorFocus.ts's
 * record: a list that replaces another as the tap lands (the wallet's connect screen taking the shell's place) takes
 * the note over, so a tap answered on the screen that left is not left without a word on the one that came.
 */
let toldAt = 0

/** A click a screen refused in words of its own (EarlyConnectScreen: the secure window still loading). */
export const refusedNow = (): void => void (toldAt = Date.now())

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
  const [told, setTold] = useState<Exclude<ClickVerdict, 'confirm'> | undefined>(() => {
    const since = Date.now() - toldAt
    return since >= 0 && since < 1500 ? 'wait' : undefined
  })
  // Since when the button has held the focus: keys count only after the delay, on a focus the visitor's own.
  const keyFocusedSince = useRef<number | undefined>(undefined)
  // Whether a click followed the last press released on the button (see onPointerUp).
  const clicked = useRef(true)
  const tell = (verdict: ClickVerdict) => {
    if (verdict !== 'confirm') refusedNow()
    setTold(verdict === 'confirm' ? undefined : verdict)
  }
  return {
    state: guard.tracked ? (guard.reason ?? 'ready') : 'untracked',
    keyFocusedSince: () => keyFocusedSince.current,
    carryFocus: (button, since) => {
      button.focus({ preventScroll: true })
      // After focus(): its focus event, from no element (the old button is gone), has just cleared it.
      if (document.activeElement === button) keyFocusedSince.current = since
    },
    handlers: (act, withoutPointer) => ({
      onClick: (event) => {
        clicked.current = true
        const verdict = guard.tracked ? guard.judgeClick(event, keyFocusedSince.current) : 'confirm'
        if (verdict === 'keyNeedsPointer' && withoutPointer) return (tell('confirm'), withoutPointer())
        tell(verdict)
        if (verdict === 'confirm') act()
      },
      // A press released here whose click never comes: Chromium drops the click on a frame that has just moved or
      // resized (the widget's screen changed under the finger), and a tap that began on the list this one replaced
      // has none. Told as any early click, so no tap is ignored without a word.
      onPointerUp: () => {
        clicked.current = false
        setTimeout(() => clicked.current || tell('wait'), 300)
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
