import type { MessageKey } from '../../i18n/en'
import type { ApprovalMethod } from '../../../../protocol/parseApprovalRequest'

/** The heading of a provider request's review, in the widget and in the secure window. */
export const APPROVAL_TITLES: Record<ApprovalMethod, MessageKey> = {
  eth_sendTransaction: 'approval.transaction',
  personal_sign: 'approval.message',
  eth_signTypedData_v4: 'approval.typedData',
  wallet_sendCalls: 'approval.batch',
}
