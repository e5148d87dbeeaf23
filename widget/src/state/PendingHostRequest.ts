import { WalletportError } from '../../../protocol/errors'

/**
 * A host call that waits for the visitor (connect(), send()): at most one at a time, settled
 * once, by whichever outcome comes first; later outcomes find nothing to settle.
 */
export class PendingHostRequest<T> {
  #pending: { resolve: (value: T) => void; reject: (error: WalletportError) => void } | undefined

  get active(): boolean {
    return this.#pending !== undefined
  }

  /** The promise the host gets; the caller checks `active` first (BUSY). */
  start(): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending = { resolve, reject }
    })
  }

  settle(outcome: T | WalletportError): void {
    const pending = this.#pending
    this.#pending = undefined
    if (!pending) return
    if (outcome instanceof WalletportError) pending.reject(outcome)
    else pending.resolve(outcome)
  }
}
