import type { ApprovalReviewModel } from '../../review/buildApprovalReview'
import { BatchDetails } from './BatchDetails'
import { MessageDetails } from './MessageDetails'
import { TransactionDetails } from './TransactionDetails'
import { TypedDataDetails } from './TypedDataDetails'

/** The body of a provider request's review, by kind: the embedded review and the secure window show the same. */
export function ApprovalDetails({ review, locale }: { review: ApprovalReviewModel; locale: string }) {
  switch (review.kind) {
    case 'transaction':
      return <TransactionDetails review={review} locale={locale} />
    case 'batch':
      return <BatchDetails review={review} locale={locale} />
    case 'typedData':
      return <TypedDataDetails review={review} locale={locale} />
    case 'message':
      return <MessageDetails review={review} />
  }
}
