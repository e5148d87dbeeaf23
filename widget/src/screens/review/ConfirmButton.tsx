import { useEffect, useRef, useState } from 'react'
import type { ConfirmGuard } from '../../guard/useConfirmGuard'
import { openSecureWindow, type SecureReview } from '../../guard/secureWindow'
import { useT } from '../../i18n/useT'

type Props = {
  guard: ConfirmGuard
  /** A review is on screen and not yet with the wallet. */
  confirmable: boolean
  /** Here, not in the secure window (which asks on its own): the review's checkbox is ticked where needed. */
  acknowledged: boolean
  signing: boolean
  label: string
  testId: string
  /** `acknowledged`: given in the secure window; undefined when confirmed here (the review's own checkbox). */
  onConfirm: (acknowledged?: boolean) => void
  /** The review for the secure window, where the browser cannot report visibility. */
  secureReview: () => SecureReview
  /** The visitor closed the secure window or cancelled there. */
  onSecureCancel: () => void
}

/**
 * The only button that sends or signs. Where the browser reports visibility it is the guarded
 * Confirm; elsewhere it opens the secure window, never an unguarded Confirm, not even when the
 * popup is blocked.
 */
export function ConfirmButton({ guard, confirmable, acknowledged, signing, label, testId, onConfirm, secureReview, onSecureCancel }: Props) {
  const t = useT()
  const [secure, setSecure] = useState<'idle' | 'open' | 'blocked'>('idle')
  const secureWindow = useRef<{ close: () => void } | undefined>(undefined)
  // A review that goes away (confirmed, rebuilt, cancelled) takes its secure window with it.
  useEffect(() => () => secureWindow.current?.close(), [])

  if (guard.tracked) {
    return (
      <button type="button" className="primary" disabled={!guard.enabled || !confirmable || !acknowledged} onClick={(event) => guard.allowsClick(event) && onConfirm()} data-testid={testId} data-guard={guard.reason ?? 'ready'}>
        {signing ? t('send.confirmInWallet') : label}
      </button>
    )
  }
  const openWindow = () => {
    const opened = openSecureWindow(secureReview(), {
      onConfirm: (acknowledged) => {
        setSecure('idle')
        onConfirm(acknowledged)
      },
      onCancel: () => {
        setSecure('idle')
        onSecureCancel()
      },
    })
    secureWindow.current = opened
    setSecure(opened ? 'open' : 'blocked')
  }
  return (
    <>
      <p className="muted">{t('guard.secureExplain')}</p>
      {secure === 'blocked' && (
        <p className="notice" role="alert" data-testid="secure-window-blocked">
          {t('guard.popupBlocked')}
        </p>
      )}
      <button type="button" className="primary" disabled={!confirmable || secure === 'open'} onClick={openWindow} data-testid={testId} data-guard="untracked">
        {signing ? t('send.confirmInWallet') : secure === 'open' ? t('guard.waiting') : t('guard.secureConfirm')}
      </button>
    </>
  )
}
