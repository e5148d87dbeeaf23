import type { Address, Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ApprovalMethod, ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import type { ChainClient } from '../chain/chainClient'
import type { ConnectedWallet } from '../connection/connectionTypes'
import type { Text } from '../i18n/translate'
import type { ApprovalReviewModel } from '../review/buildApprovalReview'
import type { BatchReview } from '../review/buildBatchReview'
import type { TransactionReview } from '../review/buildTransactionReview'
import type { ListedToken } from '../review/markLookalikeTokens'
import type { TokenInfo } from '../review/readTokenInfo'
import { walletRequest } from '../review/walletRequest'
import { needsAcknowledgement } from '../review/needsAcknowledgement'
import { ReviewedRequest } from '../request/ReviewedRequest'
import { submitToWallet, walletRefusal } from '../request/submitToWallet'
import { Observable } from '../state/Observable'
import type { CallsRegistry } from './CallsRegistry'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { prepareApprovalReview } from './prepareApprovalReview'
import { sameOutcome } from '../review/sameOutcome'
import { viaHostPage, type HostPaymasterRequest } from './sitePaymasterOf'
import { batchOptionsOf } from './batchOptionsOf'
import { errorMessage } from '../wallets/eip1193'
import { explanationOf } from '../wallets/explainedError'

/** `byWallet`: the wallet's own screens asked (an account setting), not the site. */
type Shown = { id: string; request: ApprovalRequest; byWallet?: true }
export type ApprovalView =
  | { step: 'idle' }
  | ({ step: 'preparing' } & Shown)
  | ({ step: 'review'; review: ApprovalReviewModel; shownAt: number; notice?: Text } & Shown)
  | ({ step: 'signing'; review: ApprovalReviewModel } & Shown)
  /** Ended by a failure the wallet put in the visitor's words (a bundler's or a paymaster's): said until closed. */
  | ({ step: 'failed'; text: Text } & Shown)

export type ApprovalContext = {
  hostOrigin: string
  account: () => ConnectedWallet | undefined
  /** The mounted chain with this id; undefined when the embedding does not offer it. */
  chain: (chainId: number) => ChainConfig | undefined
  client: (chain: ChainConfig) => ChainClient
  /** Chain-read metadata the widget already has for a token (from the balances). */
  token: (chainId: number, address: Address) => TokenInfo | undefined
  /** The deployment's tokens of a chain (not the host's): a review marks a token imitating one (markLookalikeTokens). */
  listedTokens?: (chainId: number) => readonly ListedToken[]
  openModal: () => void
  /** Where confirmed EIP-5792 batches go: sent call by call, then followed by id. */
  calls: CallsRegistry
  /** The ERC-7677 requests to a paymaster the site named, made by the host page (none: such a paymaster cannot be reached). */
  hostPaymaster?: HostPaymasterRequest
}

/**
 * Requests of the host dapp through `handle.provider` that send or sign. Each is parsed, then
 * reviewed (decoded, simulated, rendered field by field), and only the visitor's click on the
 * review's Confirm passes a request rebuilt from the review to the wallet. One at a time; a
 * review is rebuilt when the wallet's account or network changes under it, or voided when the
 * request cannot hold for the new one. Each request is a ReviewedRequest (request/): a step that
 * waited checks afterwards that its request is still where it left it.
 */
export class ApprovalController extends Observable<ApprovalView> {
  readonly #context: ApprovalContext
  #byWallet: { byWallet?: true } = {} // the request on screen is the wallet's own (`requestFromWallet`)
  readonly #host = new PendingHostRequest<unknown>()
  /** The request on screen; undefined when idle. */
  #request: ReviewedRequest | undefined
  readonly #hostPaymaster: HostPaymasterRequest

  constructor(context: ApprovalContext) {
    super({ step: 'idle' })
    this.#context = context
    this.#hostPaymaster = context.hostPaymaster ?? viaHostPage(() => undefined)
  }

  request = (method: ApprovalMethod, params: unknown): Promise<unknown> => this.#start(method, params, {})

  /**
   * The wallet's own screens ask: a smart account's setting (a call to itself, no `to`), or a recovery call to a
   * passkey account (checkApprovalRequest); reviewed and confirmed like a site's request, shown as the wallet's.
   */
  requestFromWallet(data: Hex, to?: Address): Promise<unknown> {
    const from = this.#context.account()?.address
    return this.#start('eth_sendTransaction', [{ from, to: to ?? from, data, value: '0x0' }], { byWallet: true })
  }

  #start(method: ApprovalMethod, params: unknown, byWallet: { byWallet?: true }): Promise<unknown> {
    if (!this.#context.account())
      throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'connect a wallet first (eth_requestAccounts)')
    if (this.#host.active) throw rpcError('BUSY', RPC_ERROR.resourceBusy, 'another request is waiting for the visitor')
    const result = this.#host.start()
    this.#byWallet = byWallet
    void this.#open((this.#request = new ReviewedRequest()), method, params)
    return result
  }

  /** Parses the request (the parser loads with the review, not at first paint), then builds its review. */
  async #open(reviewed: ReviewedRequest, method: ApprovalMethod, params: unknown): Promise<void> {
    try {
      const { parseApprovalRequest } = await import('../../../protocol/parseApprovalRequest')
      const request = parseApprovalRequest(method, params)
      if (!reviewed.open) return
      void this.#build(reviewed, request)
      this.#context.openModal()
    } catch (error) {
      this.#end(reviewed, error)
    }
  }

  /** The wallet's account or network changed: what the review says may no longer hold. */
  contextChanged = (): void => {
    const view = this.getSnapshot()
    if ((view.step === 'preparing' || view.step === 'review') && this.#request)
      void this.#build(this.#request, view.request, { key: 'approval.rebuilt' })
  }

  /** The review's Confirm, for the review with `id`: the only path of these requests to the wallet. */
  confirm = async ({ id, acknowledged = false }: { id: string; acknowledged?: boolean }): Promise<void> => {
    const view = this.getSnapshot()
    const reviewed = this.#request
    // The click names the review it was given on: one on a review since replaced confirms nothing.
    if (view.step !== 'review' || view.id !== id || reviewed?.id !== id) return
    if (needsAcknowledgement(view.review) && !acknowledged) return
    const account = this.#context.account()
    if (!account || !this.#reviewHolds(view.review, account)) {
      this.contextChanged()
      return
    }
    if (!reviewed.beginConfirming()) return
    this.publish({ step: 'signing', id, request: view.request, review: view.review, ...this.#byWallet })
    // A transaction or a batch has a preview to check again; a signature goes to the wallet on this click as it is.
    const { review: shown } = view
    if ((shown.kind === 'transaction' || shown.kind === 'batch') && !(await this.#outcomeHolds(reviewed, view, shown)))
      return
    try {
      const { request, review } = view
      const options = review.kind === 'batch' ? batchOptionsOf(request, account, review.chain, this.#hostPaymaster) : {}
      const result =
        review.kind === 'batch' && request.method === 'wallet_sendCalls'
          ? await this.#context.calls.send({
              review,
              id: request.batch.id,
              wallet: account,
              stillWanted: reviewed.stillConfirming,
              options,
            })
          : await submitToWallet({
              account,
              from: account.address,
              request: walletRequest(request, review, account.address),
              stillWanted: reviewed.stillConfirming,
            })
      this.#end(reviewed, result, 'settled')
    } catch (error) {
      const what = view.review.kind === 'batch' ? 'batch' : 'request'
      this.#end(reviewed, walletRefusal(error, account.walletName, what).failure, 'ended', error)
    }
  }

  /** Reject, Cancel while the wallet has it (a wallet that never answers must not leave all else BUSY), or Close. */
  cancel = (): void => {
    if (this.getSnapshot().step === 'failed') this.publish({ step: 'idle' })
    if (this.#request)
      this.#end(this.#request, rpcError('USER_REJECTED', RPC_ERROR.userRejected, 'the visitor rejected the request'))
  }

  disconnected = (): void => {
    if (this.#request)
      this.#end(this.#request, rpcError('NOT_CONNECTED', RPC_ERROR.disconnected, 'the wallet disconnected'))
  }

  async #build(reviewed: ReviewedRequest, request: ApprovalRequest, notice?: Text): Promise<void> {
    const current = reviewed.beginReview()
    if (!current) return
    this.publish({ step: 'preparing', id: reviewed.id, request, ...this.#byWallet })
    try {
      const review = await this.#prepare(request, current)
      if (review) this.#show(reviewed, request, review, notice)
    } catch (error) {
      if (current()) this.#end(reviewed, failure(error, 'prepared'), 'ended', error)
    }
  }

  /**
   * The preview is simulated again on Confirm, in the chain as it is now: a block mined since the review, the
   * time gone by, or the host's own transaction to the contract can make it do something else than the
   * review showed. When it would, that click sends nothing: the new review is shown, with a notice, and
   * Confirm is asked again (its acknowledgement too, where it needs one). A failure ends the request.
   */
  async #outcomeHolds(
    reviewed: ReviewedRequest,
    { request }: { request: ApprovalRequest },
    review: TransactionReview | BatchReview,
  ): Promise<boolean> {
    try {
      const again = await this.#prepare(request, reviewed.stillConfirming)
      if (!again || !reviewed.stillConfirming()) return false
      if ('simulation' in again && sameOutcome(review.simulation, again.simulation)) return true
      this.#show(reviewed, request, again, { key: 'approval.outcomeChanged' })
    } catch (error) {
      this.#end(reviewed, failure(error, 'checked again'), 'ended', error)
    }
    return false
  }

  #prepare(request: ApprovalRequest, current: () => boolean): Promise<ApprovalReviewModel | undefined> {
    const byWallet = this.#byWallet.byWallet === true
    return prepareApprovalReview({
      context: this.#context,
      request,
      byWallet,
      hostPaymaster: this.#hostPaymaster,
      current,
    })
  }

  #show(reviewed: ReviewedRequest, request: ApprovalRequest, review: ApprovalReviewModel, notice?: Text): void {
    if (!reviewed.moveTo('reviewing')) return
    const shown = { review, shownAt: Date.now(), ...(notice ? { notice } : {}) }
    this.publish({ step: 'review', id: reviewed.id, request, ...shown, ...this.#byWallet })
  }

  #reviewHolds(review: ApprovalReviewModel, account: { address: Address; chainId: number }): boolean {
    const chain = this.#context.chain(account.chainId)
    if (!chain) return false
    if (review.kind === 'transaction' || review.kind === 'batch')
      return review.from.toLowerCase() === account.address.toLowerCase() && review.chain.id === account.chainId
    return true
  }

  /** Settles the host's request and closes the review if `reviewed` is still the one open: late answers change nothing. */
  #end(reviewed: ReviewedRequest, outcome: unknown, as: 'settled' | 'ended' = 'ended', cause?: unknown): void {
    if (reviewed !== this.#request || !reviewed.moveTo(as)) return
    this.#request = undefined
    this.#host.settle(outcome)
    const [view, text] = [this.getSnapshot(), explanationOf(cause)]
    // A service's failure stays said where the review was (the host already has its answer), never silently gone.
    const shown = text && 'request' in view && { id: view.id, request: view.request, text, ...this.#byWallet }
    this.publish(shown ? { step: 'failed', ...shown } : { step: 'idle' })
  }
}

/** `error` as the host's answer: a WalletportError as it is, anything else as an internal failure of the review. */
const failure = (error: unknown, doing: string) =>
  error instanceof WalletportError
    ? error
    : rpcError('RPC_ERROR', RPC_ERROR.internal, `the review could not be ${doing}: ${errorMessage(error)}`)
