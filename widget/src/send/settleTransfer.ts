import type { WidgetMessage } from '../../../protocol/bridge'
import { WalletportError } from '../../../protocol/errors'
import { smartAccountsOf } from '../chain/entryPointOf'
import { errorMessage } from '../wallets/eip1193'
import type { PendingTransfer } from './pendingTransfer'
import { sendEvent } from './sendEvent'
import type { SendContext, SendView, SentTransfer } from './sendTypes'
import { followSent } from './sentTransfer'

export type SettleTransferReturnType = {
  /** The send's last screen: confirmed or failed. */
  view: SendView
  /** The host's `send` event for the outcome; none when following the transfer failed (it may still land). */
  event: WidgetMessage | undefined
}

/**
 * Follows a submitted transfer to its end (followSent) and says how it ended. A failure to follow it
 * (the RPC gone) is not the transfer's failure: the screen says so, the record is kept, and the host
 * hears nothing it would have to take back.
 */
export async function settleTransfer(
  context: Pick<SendContext, 'client' | 'store'>,
  transfer: SentTransfer,
  record: PendingTransfer,
): Promise<SettleTransferReturnType> {
  try {
    const outcome = await followSent(
      context.client(transfer.chain),
      context.store,
      record,
      smartAccountsOf(transfer.chain),
    )
    if (outcome.status === 'confirmed') {
      return {
        view: { step: 'confirmed', transfer, hash: outcome.hash },
        event: sendEvent('confirmed', transfer, outcome.hash),
      }
    }
    return {
      view: { step: 'failed', transfer, hash: outcome.hash, reason: outcome.reason },
      event: sendEvent('failed', transfer, outcome.hash, new WalletportError('WALLET_ERROR', outcome.reason)),
    }
  } catch (error) {
    const reason = `could not follow the transaction: ${errorMessage(error)}`
    return { view: { step: 'failed', transfer, hash: record.hash, reason }, event: undefined }
  }
}
