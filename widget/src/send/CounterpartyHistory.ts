import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'

/** How long the account's history may take before a review goes on without the poisoning check. */
const COUNTERPARTIES_TIMEOUT_MS = 5000

/** `promise`, or a rejection after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ])
}

/**
 * The account's history on a chain (the addresses it sent to), read once per send flow: the form's
 * hint and the review's check share it (two eth_getLogs and the kept sends, not twice that).
 * Forgotten when a new flow starts, after a send (which adds a counterparty) and after a failed read.
 */
export class CounterpartyHistory {
  readonly #read: (chain: ChainConfig, account: Address) => Promise<Address[]>
  readonly #reads = new Map<string, Promise<Address[]>>()

  /** `read`: Activity's view of the account's counterparties on a chain. */
  constructor(read: (chain: ChainConfig, account: Address) => Promise<Address[]>) {
    this.#read = read
  }

  get(chain: ChainConfig, account: Address): Promise<Address[]> {
    const key = `${chain.id}:${account.toLowerCase()}`
    let read = this.#reads.get(key)
    if (!read) {
      read = withTimeout(this.#read(chain, account), COUNTERPARTIES_TIMEOUT_MS)
      read.catch(() => this.#reads.delete(key))
      this.#reads.set(key, read)
    }
    return read
  }

  forget(): void {
    this.#reads.clear()
  }
}
