import { WalletportError } from '../../../protocol/errors'
import { Observable } from '../state/Observable'
import { errorMessage, isUserRejection } from '../wallets/eip1193'
import type { RecoveryStatus } from './accountRecovery'

/** What the chain said last: each answer names its account, and a screen shows it only for the connected one. */
export type RecoveryRead =
  | { status: 'unread' }
  | { status: 'read'; recovery: RecoveryStatus; account: string }
  | { status: 'failed'; reason: string }

/**
 * How the visitor's last request about the account's keys ended: `name` a recovery address named, `cancel` a
 * proposal cancelled, `clear` the recovery address removed, `addOwner` / `removeOwner` a passkey added or removed.
 */
export type RecoveryOutcome = {
  kind: 'name' | 'cancel' | 'clear' | 'addOwner' | 'removeOwner'
  result: 'done' | 'rejected' | 'failed'
  reason?: string
}

export type RecoveryView = { read: RecoveryRead; asking?: RecoveryOutcome['kind']; outcome?: RecoveryOutcome }

/**
 * The connected passkey account's recovery, read from the chain when a screen asks (the account's screens on
 * opening, after each request), and the visitor's recovery requests with how they ended. Kept here rather than in
 * the screens: the review replaces the screen that asked, and the outcome must still be there when it comes back.
 * Reads that overlap share one request.
 */
export class RecoveryWatch extends Observable<RecoveryView> {
  readonly #read: () => Promise<{ account: string; recovery: RecoveryStatus }>
  #reading: Promise<void> | undefined

  /** `read`: the connected account and its recovery on the wallet's current chain. */
  constructor(read: () => Promise<{ account: string; recovery: RecoveryStatus }>) {
    super({ read: { status: 'unread' } })
    this.#read = read
  }

  refresh = (): Promise<void> => {
    this.#reading ??= this.#read()
      .then(
        ({ account, recovery }) => this.#update({ read: { status: 'read', recovery, account } }),
        (error: unknown) => this.#update({ read: { status: 'failed', reason: errorMessage(error) } }),
      )
      .finally(() => {
        this.#reading = undefined
      })
    return this.#reading
  }

  /**
   * Runs the visitor's request `kind` (a reviewed request: `send` settles when it is sent or refused), one at a time;
   * a failure (not the visitor's no) is told to `report` too, for the host page's `error` event.
   */
  async ask(
    kind: RecoveryOutcome['kind'],
    send: () => Promise<unknown>,
    report?: (error: WalletportError) => void,
  ): Promise<void> {
    if (this.getSnapshot().asking) return
    this.#update({ asking: kind, outcome: undefined })
    let outcome: RecoveryOutcome
    try {
      await send()
      outcome = { kind, result: 'done' }
    } catch (error) {
      // The visitor's Reject of the review, or their No in the passkey prompt.
      outcome =
        isUserRejection(error) || (error instanceof WalletportError && error.code === 'USER_REJECTED')
          ? { kind, result: 'rejected' }
          : { kind, result: 'failed', reason: errorMessage(error) }
      // The host page gets a fixed message: the wallet's or bundler's words may carry signer bytes or addresses.
      if (outcome.result === 'failed')
        report?.(
          new WalletportError(
            error instanceof WalletportError ? error.code : 'WALLET_ERROR',
            `${kind}: the request failed`,
          ),
        )
    }
    // Read again first: what the outcome says next to it is then what the chain says.
    await this.refresh()
    this.#update({ asking: undefined, outcome })
  }

  /** The wallet disconnected or moved: what was read, and asked, is someone else's now. */
  forget(): void {
    this.publish({ read: { status: 'unread' } })
  }

  /** Publishes the view with `change` (a field set to undefined is removed). */
  #update(change: {
    read?: RecoveryRead
    asking?: RecoveryView['asking'] | undefined
    outcome?: RecoveryOutcome | undefined
  }): void {
    const { read, asking, outcome } = { ...this.getSnapshot(), ...change }
    this.publish({ read, ...(asking ? { asking } : {}), ...(outcome ? { outcome } : {}) })
  }
}
