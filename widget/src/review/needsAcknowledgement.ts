import type { ApprovalReviewModel } from './buildApprovalReview'

/** Whether confirming `review` needs the visitor's explicit acknowledgement first. */
export function needsAcknowledgement(review: ApprovalReviewModel): boolean {
  if (review.kind !== 'transaction' && review.kind !== 'batch') return false
  const { simulation } = review
  return simulation.status === 'reverted' || (simulation.status === 'success' && simulation.behavesDifferently === true)
}
