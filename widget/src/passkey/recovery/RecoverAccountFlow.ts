import { getAddress, isAddress, type Address, type Hex } from 'viem'
import type { ChainConfig } from '../../../../protocol/config'
import { WalletportError } from '../../../../protocol/errors'
import type { ChainClient } from '../../chain/chainClient'
import type { Text } from '../../i18n/translate'
import { Observable } from '../../state/Observable'
import { errorMessage, isUserRejection } from '../../wallets/eip1193'
import { executeRecoveryData, proposeRecoveryData } from '../accountRecovery'
import type { RecoveryPasskey } from '../recoveryPasskey'
import {
  chainTime,
  findRecoverableAccounts,
  readRecoverable,
  type NotRecoverable,
  type RecoverableAccount,
} from './readRecoverable'

export type RecoverAction = 'check' | 'propose' | 'execute'

/** How the visitor's last step ended; `text` says it on screen. */
export type RecoverOutcome = {
  action: RecoverAction
  result: 'done' | 'rejected' | 'failed'
  text: Text
  /** A proposal that did not go out after its passkey was made: that passkey is left on the device, opening nothing. */
  passkeyLeft?: true
}

export type RecoverView = {
  search: 'idle' | 'searching' | 'done' | 'failed'
  /** The accounts this wallet may recover, as the chain said at `chainTime`. */
  accounts: RecoverableAccount[]
  /** The chain's clock at the last read (unix seconds): a proposal is ready by it, not by the browser's clock. */
  chainTime: number
  asking?: { account: Address; action: RecoverAction }
  outcome?: RecoverOutcome
}

export type RecoverAccountContext = {
  /** The connected wallet, the recovery address: its address and chain. */
  recoverer: () => { address: Address; chainId: number } | undefined
  chain: (chainId: number) => ChainConfig | undefined
  client: (chain: ChainConfig) => ChainClient
  /** A call of the connected wallet, reviewed and confirmed like any (ApprovalController.requestFromWallet). */
  request: (to: Address, data: Hex) => Promise<unknown>
  /** The normal creation ceremony, for a passkey of `account` (passkey/recoveryPasskey.ts). */
  newPasskey: (chain: ChainConfig, account: Address) => Promise<RecoveryPasskey>
  /** Tells the host page a recovery request failed (the `error` event). */
  report: (error: WalletportError) => void
}

const IDLE: RecoverView = { search: 'idle', accounts: [], chainTime: 0 }

/**
 * The recovery address's side of a passkey account's recovery, with the wallet it names connected: find the accounts
 * that name it (or take one typed), propose a new passkey for one, and execute the proposal once its delay has
 * passed by the chain's clock. Each call to the account is a reviewed request of the connected wallet; before it, the
 * chain is read again, so a wallet that is not (or no longer) the recovery address, or a proposal already executed,
 * is refused with a clear reason, never sent to revert. One step at a time; what was read belongs to one wallet on
 * one chain and is dropped when that changes. Kept outside the screen: the review replaces it while a step runs.
 */
export class RecoverAccountFlow extends Observable<RecoverView> {
  readonly #context: RecoverAccountContext
  #owner = ''
  /** The step under way made a passkey whose proposal has not gone out (yet). */
  #unproposed = false

  constructor(context: RecoverAccountContext) {
    super(IDLE)
    this.#context = context
  }

  /** The accounts that named the connected wallet in the chain's recent blocks. */
  find = async (): Promise<void> => {
    const at = this.#where()
    if (!at || this.getSnapshot().search === 'searching') return
    this.#update({ search: 'searching', outcome: undefined })
    try {
      const [accounts, now] = await Promise.all([
        findRecoverableAccounts(at.client, at.chain, at.recoverer),
        chainTime(at.client),
      ])
      if (this.#stillFor(at))
        this.#update({ search: 'done', accounts: merge(this.getSnapshot().accounts, accounts), chainTime: now })
    } catch (error) {
      if (this.#stillFor(at)) this.#update({ search: 'failed', outcome: this.#failed('check', error) })
    }
  }

  /** An account the visitor typed: taken when the chain says this wallet may recover it. */
  check = (typed: string): Promise<void> => {
    const text = typed.trim()
    if (!isAddress(text))
      return Promise.resolve(
        this.#refuse('check', { key: 'recover.invalid' }, 'the address entered is not an account address'),
      )
    return this.#step(getAddress(text), 'check', async () => {})
  }

  /** A new passkey (the creation ceremony), proposed as the account's owner in a reviewed request. */
  propose = (account: Address): Promise<void> =>
    this.#step(account, 'propose', async (at) => {
      const passkey = await this.#context.newPasskey(at.chain, account)
      this.#unproposed = true
      await this.#context.request(account, proposeRecoveryData(passkey.signer))
      this.#unproposed = false
      passkey.remember()
    })

  /** Executes the account's proposal, once the chain's clock has passed its `readyAt`. */
  execute = (account: Address): Promise<void> =>
    this.#step(account, 'execute', async (_, found) => {
      if (!found.pending) throw refusal({ key: 'recover.nothingPending' }, 'no recovery is pending for this account')
      const now = await chainTime(this.#where()!.client)
      if (now < found.pending.readyAt) throw refusal({ key: 'recover.notReady' }, 'the recovery is not ready yet')
      await this.#context.request(account, executeRecoveryData())
    })

  /** Runs `action` on `account` after reading it again; records how it ended and reads the account once more. */
  async #step(
    account: Address,
    action: RecoverAction,
    run: (at: Where, found: RecoverableAccount) => Promise<void>,
  ): Promise<void> {
    const at = this.#where()
    if (!at || this.getSnapshot().asking) return
    this.#update({ asking: { account, action }, outcome: undefined })
    this.#unproposed = false
    let outcome: RecoverOutcome
    try {
      const found = await readRecoverable(at.client, at.chain, account, at.recoverer)
      if (typeof found === 'string') throw refusal(...notRecoverable(found, account))
      this.#keep(found, await chainTime(at.client))
      await run(at, found)
      outcome = { action, result: 'done', text: { key: `recover.${action}Done`, params: { account } } }
    } catch (error) {
      outcome =
        isUserRejection(error) || (error instanceof WalletportError && error.code === 'USER_REJECTED')
          ? { action, result: 'rejected', text: { key: 'recover.rejected' } }
          : this.#failed(action, error)
      // WebAuthn cannot delete a passkey: the visitor is told it is there, and that it opens nothing.
      if (this.#unproposed) outcome.passkeyLeft = true
    }
    if (!this.#stillFor(at)) return
    // Read again, so what the outcome says next to it is what the chain says now.
    const after = await readRecoverable(at.client, at.chain, account, at.recoverer).catch(() => undefined)
    const now = await chainTime(at.client).catch(() => this.getSnapshot().chainTime)
    if (!this.#stillFor(at)) return
    if (after && typeof after !== 'string') this.#keep(after, now)
    // Recovered: the other owners it still has (the lost passkey, or a stranger's) are the visitor's to check.
    if (outcome.result === 'done' && action === 'execute' && after && typeof after !== 'string')
      outcome.text = { key: 'recover.executeDone', params: { account, others: Math.max(after.owners - 1, 0) } }
    // No longer this wallet's to recover (another recovery address, or none): off the list.
    if (typeof after === 'string')
      this.#update({ accounts: this.getSnapshot().accounts.filter((e) => e.account !== account) })
    this.#update({ asking: undefined, outcome })
  }

  #refuse(action: RecoverAction, text: Text, message: string): void {
    this.#update({ outcome: this.#failed(action, refusal(text, message)) })
  }

  /**
   * A failure as the visitor reads it (in detail), told to the host page too in a fixed message per case: a refusal's
   * own, or "the request failed" for anything the wallet or the bundler said, whose words may carry addresses, signer
   * bytes or what the visitor typed. The page learns that a recovery failed and why in general, not whose.
   */
  #failed(action: RecoverAction, error: unknown): RecoverOutcome {
    if (error instanceof RecoveryRefusal) {
      this.#context.report(new WalletportError(error.code, `recovery: ${error.message}`))
      return { action, result: 'failed', text: error.text }
    }
    const code = error instanceof WalletportError ? error.code : 'WALLET_ERROR'
    this.#context.report(new WalletportError(code, 'recovery: the request failed'))
    return { action, result: 'failed', text: { key: 'recover.failed', params: { reason: errorMessage(error) } } }
  }

  #keep(found: RecoverableAccount, now: number): void {
    this.#update({ accounts: merge(this.getSnapshot().accounts, [found]), chainTime: now })
  }

  /** Where the flow runs now: the connected wallet on a chain that offers the passkey wallet; resets on a change. */
  #where(): Where | undefined {
    const recoverer = this.#context.recoverer()
    const chain = recoverer && this.#context.chain(recoverer.chainId)
    const owner = recoverer ? `${recoverer.chainId}:${recoverer.address.toLowerCase()}` : ''
    if (owner !== this.#owner) {
      this.#owner = owner
      this.publish(IDLE)
    }
    if (!recoverer || !chain?.passkeyWallet) return undefined
    return { recoverer: recoverer.address, chain, client: this.#context.client(chain), owner }
  }

  #stillFor(at: Where): boolean {
    return this.#where()?.owner === at.owner
  }

  #update(change: Partial<{ [K in keyof RecoverView]: RecoverView[K] | undefined }>): void {
    const next = { ...this.getSnapshot(), ...change }
    for (const key of ['asking', 'outcome'] as const) if (next[key] === undefined) delete next[key]
    this.publish(next as RecoverView)
  }
}

type Where = { recoverer: Address; chain: ChainConfig; client: ChainClient; owner: string }

/** A refusal of the widget's own, before anything is sent: INVALID_REQUEST with the words for the screen. */
class RecoveryRefusal extends WalletportError {
  readonly text: Text
  constructor(text: Text, message: string) {
    super('INVALID_REQUEST', message)
    this.text = text
  }
}

function refusal(text: Text, message: string): RecoveryRefusal {
  return new RecoveryRefusal(text, message)
}

function notRecoverable(reason: NotRecoverable, account: Address): [Text, string] {
  return reason === 'notRecoverer'
    ? [
        { key: 'recover.notRecoverer', params: { account } },
        'the connected wallet is not this account’s recovery address',
      ]
    : [
        { key: 'recover.notPasskeyAccount', params: { account } },
        'the address is not a passkey wallet of this deployment',
      ]
}

/** `known` with `found` put in (replacing the same account's entry), in the order first seen. */
function merge(known: RecoverableAccount[], found: RecoverableAccount[]): RecoverableAccount[] {
  const byAccount = new Map(known.map((entry) => [entry.account, entry]))
  // A wallet read again by its address keeps the date its log said it named this wallet.
  for (const entry of found) {
    const namedAt = entry.namedAt ?? byAccount.get(entry.account)?.namedAt
    byAccount.set(entry.account, namedAt === undefined ? entry : { ...entry, namedAt })
  }
  return [...byAccount.values()]
}
