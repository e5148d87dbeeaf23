import type { ApprovalReviewModel } from '../review/buildApprovalReview'

/**
 * Where a review is confirmed: `frame`, the guarded Confirm in the embedded widget, or `secure`, a
 * window of the widget origin opened on the visitor's click (guard/secureWindow.ts).
 *
 * The in-frame guard rests on the browser's word that the review is visible (IntersectionObserver v2),
 * and that word has holes a host can use: a `clip-path` or SVG clip that cuts a hole in a decoy over
 * Confirm, a `mask-image`, `zoom`, or another window over the review are all reported as "visible".
 * So the in-frame Confirm is kept only for what cannot hurt the visitor if a host lured the click:
 * - a send the visitor composed in the widget's own form (they typed the recipient and the amount in
 *   the widget, one screen before; a host cannot choose either), and
 * - a sign-in message for this very site with nothing to warn about, exactly EIP-4361 (every line one
 *   of its fields, each shown: review/readSignInFields.ts) and vouching for no resources (the widget
 *   wrote its domain; a forged one only signs the visitor in to the site that already learned their
 *   address at connect). viem's looser reading is not enough: its trailer pattern is not anchored, so
 *   any text between a sign-in header and a sign-in trailer would pass for one; and a ReCap resource
 *   delegates capabilities to the site, which is a grant.
 * Everything else moves value, grants a permission or signs for the visitor, and is confirmed in the
 * secure window, in every engine: a send or transaction a host asked for, a batch, typed data (permits
 * among it), and any other message.
 */
export type ConfirmPath = 'frame' | 'secure'

export type ConfirmSubject =
  /** `requestedBy`: the host origin when the host pre-filled the send (`send()`), absent when the visitor composed it. */
  { kind: 'send'; requestedBy?: string | undefined } | { kind: 'approval'; review: ApprovalReviewModel | undefined }

/** The confirm path a review takes, by what a forged click on it could cost the visitor. */
export function confirmPathFor(subject: ConfirmSubject): ConfirmPath {
  if (subject.kind === 'send') return subject.requestedBy === undefined ? 'frame' : 'secure'
  const review = subject.review
  if (review?.kind !== 'message' || review.signIn === undefined || review.warnings.length > 0) return 'secure'
  return review.signIn.resources === undefined ? 'frame' : 'secure'
}
