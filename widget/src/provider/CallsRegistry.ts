import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import type { BatchReview } from '../review/buildBatchReview'
import { Observable } from '../state/Observable'
import type { AtomicBatchWallet, BatchOptions } from '../wallets/atomicBatches'
import type { Wallet } from '../wallets/walletCapabilities'
import { errorMessage, isUserRejection, type Eip1193Provider } from '../wallets/eip1193'
import { explanationOf } from '../wallets/explainedError'
import { submitToWallet, walletRefusal } from '../request/submitToWallet'
import { readCallsStatus, type CallsStatus, type SentBatch } from './readCallsStatus'

export type { CallsStatus, SentBatch } from './readCallsStatus'

/**
 * The EIP-5792 batches of this session. Once the visitor confirmed a batch's review, an atomic
 * wallet (the passkey wallet) executes its calls all or nothing in one UserOperation; any other
 * wallet gets the calls one after another, each rebuilt from the review; a call the wallet refuses
 * stops the rest, and the batch's status says so (a partial failure is 600, never 200). `shown` is
 * the batch `wallet_showCallsStatus` asked to show.
 */
export class CallsRegistry extends Observable<{ shown?: string }> {
  readonly #batches = new Map<string, SentBatch>()
  readonly #openModal: () => void

  /** `openModal` brings the launcher's modal up for `wallet_showCallsStatus`. */
  constructor(openModal: () => void = () => {}) {
    super({})
    this.#openModal = openModal
  }

  has(id: string): boolean {
    return this.#batches.has(id)
  }

  get(id: string): SentBatch | undefined {
    return this.#batches.get(id)
  }

  /**
   * Sends the reviewed calls through the wallet, one after another. Resolves with the batch id once
   * the wallet took the first call; rejects (nothing sent) when it refused that one.
   */
  async send({
    review,
    id,
    wallet,
    stillWanted = () => true,
    options = {},
  }: {
    review: BatchReview
    id: string | undefined
    wallet: Wallet
    stillWanted?: () => boolean
    /** What the site asked beyond the calls, for an atomic wallet that takes it (see batchOptionsOf). */
    options?: BatchOptions
  }): Promise<{ id: string }> {
    const batchId = id ?? newBatchId()
    if (this.#batches.has(batchId))
      throw rpcError('INVALID_REQUEST', RPC_ERROR.duplicateBundleId, `a batch with id ${batchId} was already sent`)
    if (wallet.batches) return this.#sendAtomic(batchId, review, wallet.batches, stillWanted, options)
    return this.#sendInTurn(batchId, review, wallet.provider, stillWanted)
  }

  /**
   * The calls one after another, each a transaction the wallet signs: stopped at the first the wallet refuses, or
   * once the visitor cancelled or the wallet moved; the batch is known from its first sent call.
   */
  async #sendInTurn(
    batchId: string,
    review: BatchReview,
    provider: Eip1193Provider,
    stillWanted: () => boolean,
  ): Promise<{ id: string }> {
    const batch: SentBatch = {
      id: batchId,
      chain: review.chain,
      from: review.from,
      hashes: review.calls.map(() => undefined),
      atomic: false,
      sending: true,
    }
    for (const [i, call] of review.calls.entries()) {
      // Between calls: the visitor may have cancelled (or the wallet moved); what is not yet sent is not sent.
      if (i > 0 && !(await this.#stillOn(provider, review, stillWanted))) {
        batch.stoppedBecause = `call ${i + 1} of ${review.calls.length}: not sent (cancelled, or the wallet left ${review.chain.name} or the account)`
        break
      }
      try {
        // The first call was confirmed just now; #stillOn checked each later one.
        const hash = await submitToWallet({
          account: { address: review.from, provider },
          from: review.from,
          request: { method: 'eth_sendTransaction', params: [transactionOf(review, call)], chain: review.chain },
          stillWanted,
        })
        if (!hash) throw rpcError('USER_REJECTED', RPC_ERROR.userRejected, 'the visitor cancelled the batch')
        batch.hashes[i] = hash
      } catch (error) {
        if (i === 0) throw walletRefusal(error, 'the wallet', 'batch').failure
        batch.stoppedBecause = `call ${i + 1} of ${review.calls.length}: ${isUserRejection(error) ? 'rejected in the wallet' : errorMessage(error)}`
        break
      }
      if (i === 0) this.#batches.set(batchId, batch)
    }
    batch.sending = false
    return { id: batchId }
  }

  /** All calls in one operation of the wallet: it lands whole or not at all. */
  async #sendAtomic(
    id: string,
    review: BatchReview,
    wallet: AtomicBatchWallet,
    stillWanted: () => boolean,
    options: BatchOptions,
  ): Promise<{ id: string }> {
    try {
      const calls = review.calls.map((call) => {
        if (!call.to)
          throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, 'an atomic batch cannot deploy a contract')
        return { to: call.to, value: call.value, data: call.data }
      })
      const { transactionHash } = await wallet.sendCalls(calls, { ...options, stillWanted })
      this.#batches.set(id, {
        id,
        chain: review.chain,
        from: review.from,
        hashes: [transactionHash],
        atomic: true,
        sending: false,
      })
      return { id }
    } catch (error) {
      // A failure the wallet said for the visitor (ExplainedError) goes on as it is: the review shows its sentence.
      throw explanationOf(error) ? error : walletRefusal(error, 'the wallet', 'batch').failure
    }
  }

  /** Whether the batch may go on: still wanted, and the wallet still on the reviewed chain and account. */
  async #stillOn(provider: Eip1193Provider, review: BatchReview, stillWanted: () => boolean): Promise<boolean> {
    if (!stillWanted()) return false
    try {
      const [chainId, accounts] = await Promise.all([
        provider.request({ method: 'eth_chainId' }),
        provider.request({ method: 'eth_accounts' }),
      ])
      return (
        Number(chainId) === review.chain.id &&
        Array.isArray(accounts) &&
        accounts.some((a) => typeof a === 'string' && a.toLowerCase() === review.from.toLowerCase()) &&
        stillWanted()
      )
    } catch {
      return false
    }
  }

  /** EIP-5792 status of a batch, from the chain's receipts; 5730 for an id this session never sent. */
  async status(id: string, client: (chain: ChainConfig) => ChainClient): Promise<CallsStatus> {
    const batch = this.#batches.get(id)
    if (!batch) throw rpcError('INVALID_REQUEST', RPC_ERROR.unknownBundle, `no batch with id ${id}`)
    return readCallsStatus(batch, client(batch.chain))
  }

  /** `wallet_showCallsStatus`: the widget shows that batch until the visitor closes it. */
  show(id: string): void {
    if (!this.#batches.has(id)) throw rpcError('INVALID_REQUEST', RPC_ERROR.unknownBundle, `no batch with id ${id}`)
    this.publish({ shown: id })
    this.#openModal()
  }

  hide = (): void => {
    this.publish({})
  }
}

/** A new batch's id: 32 random bytes, as EIP-5792 asks of one the dapp did not name. */
function newBatchId(): string {
  return `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** A reviewed call as the transaction the wallet is asked to send, bound to the reviewed chain. */
function transactionOf(review: BatchReview, call: BatchReview['calls'][number]): Record<string, string> {
  const tx: Record<string, string> = {
    from: review.from,
    value: `0x${call.value.toString(16)}`,
    chainId: `0x${review.chain.id.toString(16)}`,
  }
  if (call.to) tx.to = call.to
  if (call.data !== '0x') tx.data = call.data
  return tx
}
