import type { WidgetMessage } from '../../../protocol/bridge'
import type { WalletportError } from '../../../protocol/errors'
import { walletRefusal } from '../request/submitToWallet'
import { explanationOf } from '../wallets/explainedError'
import { sendEvent } from './sendEvent'
import { transferOf, type SendView } from './sendTypes'

export type RefusedSendReturnType = {
  /** What the host's waiting `send()` rejects with. */
  failure: WalletportError
  /** The host's `send` event: rejected by the visitor in the wallet, or failed. */
  event: WidgetMessage
  /**
   * The screen after the refusal. A host's send ends (a final screen: the host was told it ended, so
   * nothing of it may stay confirmable); the visitor's own goes back to its review, saying why.
   */
  view: SendView
}

/** What the screen and the host hear when the wallet refused the confirmed send `signing`. */
export function refusedSend(
  error: unknown,
  walletName: string,
  signing: Extract<SendView, { step: 'signing' }>,
): RefusedSendReturnType {
  const { send, draft, requestedBy, id } = signing
  const { rejected, failure, notice } = walletRefusal(error, walletName)
  const event = sendEvent(rejected ? 'rejected' : 'failed', send, undefined, rejected ? undefined : failure)
  const view: SendView = requestedBy
    ? {
        step: 'failed',
        transfer: transferOf(send),
        reason: `${walletName}: ${failure.message}`,
        ...(explanationOf(error) ? { reasonText: explanationOf(error)! } : {}),
      }
    : { step: 'review', id, send, draft, shownAt: Date.now(), notice }
  return { failure, event, view }
}
