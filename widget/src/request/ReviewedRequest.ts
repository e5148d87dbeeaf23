import { mayMove, type RequestPhase } from './requestLifecycle'

/**
 * One wallet-bound request on its way through requestLifecycle's phases, under its own id. The
 * controllers (send/SendController, provider/ApprovalController) hold the request they show and
 * move it; every step that waits (a review being built, the wallet being asked) checks afterwards
 * that its request is still where it left it, so a late answer can change nothing.
 */
export class ReviewedRequest {
  readonly id = crypto.randomUUID()
  #phase: RequestPhase = 'requested'
  /** Bumped by every (re)start of the review: a build that finishes after a newer one began is dropped. */
  #revision = 0

  /** A transfer confirmed and submitted before a reload, which the chain vouches for: it is followed to its end. */
  static submittedBeforeReload(): ReviewedRequest {
    const request = new ReviewedRequest()
    request.#phase = 'submitted'
    return request
  }

  get phase(): RequestPhase {
    return this.#phase
  }

  /** Not yet settled or ended. */
  get open(): boolean {
    return this.#phase !== 'settled' && this.#phase !== 'ended'
  }

  /** Moves to `next` when the lifecycle allows it; returns whether it moved. */
  moveTo(next: RequestPhase): boolean {
    if (!mayMove(this.#phase, next)) return false
    this.#phase = next
    return true
  }

  /**
   * (Re)starts building the review: back to `requested`. Returns the check a build makes before it
   * shows what it built (this is still the newest build, and nothing ended the request meanwhile),
   * or undefined when the request can no longer be reviewed.
   */
  beginReview(): (() => boolean) | undefined {
    if (!this.moveTo('requested')) return undefined
    const revision = ++this.#revision
    return () => this.#revision === revision && this.#phase === 'requested'
  }

  /** The visitor's Confirm: the only way from a review towards the wallet. False when there is no review to confirm. */
  beginConfirming(): boolean {
    return this.moveTo('confirming')
  }

  /** Still confirming: neither cancelled nor ended while the wallet was being asked. */
  readonly stillConfirming = (): boolean => this.#phase === 'confirming'

  /** Ends the request unless it already ended; a submitted transaction is followed to its end and settles. */
  end(): void {
    this.moveTo('ended')
  }
}
