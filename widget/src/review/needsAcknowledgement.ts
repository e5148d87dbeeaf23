import type { ApprovalReviewModel } from './buildApprovalReview'

/** A review as the rule reads it: a send's (its warnings), or a provider request's. */
export type AcknowledgeableReview = { kind: 'send'; warnings: readonly string[] } | ApprovalReviewModel

/**
 * Whether confirming `review` needs the visitor's explicit acknowledgement first: a send with a warning (a
 * look-alike or unusual recipient, a transfer that would fail, a recipient that behaves differently when
 * watched), a transaction or batch the chain says would fail or that behaves differently when watched. The one
 * rule: both controllers refuse a confirm without it before anything reaches the wallet, and the views (the
 * review's checkbox, the secure window's) ask for it by the same call.
 */
export function needsAcknowledgement(review: AcknowledgeableReview): boolean {
  if (review.kind === 'send') return review.warnings.length > 0
  if (review.kind !== 'transaction' && review.kind !== 'batch') return false
  const { simulation } = review
  return simulation.status === 'reverted' || (simulation.status === 'success' && simulation.behavesDifferently === true)
}
