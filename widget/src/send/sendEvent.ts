import { formatUnits, type Hash } from 'viem'
import type { WidgetMessage } from '../../../protocol/bridge'
import type { WalletportError } from '../../../protocol/errors'
import type { WalletportEvents } from '../../../protocol/types'
import type { PreparedTransfer } from './prepareSend'
import type { SentTransfer } from './sendTypes'

/** The host's `send` event for a transfer at one of its steps: the amount in human units, the error as code and message. */
export function sendEvent(
  status: WalletportEvents['send']['status'],
  transfer: SentTransfer | PreparedTransfer,
  hash?: Hash,
  error?: WalletportError,
): WidgetMessage {
  const payload: WalletportEvents['send'] = {
    status,
    chainId: transfer.chain.id,
    token: transfer.token,
    to: transfer.to,
    amount: formatUnits(transfer.amount, transfer.decimals),
  }
  if (hash) payload.hash = hash
  if (error) payload.error = { code: error.code, message: error.message }
  return { kind: 'event', name: 'send', payload }
}
