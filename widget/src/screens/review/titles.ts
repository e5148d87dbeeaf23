import type { MessageKey } from '../../i18n/en'
import type { ApprovalMethod } from '../../../../protocol/parseApprovalRequest'
import type { ApprovalReviewModel } from '../../review/buildApprovalReview'

/** The heading of a provider request's review, in the widget and in the secure window. */
export const APPROVAL_TITLES: Record<ApprovalMethod, MessageKey> = {
  eth_sendTransaction: 'approval.transaction',
  personal_sign: 'approval.message',
  eth_signTypedData_v4: 'approval.typedData',
  wallet_sendCalls: 'approval.batch',
}

/**
 * The heading of a review and who asked. The wallet's own requests are headed as a setting of the wallet, but a
 * permission grant is the account's call made for the site that asked for it (the only way one is made): it is headed
 * as the site's, never as "asked by your wallet, not by the site".
 */
export function approvalHeading(
  method: ApprovalMethod,
  byWallet: boolean | undefined,
  review: ApprovalReviewModel | undefined,
): { title: MessageKey; byWallet: boolean } {
  if (review?.kind === 'transaction' && review.call?.kind === 'grantPermission')
    return { title: 'approval.grantPermission', byWallet: false }
  return { title: byWallet ? 'approval.walletSetting' : APPROVAL_TITLES[method], byWallet: byWallet === true }
}
