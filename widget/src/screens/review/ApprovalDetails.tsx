import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'
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
      return <MessageDetails review={review} locale={locale} />
  }
}

/**
 * What the preview says against confirming, in red: the network expects the calls to fail, or the
 * contract moved other amounts in a second preview (it can tell a preview from the real thing).
 * `acknowledge`: the checkbox, where this screen takes the acknowledgement.
 */
export function PreviewWarnings({
  review,
  acknowledge,
}: {
  review: ApprovalReviewModel | undefined
  acknowledge?: ReactNode
}) {
  const t = useT()
  if (review?.kind !== 'transaction' && review?.kind !== 'batch') return null
  const { simulation } = review
  if (simulation.status === 'unavailable' || (simulation.status === 'success' && !simulation.behavesDifferently))
    return null
  return (
    <div className="warning danger" role="alert" data-testid="simulation-reverted">
      {simulation.status === 'reverted' && <p>{t('review.willRevert', { reason: simulation.reason })}</p>}
      {simulation.behavesDifferently && <p data-testid="behaves-differently">{t('review.behavesDifferently')}</p>}
      {acknowledge}
    </div>
  )
}
