import type { ApprovalMethod } from '../../../protocol/parseApprovalRequest'
import type { WalletInfo } from '../../../protocol/types'
import type { ApprovalReviewModel } from '../review/buildApprovalReview'
import type { PreparedTransfer } from '../send/prepareSend'
import { SECURE_WINDOW_HASH } from '../boot/windowPages'
import { watchWindowClosed } from '../state/watchWindowClosed'
import { parseLook, readLook, type Look } from '../theme/look'

/** What the secure window shows: the very model the embedded review renders. */
export type SecureReview = {
  hostOrigin: string
  locale: string
  needsAcknowledgement: boolean
  /** The connected wallet's name when it is reached through the host page. */
  relayedWallet?: string
  content:
    | { kind: 'send'; send: PreparedTransfer; requestedBy?: string }
    | { kind: 'approval'; method: ApprovalMethod; review: ApprovalReviewModel; byWallet?: true }
    /** Connecting a wallet that answers at once: the site will see its address (guard/askConnectConsent.ts). */
    | { kind: 'connect'; wallet: WalletInfo }
}

/** Between the widget iframe and the secure window, both on the widget origin. */
export type SecureWindowMessage =
  | { type: 'ready' }
  /** The review, and the look the widget wears: the window shows the same wallet, in the host's theme. */
  | { type: 'review'; review: SecureReview; look: Look }
  | { type: 'confirm'; acknowledged: boolean }
  | { type: 'cancel' }

/** A message of the other side: only its `type`, `acknowledged`, `review` and `look` are read; anything else is not ours. */
export function readSecureWindowMessage(data: unknown): SecureWindowMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, acknowledged, review, look } = data as Record<string, unknown>
  if (type === 'ready' || type === 'cancel') return { type }
  if (type === 'confirm') return { type, acknowledged: acknowledged === true }
  if (type === 'review' && typeof review === 'object' && review !== null)
    return { type, review: review as SecureReview, look: parseLook(look) }
  return undefined
}

export type SecureWindowHandlers = { onConfirm: (acknowledged: boolean) => void; onCancel: () => void }

/**
 * Opens the secure window for `review`, on this click (a popup needs the visitor's activation),
 * and waits for its answer. Only the window this call opened, on the widget's own origin, is
 * listened to: the host page can neither answer for it nor feed it a review (it checks that its
 * opener is on the widget origin too). Closing it is a cancel. Returns undefined when the browser
 * blocked the popup; `close()` ends it from the widget's side without a cancel (a rebuilt review).
 */
export function openSecureWindow(
  review: SecureReview,
  handlers: SecureWindowHandlers,
): { close: () => void } | undefined {
  const url = new URL(location.href)
  url.hash = SECURE_WINDOW_HASH
  const popup = window.open(url.href, '_blank', 'popup,width=460,height=760')
  if (!popup) return undefined
  let open = true
  const finish = () => {
    open = false
    stopWatching()
    removeEventListener('message', onMessage)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== location.origin) return
    const message = readSecureWindowMessage(event.data)
    if (message?.type === 'ready')
      popup.postMessage({ type: 'review', review, look: readLook() } satisfies SecureWindowMessage, location.origin)
    if (message?.type === 'confirm' || message?.type === 'cancel') {
      finish()
      if (message.type === 'confirm') handlers.onConfirm(message.acknowledged)
      else handlers.onCancel()
    }
  }
  // A window closed by the visitor sends nothing: its being closed is the answer.
  const stopWatching = watchWindowClosed(popup, () => {
    if (!open) return
    finish()
    handlers.onCancel()
  })
  addEventListener('message', onMessage)
  return {
    close: () => {
      if (!open) return
      finish()
      popup.close()
    },
  }
}
