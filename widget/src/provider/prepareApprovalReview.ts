import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ApprovalReviewModel } from '../review/buildApprovalReview'
import { feeFields, operationCallOf, quoteFee } from '../wallets/atomicBatches'
import type { ApprovalContext } from './ApprovalController'
import { markLookalikeTokens } from '../review/markLookalikeTokens'
import { siteChargeOf } from '../review/siteChargeOf'
import { checkApprovalRequest } from './checkApprovalRequest'
import { batchOptionsOf } from './batchOptionsOf'
import type { HostPaymasterRequest } from './sitePaymasterOf'

export type PrepareApprovalReviewParameters = {
  context: ApprovalContext
  request: ApprovalRequest
  /** The wallet's own screens asked (ApprovalController.requestFromWallet), not the site. */
  byWallet: boolean
  hostPaymaster: HostPaymasterRequest
  /** Whether the review is still wanted, asked after each wait: one that is not is dropped (undefined). */
  current: () => boolean
}

/**
 * The review of `request` for the account connected now: the request checked against it, decoded,
 * simulated, and its fee quoted by the connected wallet (who pays, and in what). Built when the request
 * arrives or the account changes, and again at Confirm (the chain may have moved since). Throws the
 * request's refusal (checkApprovalRequest) or a failure to build it.
 */
export async function prepareApprovalReview({
  context,
  request,
  byWallet,
  hostPaymaster,
  current,
}: PrepareApprovalReviewParameters): Promise<ApprovalReviewModel | undefined> {
  const account = context.account()
  if (!account) throw rpcError('NOT_CONNECTED', RPC_ERROR.disconnected, 'the wallet disconnected')
  const chain = checkApprovalRequest(request, account, context, byWallet)
  const options = batchOptionsOf(request, account, chain, hostPaymaster)
  const { batches } = account
  // Loaded with the first review: simulation and typed-data rendering stay out of the first paint.
  const { buildApprovalReview } = await import('../review/buildApprovalReview')
  const review = await buildApprovalReview({
    request,
    client: context.client(chain),
    chain,
    account: account.address,
    hostOrigin: context.hostOrigin,
    knownToken: (token) => context.token(chain.id, token),
    feePaidByOperation: batches !== undefined,
    ...(batches ? { operation: operationCallOf.bind(undefined, batches, options) } : {}),
    trust: { byWallet, passkeyAccount: account.capabilities.account === 'smart' },
  })
  if (!current()) return undefined
  if (review.kind === 'batch' || review.kind === 'transaction')
    review.tokens = markLookalikeTokens(review.tokens, context.listedTokens?.(chain.id) ?? [], chain.nativeCurrency)
  // What the batch line says (one by one, or all or nothing) and who pays are the connected wallet's to say.
  if (review.kind === 'batch' && batches) review.atomic = true
  if (review.kind === 'batch' || review.kind === 'transaction') {
    const calls = review.kind === 'batch' ? review.calls : [review]
    if (batches && calls.some((call) => !call.to))
      throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `${account.walletName} does not deploy contracts`)
    const quote = await quoteFee(
      batches,
      calls.map(({ to, value, data }) => ({ to: to!, value, data })),
      options,
    )
    if (!current()) return undefined
    if (quote) {
      delete review.fee
      Object.assign(review, feeFields(quote))
      // A paymaster the site named is a sponsor only if the preview shows it takes nothing (siteChargeOf).
      const siteCharge = review.kind === 'batch' ? siteChargeOf(review) : undefined
      if (siteCharge) Object.assign(review, { sponsor: undefined, sponsorNamedBySite: undefined, siteCharge })
    }
  }
  return review
}
