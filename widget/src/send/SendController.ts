import { formatUnits, type Address, type Hash } from 'viem'
import type { WidgetMessage } from '../../../protocol/bridge'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import type { SendRequest, SendResult, WalletportEvents } from '../../../protocol/types'
import type { BalanceRow } from '../balances/BalanceTracker'
import { getGasPrice, type ChainClient } from '../chain/chainClient'
import type { DurableStore } from '../storage/durableStore'
import { readRecord } from '../storage/durableStore'
import { switchToChain } from '../wallets/switchToChain'
import { errorMessage, isUserRejection, type Eip1193Provider } from '../wallets/eip1193'
import type { Text } from '../i18n/translate'
import { Observable } from '../state/Observable'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { parsePendingSend, transferMismatch, type PendingSend } from './pendingSend'
import { rememberSend } from '../activity/sentTransfers'
import { prepareSend, type PreparedSend, type SendDraft } from './prepareSend'
import { trackTransaction } from './trackTransaction'

/** What a sent transfer shows while it is tracked and after. */
export type SentTransfer = { chain: ChainConfig; token: 'native' | Address; symbol: string; decimals: number; to: Address; amount: bigint }

export type SendView =
  | { step: 'idle' }
  | { step: 'form'; draft?: SendDraft; requestedBy?: string; notice?: Text }
  | { step: 'preparing'; draft: SendDraft; requestedBy?: string }
  | { step: 'review'; send: PreparedSend; draft: SendDraft; requestedBy?: string; shownAt: number; notice?: Text }
  | { step: 'signing'; send: PreparedSend; draft: SendDraft; requestedBy?: string }
  | { step: 'submitted'; transfer: SentTransfer; hash: Hash }
  | { step: 'confirmed'; transfer: SentTransfer; hash: Hash }
  | { step: 'failed'; transfer: SentTransfer; hash?: Hash; reason: string }

/** What the controller needs from the session around it. */
export type SendContext = {
  hostOrigin: string
  chains: () => ChainConfig[]
  client: (chain: ChainConfig) => ChainClient
  /** The connected account, its wallet's provider and chain; undefined when disconnected. */
  account: () => { address: Address; chainId: number; provider: Eip1193Provider; walletName: string } | undefined
  /** The balance row of a token, once balances are read; undefined when the token is not listed. */
  balanceRow: (chainId: number, token: 'native' | Address) => Promise<BalanceRow | undefined>
  refreshBalances: () => void
  /** Addresses the account sent to or received from on a chain (Activity's view of it). */
  counterparties: (chain: ChainConfig, account: Address) => Promise<Address[]>
  store: DurableStore
  emit: (message: WidgetMessage) => void
  locale: () => string
}

/** How long the account's history may take before a review goes on without the poisoning check. */
const COUNTERPARTIES_TIMEOUT_MS = 5000

/** `promise`, or a rejection after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))])
}

/** Steps during which another send is refused with BUSY: one send at a time. */
const BUSY_STEPS = new Set<SendView['step']>(['form', 'preparing', 'review', 'signing', 'submitted'])

/**
 * The send flow as a state machine: form → review → signing → submitted → confirmed | failed.
 * Nothing reaches the wallet but through `confirm()`, which only the review screen's own button
 * calls; a host's `send()` can only fill the form in and open the review. The host's promise
 * resolves at submission (hash) or rejects when the visitor cancels or the wallet refuses.
 */
export class SendController extends Observable<SendView> {
  readonly #context: SendContext
  readonly #host = new PendingHostRequest<SendResult>()
  /** See #history. */
  readonly #histories = new Map<string, Promise<Address[]>>()

  constructor(context: SendContext) {
    super({ step: 'idle' })
    this.#context = context
  }

  get busy(): boolean {
    return BUSY_STEPS.has(this.getSnapshot().step)
  }

  // ── Visitor ──────────────────────────────────────────────────────────────

  /** Opens the send form, for the visitor's own send. */
  open = (draft?: SendDraft): void => {
    if (this.busy) return
    this.#histories.clear() // a new send flow reads the history afresh
    this.publish(draft ? { step: 'form', draft } : { step: 'form' })
  }

  /** The form's Continue: checks and prices the draft, then shows the review. */
  review = async (draft: SendDraft): Promise<void> => {
    const view = this.getSnapshot()
    if (view.step !== 'form' && view.step !== 'review') return
    const requestedBy = view.requestedBy
    this.publish({ step: 'preparing', draft, ...(requestedBy ? { requestedBy } : {}) })
    try {
      const send = await this.#prepare(draft, true)
      if (this.getSnapshot().step !== 'preparing') return
      this.publish({ step: 'review', send, draft, shownAt: Date.now(), ...(requestedBy ? { requestedBy } : {}) })
    } catch (error) {
      if (this.getSnapshot().step !== 'preparing') return
      const notice: Text = { key: 'send.cannotReview', params: { reason: errorMessage(error) } }
      this.publish({ step: 'form', draft, notice, ...(requestedBy ? { requestedBy } : {}) })
    }
  }

  /** Back from the review to the form, keeping what was typed (and the host's request, if any). */
  edit = (): void => {
    const view = this.getSnapshot()
    if (view.step !== 'review') return
    this.publish({ step: 'form', draft: view.draft, ...(view.requestedBy ? { requestedBy: view.requestedBy } : {}) })
  }

  cancel = (): void => {
    const view = this.getSnapshot()
    if (view.step === 'submitted') return
    // While signing, the wallet has the request; cancelling stops waiting for it (a wallet that
    // never answers must not leave the widget stuck). A late hash is still followed.
    if (view.step === 'signing') this.#emitSend('rejected', view.send)
    if (view.step === 'review') this.#emitSend('rejected', view.send)
    this.#host.settle(new WalletportError('USER_REJECTED', 'the visitor cancelled the send'))
    this.publish({ step: 'idle' })
  }

  /** Leaves a final status screen. */
  done = (): void => {
    if (this.getSnapshot().step === 'confirmed' || this.getSnapshot().step === 'failed') this.publish({ step: 'idle' })
  }

  /**
   * The review's Confirm: the only path to the wallet. A second click finds the step moved on
   * and does nothing, so a double click sends one transaction.
   */
  confirm = async (): Promise<void> => {
    const view = this.getSnapshot()
    if (view.step !== 'review') return
    const { send, draft, requestedBy } = view
    const signing: SendView = { step: 'signing', send, draft, ...(requestedBy ? { requestedBy } : {}) }
    this.publish(signing)
    /** Still this send's signing step: the visitor may have cancelled while the widget waited. */
    const stillSigning = () => this.getSnapshot() === signing
    const account = this.#context.account()
    try {
      if (!account || account.address.toLowerCase() !== send.from.toLowerCase()) {
        throw new WalletportError('NOT_CONNECTED', 'the wallet is no longer connected with this account')
      }
      // Asked of the wallet now rather than taken from its last event: a wallet (a host-relayed
      // one above all) may have moved without saying so, and the chainId in the transaction is
      // only a second line of defence.
      if (Number(await account.provider.request({ method: 'eth_chainId' })) !== send.chain.id) {
        const chainId = await switchToChain(account.provider, send.chain)
        if (chainId !== send.chain.id) throw new WalletportError('WALLET_ERROR', `the wallet stayed on chain ${chainId}`)
      }
      // What the wallet sends now has at least this nonce: a hash it reports of an earlier,
      // identical transfer (already on chain) is not taken for this one.
      const minNonce = Number(await this.#context.client(send.chain).request({ method: 'eth_getTransactionCount', params: [send.from, 'latest'] }))
      if (!stillSigning()) return // cancelled while the widget asked: nothing reaches the wallet
      const hash = (await account.provider.request({ method: 'eth_sendTransaction', params: [send.tx] })) as Hash
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new WalletportError('WALLET_ERROR', 'the wallet returned no transaction hash')
      // Even if the visitor gave up waiting (cancel, disconnect), a hash means the transaction
      // exists: follow it and say so, rather than hide a real transfer.
      this.#submitted(send, hash, minNonce)
    } catch (error) {
      if (!stillSigning()) return // already cancelled; nothing was sent
      const rejected = isUserRejection(error)
      const walletName = account?.walletName ?? 'the wallet'
      const failure =
        error instanceof WalletportError
          ? error
          : new WalletportError(rejected ? 'USER_REJECTED' : 'WALLET_ERROR', rejected ? 'the visitor rejected the transaction in the wallet' : errorMessage(error))
      this.#emitSend(rejected ? 'rejected' : 'failed', send, undefined, rejected ? undefined : failure)
      this.#host.settle(failure)
      if (requestedBy) {
        // The host was told this send ended: nothing of it may stay confirmable (a final screen,
        // not the review), and the next host send() must not find the controller busy with it.
        this.publish({ step: 'failed', transfer: transferOf(send), reason: `${walletName}: ${failure.message}` })
        return
      }
      if (this.getSnapshot().step === 'signing') {
        this.publish({
          step: 'review',
          send,
          draft,
          shownAt: Date.now(),
          notice: rejected
            ? { key: 'notice.sendRejected', params: { wallet: walletName } }
            : { key: 'notice.sendFailed', params: { wallet: walletName, reason: failure.message } },
        })
      }
    }
  }

  // ── Host ─────────────────────────────────────────────────────────────────

  /** The host's `send()`: checks everything first, then opens the pre-filled review. */
  async requestFromHost(request: SendRequest): Promise<SendResult> {
    const account = this.#context.account()
    if (!account) throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
    if (this.busy || this.#host.active) throw new WalletportError('BUSY', 'another send is in progress')
    this.#histories.clear() // a new send flow reads the history afresh
    const chains = this.#context.chains()
    const chainId = request.chainId ?? (chains.some((c) => c.id === account.chainId) ? account.chainId : chains[0]!.id)
    const draft: SendDraft = { chainId, token: request.token, to: request.to, amount: request.amount }
    // Mark busy before the first await, so a flood of send() calls cannot stack reviews.
    this.publish({ step: 'preparing', draft, requestedBy: this.#context.hostOrigin })
    let send: PreparedSend
    try {
      send = await this.#prepare(draft, false)
    } catch (error) {
      if (this.getSnapshot().step === 'preparing') this.publish({ step: 'idle' })
      throw error
    }
    // Cancelled while it was being checked: the visitor said no before seeing it; it stays ended.
    if (this.getSnapshot().step !== 'preparing') throw new WalletportError('USER_REJECTED', 'the visitor cancelled the send')
    const result = this.#host.start()
    this.publish({ step: 'review', send, draft, requestedBy: this.#context.hostOrigin, shownAt: Date.now() })
    this.#context.emit({ kind: 'ui', action: 'open' })
    return result
  }

  /** The connected account's counterparties on a chain, for the form's early poisoning hint; empty when unknown. */
  counterparties = async (chainId: number): Promise<Address[]> => {
    const account = this.#context.account()
    const chain = this.#context.chains().find((c) => c.id === chainId)
    if (!account || !chain) return []
    return this.#history(chain, account.address).catch(() => [])
  }

  /** The chain's gas price, for the form's Max of the native token. */
  gasPrice = (chain: ChainConfig): Promise<bigint> => getGasPrice(this.#context.client(chain))

  /** After a reload: picks up a transfer that was still pending, once the chain vouches for it. */
  async resume(): Promise<void> {
    const record = await readRecord(this.#context.store, 'pendingSend', parsePendingSend)
    const account = this.#context.account()
    const chain = this.#context.chains().find((c) => c.id === record?.chainId)
    if (!record || !account || !chain || this.getSnapshot().step !== 'idle') return
    // Symbol and decimals come from the chain, never from the record: the host may have written
    // it, and "1,000,000 USDC" for a 1 USDC transfer would be its doing.
    const token = await this.#context.balanceRow(chain.id, record.token)
    if (token?.decimals === undefined) {
      // A token this widget does not list was never sent from it: a forged record.
      if (!token) this.#context.store.write('pendingSend', undefined)
      return
    }
    if ((await transferMismatch(this.#context.client(chain), record, account.address)) !== undefined) {
      this.#context.store.write('pendingSend', undefined)
      return
    }
    if (this.getSnapshot().step !== 'idle') return
    const transfer: SentTransfer = { chain, token: record.token, symbol: token.symbol, decimals: token.decimals, to: record.to, amount: BigInt(record.amount) }
    this.publish({ step: 'submitted', transfer, hash: record.hash })
    void this.#track(transfer, record)
  }

  /**
   * The wallet moved to another account or network while a review was open: the review no
   * longer says what would be sent. It is rebuilt from the same draft (balance, fee, chain
   * check), its confirm delay starts again, and the visitor is told why.
   */
  async contextChanged(): Promise<void> {
    const view = this.getSnapshot()
    if (view.step !== 'review') return
    const { draft, requestedBy } = view
    this.publish({ step: 'preparing', draft, ...(requestedBy ? { requestedBy } : {}) })
    try {
      const send = await this.#prepare(draft, true)
      if (this.getSnapshot().step !== 'preparing') return
      this.publish({ step: 'review', send, draft, shownAt: Date.now(), notice: { key: 'send.rebuilt' }, ...(requestedBy ? { requestedBy } : {}) })
    } catch (error) {
      if (this.getSnapshot().step !== 'preparing') return
      this.publish({ step: 'form', draft, notice: { key: 'send.cannotReview', params: { reason: errorMessage(error) } }, ...(requestedBy ? { requestedBy } : {}) })
    }
  }

  /** The wallet disconnected: whatever was being prepared is void. */
  reset(): void {
    const view = this.getSnapshot()
    if (view.step === 'submitted') return // the transaction exists: keep following it
    this.#host.settle(new WalletportError('NOT_CONNECTED', 'the wallet disconnected'))
    if (view.step !== 'idle') this.publish({ step: 'idle' })
  }

  // ── Internals ────────────────────────────────────────────────────────────

  async #prepare(draft: SendDraft, fromVisitor: boolean): Promise<PreparedSend> {
    const account = this.#context.account()
    if (!account) throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
    const chain = this.#context.chains().find((c) => c.id === draft.chainId)
    if (!chain) throw new WalletportError('UNSUPPORTED_CHAIN', `chain ${draft.chainId} is not offered here`)
    const row = await this.#context.balanceRow(chain.id, draft.token)
    if (!row) throw new WalletportError('UNKNOWN_TOKEN', `${draft.token} is not a token listed on ${chain.name}`)
    if (row.decimals === undefined) throw new WalletportError('UNKNOWN_TOKEN', `the decimals of ${row.symbol} cannot be read`)
    // The account's history for the poisoning check; unreadable history leaves the check out rather than block the send.
    const counterparties = await this.#history(chain, account.address).catch(() => undefined)
    return prepareSend({
      client: this.#context.client(chain),
      chain,
      from: account.address,
      draft,
      token: { symbol: row.symbol, decimals: row.decimals },
      ...(row.value !== undefined && !row.stale ? { balance: row.value } : {}),
      allowDecimalComma: fromVisitor,
      ...(counterparties ? { counterparties } : {}),
    })
  }

  /**
   * The account's history on a chain, read once per send flow: the form's hint and the review's
   * check share it (two eth_getLogs and the kept sends, not twice that). Forgotten when a new flow
   * starts, after a send (which adds a counterparty) and after a failed read.
   */
  #history(chain: ChainConfig, account: Address): Promise<Address[]> {
    const key = `${chain.id}:${account.toLowerCase()}`
    let read = this.#histories.get(key)
    if (!read) {
      read = withTimeout(this.#context.counterparties(chain, account), COUNTERPARTIES_TIMEOUT_MS)
      read.catch(() => this.#histories.delete(key))
      this.#histories.set(key, read)
    }
    return read
  }

  #submitted(send: PreparedSend, hash: Hash, minNonce: number): void {
    this.#histories.clear()
    const transfer = transferOf(send)
    const record: PendingSend = {
      hash,
      minNonce,
      chainId: send.chain.id,
      from: send.from,
      token: send.token,
      to: send.to,
      amount: send.amount.toString(),
    }
    this.#context.store.write('pendingSend', JSON.stringify(record))
    void rememberSend(this.#context.store, { hash, chainId: send.chain.id })
    this.publish({ step: 'submitted', transfer, hash })
    this.#emitSend('submitted', transfer, hash)
    this.#host.settle({ hash, chainId: send.chain.id })
    void this.#track(transfer, record)
  }

  /**
   * Follows the transaction to its end, and checks that what landed is the transfer the visitor
   * reviewed: a wallet (a host-relayed one above all) could report the hash of another.
   */
  async #track(transfer: SentTransfer, record: PendingSend): Promise<void> {
    const { hash } = record
    try {
      const client = this.#context.client(transfer.chain)
      let outcome = await trackTransaction(client, hash)
      this.#context.store.write('pendingSend', undefined)
      const mismatch = outcome.status === 'confirmed' ? await transferMismatch(client, { ...record, hash: outcome.hash }, record.from) : undefined
      if (mismatch) outcome = { status: 'failed', hash: outcome.hash, reason: `the wallet sent a different transaction than the one you reviewed (${mismatch} differs)` }
      if (outcome.status === 'confirmed') {
        this.publish({ step: 'confirmed', transfer, hash: outcome.hash })
        this.#emitSend('confirmed', transfer, outcome.hash)
      } else {
        this.publish({ step: 'failed', transfer, hash: outcome.hash, reason: outcome.reason })
        this.#emitSend('failed', transfer, outcome.hash, new WalletportError('WALLET_ERROR', outcome.reason))
      }
      this.#context.refreshBalances()
    } catch (error) {
      // Tracking itself failed (RPC gone): the transaction may still land; say so, keep the record.
      this.publish({ step: 'failed', transfer, hash, reason: `could not follow the transaction: ${errorMessage(error)}` })
    }
  }

  #emitSend(status: WalletportEvents['send']['status'], transfer: SentTransfer | PreparedSend, hash?: Hash, error?: WalletportError): void {
    const payload: WalletportEvents['send'] = {
      status,
      chainId: transfer.chain.id,
      token: transfer.token,
      to: transfer.to,
      amount: formatUnits(transfer.amount, transfer.decimals),
    }
    if (hash) payload.hash = hash
    if (error) payload.error = { code: error.code, message: error.message }
    this.#context.emit({ kind: 'event', name: 'send', payload })
  }

}

/** What a status screen shows of a prepared send. */
function transferOf({ chain, token, symbol, decimals, to, amount }: PreparedSend): SentTransfer {
  return { chain, token, symbol, decimals, to, amount }
}
