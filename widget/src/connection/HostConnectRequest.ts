import type { WidgetMessage } from '../../../protocol/bridge'
import { WalletportError } from '../../../protocol/errors'
import type { Account } from '../../../protocol/types'
import type { Layout } from '../boot/layout'
import { PendingHostRequest } from '../state/PendingHostRequest'
import { errorMessage, isUserRejection } from '../wallets/eip1193'
import { accountOf, type Connection } from './connectionMachine'

export type HostConnectContext = {
  layout: Layout
  /** The host link's notify, undefined while the bridge is not up. */
  notify: (message: WidgetMessage) => Promise<void> | undefined
}

/**
 * The host's `connect()`: one at a time (a second gets BUSY), answered by the visitor's
 * connection or refusal. It brings the launcher's modal up, and takes it down again once the
 * visitor has connected, since the modal was the host's doing, not the visitor's.
 */
export class HostConnectRequest {
  readonly #context: HostConnectContext
  readonly #pending = new PendingHostRequest<Account>()

  constructor(context: HostConnectContext) {
    this.#context = context
  }

  get active(): boolean {
    return this.#pending.active
  }

  /** Resolves at once when connected; else `showConnect` runs unless an attempt is already under way. */
  start(connection: Connection, showConnect: () => void): Promise<Account> {
    if (connection.status === 'connected') return Promise.resolve(accountOf(connection))
    if (this.#pending.active)
      return Promise.reject(new WalletportError('BUSY', 'a connect() is already waiting for the visitor'))
    const account = this.#pending.start()
    if (connection.status !== 'connecting') showConnect()
    void this.#context.notify({ kind: 'ui', action: 'open' })
    return account
  }

  connected(account: Account): void {
    if (!this.#pending.active) return
    this.#pending.settle(account)
    if (this.#context.layout === 'modal') void this.#context.notify({ kind: 'ui', action: 'close' })
  }

  /** The wallet refused or failed: USER_REJECTED when the visitor said no there. */
  failed(error: unknown): void {
    this.#pending.settle(
      isUserRejection(error)
        ? new WalletportError('USER_REJECTED', 'the visitor rejected the connection in the wallet')
        : new WalletportError('WALLET_ERROR', errorMessage(error)),
    )
  }

  dismissed(): void {
    this.#pending.settle(new WalletportError('USER_REJECTED', 'the visitor dismissed the connect screen'))
  }
}
