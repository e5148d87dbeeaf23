import type { Hash } from 'viem'
import { needsAcknowledgement } from '../review/needsAcknowledgement'
import { WalletportError } from '../../../protocol/errors'
import type { SendRequest, SendResult } from '../../../protocol/types'
import type { Text } from '../i18n/translate'
import { Observable } from '../state/Observable'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { CounterpartyHistory } from './CounterpartyHistory'
import type { PendingTransfer } from './pendingTransfer'
import { cannotReview, hostDraft, prepareDraft } from './prepareDraft'
import { prepareSendAgain } from './prepareSendAgain'
import type { PreparedTransfer, SendDraft } from './prepareSend'
import { sendEvent } from './sendEvent'
import { BUSY_STEPS, transferOf, type SendContext, type SendView, type SentTransfer } from './sendTypes'
import { keepSent, readPendingTransfer } from './sentTransfer'
import { settleTransfer } from './settleTransfer'
import { ReviewedRequest } from '../request/ReviewedRequest'
import { refusedSend } from './refusedSend'
import { submitSend } from './submitSend'
import { SendFormQueries } from './SendFormQueries'

export type { SendContext, SendView, SentTransfer } from './sendTypes'

/**
 * The send flow's screens (form → review → signing → submitted → confirmed | failed), one ReviewedRequest per
 * send, opened by the form or a host's `send()`, which can only fill the form in and open the review. Nothing
 * reaches the wallet but through `confirm()`, which only the review's own button calls. The host's promise
 * resolves at submission (hash) or rejects when the visitor cancels or the wallet refuses.
 */
export class SendController extends Observable<SendView> {
  readonly #context: SendContext
  readonly #host = new PendingHostRequest<SendResult>()
  readonly #history: CounterpartyHistory
  /** What the send form asks as the visitor types (counterparties, Max). */
  readonly form: SendFormQueries
  /** The send on screen, from its form to its end; undefined when idle. */
  #request: ReviewedRequest | undefined

  constructor(context: SendContext) {
    super({ step: 'idle' })
    this.#context = context
    this.#history = new CounterpartyHistory(context.counterparties)
    this.form = new SendFormQueries(context, this.#history)
  }

  get busy(): boolean {
    return BUSY_STEPS.has(this.getSnapshot().step)
  }

  /** Opens the send form, for the visitor's own send. */
  open = (draft?: SendDraft): void => {
    if (this.busy) return
    this.#history.forget() // a new send flow reads the history afresh
    this.#request = new ReviewedRequest()
    this.publish(draft ? { step: 'form', draft } : { step: 'form' })
  }

  /** The form's Continue: checks and prices the draft, then shows the review. */
  review = async (draft: SendDraft): Promise<void> => {
    const view = this.getSnapshot()
    if (view.step !== 'form' && view.step !== 'review') return
    await this.#review(draft, view.requestedBy)
  }

  /** Back from the review to the form, keeping what was typed (and the host's request, if any). */
  edit = (): void => {
    const view = this.getSnapshot()
    if (view.step !== 'review' || !this.#request?.beginReview()) return
    this.publish({ step: 'form', draft: view.draft, ...(view.requestedBy ? { requestedBy: view.requestedBy } : {}) })
  }

  cancel = (): void => {
    const view = this.getSnapshot()
    if (view.step === 'submitted') return
    // While signing, the wallet has the request; cancelling stops waiting for it (a wallet that
    // never answers must not leave the widget stuck). A late hash is still followed.
    if (view.step === 'signing' || view.step === 'review') this.#context.emit(sendEvent('rejected', view.send))
    this.#request?.end()
    this.#host.settle(new WalletportError('USER_REJECTED', 'the visitor cancelled the send'))
    this.publish({ step: 'idle' })
  }

  /** Leaves a final status screen. */
  done = (): void => {
    if (this.getSnapshot().step !== 'confirmed' && this.getSnapshot().step !== 'failed') return
    this.#request = undefined
    this.publish({ step: 'idle' })
  }

  /**
   * The review's Confirm, for the review with `id`: the only path to the wallet. A second click does nothing (a
   * double click sends one transaction); nor does one without the tick a warning needs (`needsAcknowledgement`).
   */
  confirm = async ({ id, acknowledged = false }: { id: string; acknowledged?: boolean }): Promise<void> => {
    const view = this.getSnapshot()
    const request = this.#request
    // The click names the review it was given on: one on a review since replaced confirms nothing.
    if (view.step !== 'review' || view.id !== id || request?.id !== id) return
    if ((needsAcknowledgement({ ...view.send, kind: 'send' }) && !acknowledged) || !request.beginConfirming()) return
    const { send, draft, requestedBy } = view
    const signing: SendView = { step: 'signing', id: request.id, send, draft, ...(requestedBy ? { requestedBy } : {}) }
    this.publish(signing)
    // Simulated again on this click: another outcome is shown and asked again, and nothing is sent.
    const again = await prepareSendAgain({ ...this.#context, history: this.#history }, view)
    if (!request.stillConfirming()) return
    if (again !== 'same') {
      if (!request.moveTo('reviewing')) return
      return again ? this.publish(again) : void this.#review(draft, requestedBy, { key: 'send.outcomeChanged' })
    }
    const account = this.#context.account()
    try {
      const sent = await submitSend({
        account,
        send,
        client: this.#context.client(send.chain),
        stillWanted: request.stillConfirming,
      })
      if (!sent) return // cancelled before it reached the wallet
      // Even if the visitor gave up waiting (cancel, disconnect), a hash means the transaction
      // exists: follow it and say so, rather than hide a real transfer.
      this.#submitted(request, send, sent.hash, sent.minNonce)
    } catch (error) {
      if (!request.stillConfirming()) return // already cancelled; nothing was sent
      const refusal = refusedSend(error, account?.walletName ?? 'the wallet', signing)
      this.#context.emit(refusal.event)
      this.#host.settle(refusal.failure)
      // A host's send ended (the next host send() must not find the controller busy with it).
      if (requestedBy) request.end()
      if (requestedBy || request.moveTo('reviewing')) this.publish(refusal.view)
    }
  }

  /** The host's `send()`: checks everything first, then opens the pre-filled review. */
  async requestFromHost(request: SendRequest): Promise<SendResult> {
    const account = this.#context.account()
    if (!account) throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
    if (this.busy || this.#host.active) throw new WalletportError('BUSY', 'another send is in progress')
    this.#history.forget() // a new send flow reads the history afresh
    const reviewed = (this.#request = new ReviewedRequest())
    const prepared = reviewed.beginReview()!
    const draft = hostDraft(request, account.chainId, this.#context.chains())
    // Mark busy before the first await, so a flood of send() calls cannot stack reviews.
    this.publish({ step: 'preparing', draft, requestedBy: this.#context.hostOrigin })
    let send: PreparedTransfer
    try {
      send = await prepareDraft({ ...this.#context, history: this.#history }, draft, false)
    } catch (error) {
      if (prepared()) {
        reviewed.end()
        this.publish({ step: 'idle' })
      }
      throw error
    }
    // Cancelled while it was being checked: the visitor said no before seeing it; it stays ended.
    if (!prepared() || !reviewed.moveTo('reviewing'))
      throw new WalletportError('USER_REJECTED', 'the visitor cancelled the send')
    const result = this.#host.start()
    this.publish({
      step: 'review',
      id: reviewed.id,
      send,
      draft,
      requestedBy: this.#context.hostOrigin,
      shownAt: Date.now(),
    })
    this.#context.emit({ kind: 'ui', action: 'open' })
    return result
  }

  /** After a reload: picks up a transfer that was still pending, once the chain vouches for it. */
  async resume(): Promise<void> {
    const pending = await readPendingTransfer({ ...this.#context, idle: () => this.getSnapshot().step === 'idle' })
    if (!pending) return
    const request = (this.#request = ReviewedRequest.submittedBeforeReload())
    this.publish({ step: 'submitted', transfer: pending.transfer, hash: pending.record.hash })
    void this.#track(request, pending.transfer, pending.record)
  }

  /**
   * The wallet moved to another account or network while a review was open: the review no
   * longer says what would be sent. It is rebuilt from the same draft (balance, fee, chain
   * check), its confirm delay starts again, and the visitor is told why.
   */
  async contextChanged(): Promise<void> {
    const view = this.getSnapshot()
    if (view.step !== 'review') return
    await this.#review(view.draft, view.requestedBy, { key: 'send.rebuilt' })
  }

  /** The wallet disconnected: whatever was being prepared is void. */
  reset(): void {
    const view = this.getSnapshot()
    if (view.step === 'submitted') return // the transaction exists: keep following it
    this.#request?.end()
    this.#host.settle(new WalletportError('NOT_CONNECTED', 'the wallet disconnected'))
    if (view.step !== 'idle') this.publish({ step: 'idle' })
  }

  /** Prepares `draft` (again) and shows its review with `notice`, or the form with why it cannot be reviewed. */
  async #review(draft: SendDraft, requestedBy: string | undefined, notice?: Text): Promise<void> {
    const request = this.#request
    const current = request?.beginReview()
    if (!request || !current) return
    this.publish({ step: 'preparing', draft, ...(requestedBy ? { requestedBy } : {}) })
    try {
      const send = await prepareDraft({ ...this.#context, history: this.#history }, draft, true)
      if (!current() || !request.moveTo('reviewing')) return
      this.publish({
        step: 'review',
        id: request.id,
        send,
        draft,
        shownAt: Date.now(),
        ...(notice ? { notice } : {}),
        ...(requestedBy ? { requestedBy } : {}),
      })
    } catch (error) {
      if (!current()) return
      this.publish({
        step: 'form',
        draft,
        notice: cannotReview(error),
        ...(requestedBy ? { requestedBy } : {}),
      })
    }
  }

  /** The wallet took the send. Its hash counts even when the request ended meanwhile (a late answer): the transfer exists. */
  #submitted(request: ReviewedRequest, send: PreparedTransfer, hash: Hash, minNonce: number): void {
    request.moveTo('submitted')
    this.#history.forget()
    const transfer = transferOf(send)
    const record = keepSent(this.#context.store, send, hash, minNonce)
    this.publish({ step: 'submitted', transfer, hash })
    this.#context.emit(sendEvent('submitted', transfer, hash))
    this.#host.settle({ hash, chainId: send.chain.id })
    void this.#track(request, transfer, record)
  }

  /** Follows the transfer to its end and shows and reports the outcome. */
  async #track(request: ReviewedRequest, transfer: SentTransfer, record: PendingTransfer): Promise<void> {
    const { view, event } = await settleTransfer(this.#context, transfer, record)
    request.moveTo('settled')
    this.publish(view)
    if (!event) return
    this.#context.emit(event)
    this.#context.refreshBalances()
  }
}
