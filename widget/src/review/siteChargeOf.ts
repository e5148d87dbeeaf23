import type { BalanceChange } from './balanceChangesOf'
import type { BatchReview } from './buildBatchReview'

/**
 * A paymaster the site named (`paymasterService`) is a sponsor only if the preview shows it takes nothing from the
 * account: its operation, run as the bundler will run it, moved no more than the calls alone did. Otherwise what it
 * takes (its losses, as the preview measured them; none known when the preview could not tell) is the review's fee,
 * and it is not called a sponsor: a site's paymaster that is a token paymaster charges the visitor, whatever the name
 * its answer gives. Undefined when the review names no site's paymaster, or it takes nothing.
 */
export function siteChargeOf(review: BatchReview): BalanceChange[] | undefined {
  if (!review.sponsorNamedBySite) return undefined
  const takes = review.simulation.status === 'unavailable' ? undefined : review.simulation.operationTakes
  if (takes && takes.length === 0) return undefined
  return takes ?? []
}
