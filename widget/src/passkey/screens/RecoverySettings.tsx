import { useEffect, useState } from 'react'
import { getAddress, isAddress, zeroAddress, type Address } from 'viem'
import type { WalletportError } from '../../../../protocol/errors'
import type { Text } from '../../i18n/translate'
import { useT } from '../../i18n/useT'
import { Isolated } from '../../i18n/Isolated'
import type { ApprovalController } from '../../provider/ApprovalController'
import { useObservable } from '../../state/useObservable'
import { clearRecoveryData, setRecoveryData, type RecoveryStatus } from '../accountRecovery'
import type { PasskeyWalletProvider } from '../passkeyWallet'
import type { RecoveryOutcome, RecoveryRead } from '../RecoveryWatch'
import { OutcomeLine } from './OutcomeLine'
import { durationText } from '../../screens/review/amounts'

type Props = {
  wallet: PasskeyWalletProvider
  /** The connected account. */
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  report: (error: WalletportError) => void
}

/**
 * The passkey panel's "Recovery address": what the chain says now, and a field to name or change it. Naming one is
 * the account calling itself (`setRecovery` with the deployment's delay), so it goes through the same review and
 * guarded Confirm as any request, as the wallet's own; nothing reaches the bundler before that Confirm.
 */
export function RecoverySettings({ wallet, account, approvals, report }: Props) {
  const t = useT()
  const { read, asking, outcome } = useObservable(wallet.recovery)
  const [input, setInput] = useState('')
  const delay = durationText(wallet.recoveryDelaySeconds(), t.locale)

  useEffect(() => void wallet.recovery.refresh(), [wallet])

  const current = read.status === 'read' && read.account === account ? read.recovery : undefined
  const typed = input.trim()
  const problem = recovererProblem(typed, account)

  const name = () => {
    if (typed === '' || problem) return
    const recoverer = getAddress(typed)
    void wallet.recovery.ask(
      'name',
      async () => {
        await approvals.requestFromWallet(setRecoveryData(recoverer, wallet.recoveryDelaySeconds()))
        setInput('')
      },
      report,
    )
  }
  const clear = () => void wallet.recovery.ask('clear', () => approvals.requestFromWallet(clearRecoveryData()), report)

  return (
    <div className="notice-neutral recovery-settings" data-testid="recovery-settings">
      <h2>{t('recovery.title')}</h2>
      <CurrentRecovery read={read} current={current} delay={delay} />
      <RecovererField input={input} change={setInput} problem={problem} />
      {(outcome?.kind === 'name' || outcome?.kind === 'clear') && (
        <OutcomeLine failed={outcome.result === 'failed'} testId="recovery-status">
          {t.text(outcomeText(outcome, current?.recoverer))}
        </OutcomeLine>
      )}
      <button
        type="button"
        className="secondary"
        onClick={name}
        disabled={asking !== undefined || typed === '' || problem !== undefined}
        data-testid="recovery-name"
      >
        {t(asking === 'name' ? 'recovery.asking' : current?.recoverer ? 'recovery.change' : 'recovery.name')}
      </button>
      {current?.recoverer && (
        <button
          type="button"
          className="secondary"
          onClick={clear}
          disabled={asking !== undefined}
          data-testid="recovery-clear"
        >
          {t(asking === 'clear' ? 'recovery.asking' : 'recovery.clear')}
        </button>
      )}
    </div>
  )
}

/** What the chain says of the account's recovery now: its recovery address and delay, none, or that it could not be read. */
function CurrentRecovery({
  read,
  current,
  delay,
}: {
  read: RecoveryRead
  current: RecoveryStatus | undefined
  delay: string
}) {
  const t = useT()
  return read.status === 'failed' ? (
    <p className="notice" role="alert" data-testid="recovery-unreadable">
      {t('recovery.unreadable', { reason: read.reason })}
    </p>
  ) : (
    <p className="muted" data-testid="recovery-current">
      {current?.recoverer ? (
        <Isolated
          text="recovery.current"
          params={{ recoverer: current.recoverer, delay: durationText(current.delaySeconds, t.locale) }}
        />
      ) : (
        t('recovery.none', { delay })
      )}
    </p>
  )
}

/** The field to name a recovery address, and what is wrong with the one typed. */
function RecovererField({
  input,
  change,
  problem,
}: {
  input: string
  change: (input: string) => void
  problem: Text | undefined
}) {
  const t = useT()
  return (
    <>
      <label className="field">
        <span>{t('recovery.address')}</span>
        <input
          value={input}
          onChange={(event) => change(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem !== undefined}
          data-testid="recovery-address"
        />
      </label>
      {problem && (
        <p className="notice" role="alert" data-testid="recovery-address-problem">
          {t.text(problem)}
        </p>
      )}
    </>
  )
}

/** What is wrong with a typed recovery address: not an address (or the zero address), or the account itself. */
function recovererProblem(typed: string, account: Address): Text | undefined {
  if (typed === '') return undefined
  if (!isAddress(typed) || getAddress(typed) === zeroAddress) return { key: 'recovery.invalid' }
  return getAddress(typed) === getAddress(account) ? { key: 'recovery.self' } : undefined
}

/** How a recovery request ended, in words (shared with the notice's Cancel). */
export function outcomeText(outcome: RecoveryOutcome, recoverer?: Address): Text {
  if (outcome.result === 'rejected') return { key: 'recovery.rejected' }
  if (outcome.result === 'failed') return { key: 'recovery.failed', params: { reason: outcome.reason ?? '' } }
  if (outcome.kind === 'clear') return { key: 'recovery.clearedDone' }
  return outcome.kind === 'cancel'
    ? { key: 'recovery.cancelled' }
    : { key: 'recovery.named', params: { recoverer: recoverer ?? '' } }
}
