import type { ApprovalMethod } from '../../../protocol/parseApprovalRequest'
import type { WalletInfo } from '../../../protocol/types'
import type { ApprovalReviewModel } from '../review/buildApprovalReview'
import type { PreparedTransfer } from '../send/prepareSend'
import { SECURE_WINDOW_HASH } from '../boot/windowPages'
import { readLook } from '../theme/look'
import { credentialOf, type CeremonyRequest, type CeremonyWindow, type CredentialData } from '../windowChannel/ceremony'
import { openWindowChannel, type WindowChannel } from '../windowChannel/openWindowChannel'

/** What the secure window shows: the very model the embedded review renders. */
export type SecureReview = {
  hostOrigin: string
  locale: string
  needsAcknowledgement: boolean
  /** The connected wallet's name when it is reached through the host page. */
  relayedWallet?: string
  /** The wallet asks for its passkey in this window after Confirm, under this review. */
  passkey?: true
  content:
    | { kind: 'send'; send: PreparedTransfer; requestedBy?: string }
    | { kind: 'approval'; method: ApprovalMethod; review: ApprovalReviewModel; byWallet?: true }
    /** Connecting a wallet that answers at once: the site will see its address (guard/askConnectConsent.ts). */
    | { kind: 'connect'; wallet: WalletInfo }
}

export type SecureWindowHandlers = {
  /** `passkey`: for a review with `passkey`, the window itself, lent for that request's ceremony. */
  onConfirm: (acknowledged: boolean, passkey?: CeremonyWindow) => void
  onCancel: () => void
}

/**
 * Opens the secure window for `review`, on this click (a popup needs the visitor's activation),
 * and waits for its answer, through the one window channel (windowChannel/openWindowChannel.ts): only the window
 * this call opened, on the widget's own origin, is heard. Closing it before Confirm is a cancel. A review
 * with `passkey` keeps its window after Confirm, still showing the review, for the passkey of that very
 * request. Returns undefined when the browser blocked the popup; `close()` ends it from the widget's
 * side without a cancel (a rebuilt review, a request that ended).
 */
export function openSecureWindow(
  review: SecureReview,
  handlers: SecureWindowHandlers,
): { close: () => void } | undefined {
  let confirmed = false
  // No ceremony once the window is gone or had its one: it would wait for an answer that never comes.
  let ended = false
  let pending: { resolve: (credential: CredentialData) => void; reject: (error: Error) => void } | undefined
  const closedError = () => Object.assign(new Error('the secure window was closed'), { name: 'NotAllowedError' })
  const channel = openWindowChannel({
    hash: SECURE_WINDOW_HASH,
    features: 'popup,width=460,height=760',
    greeting: () => ({ type: 'review', review, look: readLook() }),
    onMessage: (message, channel) => {
      if (message.type === 'cancel' && !confirmed) {
        channel.finish()
        handlers.onCancel()
      }
      if (message.type === 'confirm' && !confirmed) {
        confirmed = true
        if (!review.passkey) {
          channel.finish()
          return handlers.onConfirm(message.acknowledged)
        }
        handlers.onConfirm(message.acknowledged, { run: (request) => ceremony(request, channel) })
      }
      if ((message.type === 'result' || message.type === 'failed') && pending) {
        const { resolve, reject } = pending
        pending = undefined
        channel.finish()
        try {
          resolve(credentialOf(message))
        } catch (error) {
          reject(error as Error)
        }
      }
    },
    onClosed: () => {
      ended = true
      if (!confirmed) return handlers.onCancel()
      pending?.reject(closedError())
      pending = undefined
    },
  })
  // One ceremony per Confirm: a second one, or one after the window went, is a cancelled prompt.
  const ceremony = (request: CeremonyRequest, open: WindowChannel) =>
    new Promise<CredentialData>((resolve, reject) => {
      if (ended || pending) return reject(closedError())
      ended = true
      pending = { resolve, reject }
      open.post({ type: 'ceremony', request, look: readLook() })
    })
  if (!channel) return undefined
  return {
    close: () => {
      ended = true
      channel.close()
      pending?.reject(closedError())
      pending = undefined
    },
  }
}
