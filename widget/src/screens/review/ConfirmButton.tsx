import { useEffect, useRef, useState } from 'react'
import type { ConfirmPath } from '../../guard/confirmPath'
import type { ConfirmGuard } from '../../guard/useConfirmGuard'
import { openSecureWindow, type SecureReview } from '../../guard/secureWindow'
import { useT } from '../../i18n/useT'
import { useGuardedClicks } from './useGuardedClicks'
import type { CeremonyWindow } from '../../windowChannel/ceremony'

type Props = {
  guard: ConfirmGuard
  /** Where this review is confirmed, by what a forged click could cost (guard/confirmPath.ts). */
  path: ConfirmPath
  /**
   * The connected wallet asks for its passkey in a window (wallets/reviewWindows.ts): every review
   * then goes to the secure window, and this hands that window, confirmed, to the wallet for the passkey.
   */
  walletWindow: ((window: CeremonyWindow) => void) | undefined
  /** A review is on screen and not yet with the wallet. */
  confirmable: boolean
  /**
   * The review's checkbox here is ticked where needed. The secure window asks again on its own: a host
   * could lure a click onto this one, never onto that one.
   */
  acknowledged: boolean
  signing: boolean
  label: string
  testId: string
  /**
   * `acknowledged`: given in the secure window; undefined when confirmed here (the review's own checkbox).
   * Settles once the wallet has answered: a secure window kept for the wallet's passkey closes then.
   */
  onConfirm: (acknowledged?: boolean) => Promise<void> | void
  /** The review for the secure window. */
  secureReview: () => SecureReview
  /** The visitor closed the secure window or cancelled there. */
  onSecureCancel: () => void
}

/**
 * The only button that sends or signs. In the frame it is the guarded Confirm, for the reviews whose
 * path is `frame` where the browser reports visibility and the wallet signs in the frame; every other
 * review opens the secure window, never an unguarded Confirm, not even when the popup is blocked. A
 * wallet that asks for its passkey in a window asks in that one, after its Confirm: this button never
 * opens a window that asks for a signature without the review. A click that comes before the
 * guard is armed is not dropped silently: a note under the button says why it waits, and the next click counts.
 */
export function ConfirmButton({
  guard,
  path,
  walletWindow,
  confirmable,
  acknowledged,
  signing,
  label,
  testId,
  onConfirm,
  secureReview,
  onSecureCancel,
}: Props) {
  const t = useT()
  const { secure, openWindow } = useSecureWindow({ walletWindow, onConfirm, secureReview, onSecureCancel })
  const clicks = useGuardedClicks(guard, 'guard.checking')
  const armed = guard.enabled

  // A key on a focus that may be the host's (no pointer of the visitor's came down in the widget since it got the
  // focus: a visitor with no pointer at all, or a lured key) opens the secure window rather than being refused. The
  // window is the guard: it shows the same review where no site can focus or cover it, and takes its own key.
  if (guard.tracked && path === 'frame' && !walletWindow && secure !== 'open') {
    return (
      <>
        {/* The label never changes with the guard: a longer one wraps on a phone, the widget grows, the
            iframe's resize restarts the guard, and it would never settle. The reason shows on a refused click. */}
        <button
          type="button"
          className="primary"
          disabled={!confirmable || !acknowledged}
          aria-disabled={!armed}
          {...clicks.handlers(() => void onConfirm(), openWindow)}
          data-testid={testId}
          data-guard={clicks.state}
        >
          {signing ? t('send.confirmInWallet') : label}
        </button>
        {secure === 'blocked' && <PopupBlocked />}
        {clicks.note}
      </>
    )
  }

  return (
    <SecureWindowButton
      secure={secure}
      open={openWindow}
      disabled={!confirmable || !acknowledged}
      signing={signing}
      testId={testId}
      guardState={clicks.state}
      path={walletWindow ? 'wallet' : 'secure'}
    />
  )
}

/** The button that opens the secure window (again, where the browser blocked it), and why a window. */
function SecureWindowButton({
  secure,
  open,
  disabled,
  signing,
  testId,
  guardState,
  path,
}: {
  secure: 'idle' | 'open' | 'blocked'
  open: () => void
  disabled: boolean
  signing: boolean
  testId: string
  guardState: string
  path: 'wallet' | 'secure'
}) {
  const t = useT()
  const idleLabel = secure === 'blocked' ? t('guard.popupRetry') : t('guard.secureConfirm')
  return (
    <>
      <p className="muted">{t('guard.secureExplain')}</p>
      {secure === 'blocked' && <PopupBlocked />}
      <button
        type="button"
        className="primary"
        disabled={disabled || secure === 'open'}
        onClick={open}
        data-testid={testId}
        data-guard={guardState}
        data-path={path}
      >
        {signing ? t('send.confirmInWallet') : secure === 'open' ? t('guard.waiting') : idleLabel}
      </button>
    </>
  )
}

/** Said where the browser blocked the secure window: never an unguarded Confirm in its place. */
function PopupBlocked() {
  const t = useT()
  return (
    <p className="notice" role="alert" data-testid="secure-window-blocked">
      {t('guard.popupBlocked')}
    </p>
  )
}

/**
 * The secure window a review is confirmed in: open, blocked (the browser refused the popup), or not yet. A review
 * that goes away (confirmed, rebuilt, cancelled) takes its window with it, but for one handed to the wallet.
 */
function useSecureWindow({
  walletWindow,
  onConfirm,
  secureReview,
  onSecureCancel,
}: Pick<Props, 'walletWindow' | 'onConfirm' | 'secureReview' | 'onSecureCancel'>) {
  const [secure, setSecure] = useState<'idle' | 'open' | 'blocked'>('idle')
  const secureWindow = useRef<{ close: () => void } | undefined>(undefined)
  useEffect(() => () => secureWindow.current?.close(), [])
  // Opening the window needs no armed review here: the window is the guard. A lured click can only show
  // the visitor the true review in a window of ours, and a long review (a batch, any review on a phone)
  // that never fits the host's viewport whole must still be confirmable.
  const openWindow = () => {
    const review = secureReview()
    const opened = openSecureWindow(walletWindow ? { ...review, passkey: true } : review, {
      onConfirm: (acknowledged, passkey) => {
        setSecure('idle')
        if (!walletWindow || !passkey) return void onConfirm(acknowledged)
        // Handed to the wallet with the request, the window outlives this button (the review is redrawn
        // while it signs) and closes once the wallet has answered, whatever it answered.
        secureWindow.current = undefined
        walletWindow(passkey)
        void Promise.resolve(onConfirm(acknowledged)).finally(() => opened?.close())
      },
      onCancel: () => {
        setSecure('idle')
        onSecureCancel()
      },
    })
    secureWindow.current = opened
    setSecure(opened ? 'open' : 'blocked')
  }
  return { secure, openWindow }
}
