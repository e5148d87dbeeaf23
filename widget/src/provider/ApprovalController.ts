import type { Address } from 'viem'
import { WalletportError } from '../../../protocol/errors'
import { Observable } from '../state/Observable'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { errorMessage, isUserRejection, rpcErrorCode, type Eip1193Provider } from '../wallets/eip1193'
import { describeMessage, describeTransaction, describeTypedData, type ApprovalSummary, type KnownToken, type TransactionRequest } from './describeApproval'

/** The provider methods that need the visitor's click in the widget before the wallet sees them. */
export const APPROVAL_METHODS = new Set(['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'])

export type ApprovalView =
  | { step: 'idle' }
  | { step: 'review'; method: string; summary: ApprovalSummary; shownAt: number; notice?: string }
  | { step: 'signing'; method: string; summary: ApprovalSummary }

export type ApprovalContext = {
  hostOrigin: string
  account: () => { address: Address; provider: Eip1193Provider; walletName: string; nativeSymbol: string } | undefined
  token: (address: Address) => KnownToken | undefined
  openModal: () => void
}

/**
 * Requests of the host dapp through `handle.provider` that move funds or sign: shown on a review
 * screen (decoded where the widget can), and passed to the wallet, unchanged, only after the
 * visitor's click on the widget's own confirm button. One at a time.
 */
export class ApprovalController extends Observable<ApprovalView> {
  readonly #context: ApprovalContext
  readonly #host = new PendingHostRequest<unknown>()
  #params: unknown[] = []

  constructor(context: ApprovalContext) {
    super({ step: 'idle' })
    this.#context = context
  }

  request(method: string, params: unknown): Promise<unknown> {
    const account = this.#context.account()
    if (!account) throw rpcError('NOT_CONNECTED', 4100, 'connect a wallet first (eth_requestAccounts)')
    if (this.#host.active) throw rpcError('BUSY', -32002, 'another request is waiting for the visitor')
    const args = Array.isArray(params) ? params : []
    const summary = this.#summarise(method, args, account)
    this.#params = args
    const result = this.#host.start()
    this.publish({ step: 'review', method, summary, shownAt: Date.now() })
    this.#context.openModal()
    return result
  }

  /** The review's Confirm: the only path of these requests to the wallet. */
  confirm = async (): Promise<void> => {
    const view = this.getSnapshot()
    if (view.step !== 'review') return
    this.publish({ step: 'signing', method: view.method, summary: view.summary })
    const account = this.#context.account()
    try {
      if (!account) throw rpcError('NOT_CONNECTED', 4900, 'the wallet disconnected')
      const result = await account.provider.request({ method: view.method, params: this.#params })
      this.#host.settle(result)
      this.publish({ step: 'idle' })
    } catch (error) {
      const rejected = isUserRejection(error)
      const failure =
        error instanceof WalletportError
          ? error
          : rejected
            ? rpcError('USER_REJECTED', 4001, 'the visitor rejected the request in the wallet')
            : rpcError('WALLET_ERROR', rpcErrorCode(error) ?? -32603, errorMessage(error))
      this.#host.settle(failure)
      this.publish({ step: 'idle' })
    }
  }

  cancel = (): void => {
    if (this.getSnapshot().step !== 'review') return
    this.#host.settle(rpcError('USER_REJECTED', 4001, 'the visitor rejected the request'))
    this.publish({ step: 'idle' })
  }

  #summarise(method: string, args: unknown[], account: { address: Address; nativeSymbol: string }): ApprovalSummary {
    const sameAccount = (address: unknown) => typeof address === 'string' && address.toLowerCase() === account.address.toLowerCase()
    if (method === 'eth_sendTransaction') {
      const tx = (args[0] ?? {}) as TransactionRequest
      if (tx.from && !sameAccount(tx.from)) throw rpcError('INVALID_REQUEST', 4100, 'from is not the connected account')
      return describeTransaction(tx, account.nativeSymbol, this.#context.token)
    }
    if (method === 'personal_sign') {
      if (typeof args[0] !== 'string' || !sameAccount(args[1])) throw rpcError('INVALID_REQUEST', -32602, 'personal_sign expects [message, connected address]')
      return describeMessage(args[0])
    }
    if (!sameAccount(args[0])) throw rpcError('INVALID_REQUEST', -32602, 'eth_signTypedData_v4 expects [connected address, typed data]')
    try {
      return describeTypedData(args[1])
    } catch {
      throw rpcError('INVALID_REQUEST', -32602, 'the typed data is not valid JSON')
    }
  }
}

export function rpcError(code: WalletportError['code'], rpcCode: number, message: string, data?: unknown): WalletportError {
  return new WalletportError(code, message, data === undefined ? { code: rpcCode } : { code: rpcCode, data })
}
