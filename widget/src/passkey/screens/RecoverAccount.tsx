import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { passkeyEn } from '../../i18n/passkey/en'
import { useT, type T } from '../../i18n/useT'
import { formatMessage } from '../../i18n/message'
import { RecoverAccountFlow, type RecoverView } from '../recovery/RecoverAccountFlow'
import type { RecoverableAccount } from '../recovery/readRecoverable'
import type { Embedding, WalletSession } from '../../session/WalletSession'
import { useObservable } from '../../state/useObservable'
import { OutcomeLine } from './OutcomeLine'
import { localTimeText } from '../../screens/review/amounts'

type Session = Embedding & Pick<WalletSession, 'connection' | 'approvals' | 'clients' | 'reportError'>

/**
 * One flow per session (kept by its approvals controller, which lives as long): the review of a step replaces the
 * home screen, and what the step found and how it ended must be there when the screen comes back.
 */
const flows = new WeakMap<object, RecoverAccountFlow>()
function flowOf(session: Session): RecoverAccountFlow {
  let flow = flows.get(session.approvals)
  if (!flow) {
    flow = new RecoverAccountFlow({
      recoverer: () => session.connection.connectedWallet(),
      chain: (chainId) => session.chains.find((chain) => chain.id === chainId),
      client: session.clients.get,
      request: (to, data) => session.approvals.requestFromWallet(data, to),
      newPasskey: (chain, account) =>
        import('../recoveryPasskey').then((module) => module.createRecoveryPasskey(chain, account, session.hostOrigin)),
      report: session.reportError,
    })
    flows.set(session.approvals, flow)
  }
  return flow
}

/**
 * "Recover a passkey wallet", on the home screen of a wallet that is not a passkey wallet, where the deployment
 * offers one: the visitor who lost the passkeys of a wallet that named this one as its recovery address proposes a
 * new passkey for it and, after the delay, completes the recovery. Closed until opened: most visitors never need it.
 */
export default function RecoverAccount({ session }: { session: Session }) {
  const base = useT()
  const t = useMemo(() => base.with(passkeyEn, formatMessage), [base])
  const flow = useMemo(() => flowOf(session), [session])
  const view = useObservable(flow)
  const busy = view.asking !== undefined || view.search === 'searching'
  // Open again when the screen comes back from a step's review with something to show.
  const [open, setOpen] = useState(
    () => view.search !== 'idle' || view.accounts.length > 0 || view.outcome !== undefined,
  )

  return (
    <details
      className="notice-neutral recover-account"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="recover-account"
    >
      <summary>{t('recover.title')}</summary>
      <p className="muted">{t('recover.intro')}</p>
      <button
        type="button"
        className="secondary"
        onClick={() => void flow.find()}
        disabled={busy}
        data-testid="recover-find"
      >
        {t(view.search === 'searching' ? 'recover.searching' : 'recover.find')}
      </button>
      {view.search === 'done' && view.accounts.length === 0 && (
        <p className="muted" data-testid="recover-none">
          {t('recover.noneFound')}
        </p>
      )}
      <RecoverableList view={view} flow={flow} busy={busy} t={t} />
      <AccountToCheck flow={flow} busy={busy} t={t} />
      <Progress view={view} t={t} />
    </details>
  )
}

/** An account address the visitor types, checked for whether this wallet may recover it. */
function AccountToCheck({ flow, busy, t }: { flow: RecoverAccountFlow; busy: boolean; t: T }) {
  const [typed, setTyped] = useState('')
  return (
    <>
      <label className="field">
        <span>{t('recover.account')}</span>
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          data-testid="recover-address"
        />
      </label>
      <button
        type="button"
        className="secondary"
        onClick={() => void flow.check(typed)}
        disabled={busy || typed.trim() === ''}
        data-testid="recover-check"
      >
        {t('recover.check')}
      </button>
    </>
  )
}

/** A step under way in the wallet, how the last one ended, and a passkey left over from it. */
function Progress({ view, t }: { view: RecoverView; t: T }) {
  return (
    <>
      {view.asking && (
        <p role="status" data-testid="recover-asking">
          <span className="spinner" aria-hidden="true" /> {t('recover.asking')}
        </p>
      )}
      {view.outcome && (
        <OutcomeLine failed={view.outcome.result === 'failed'} testId="recover-outcome">
          {t.text(view.outcome.text)}
        </OutcomeLine>
      )}
      {view.outcome?.passkeyLeft && (
        <p className="muted" data-testid="recover-passkey-left">
          {t('recover.passkeyLeft')}
        </p>
      )}
    </>
  )
}

type ListProps = { view: RecoverView; flow: RecoverAccountFlow; busy: boolean; t: T }

/**
 * The accounts this wallet may recover, under a plain warning: anyone can deploy a wallet naming the visitor's as its
 * recovery address (and have it listed first), so each says its full address, when it named this wallet and how many
 * owners it has now.
 */
export function RecoverableList({ view, flow, busy, t }: ListProps) {
  if (view.accounts.length === 0) return null
  return (
    <>
      <p className="warning" data-testid="recover-warning">
        {t('recover.warning')}
      </p>
      <ul className="recover-list">
        {view.accounts.map((entry) => (
          <Recoverable key={entry.account} entry={entry} view={view} flow={flow} busy={busy} t={t} />
        ))}
      </ul>
    </>
  )
}

/**
 * One account this wallet may recover: its state by the chain's clock, and the step it allows now. Another passkey is
 * offered only while the delay runs: a proposal replaces the waiting one and starts the delay again, so once it is
 * ready the only step is to complete it.
 */
function Recoverable({ entry, view, flow, busy, t }: ListProps & { entry: RecoverableAccount }) {
  const { account, pending, namedAt, owners } = entry
  const ready = pending !== undefined && pending.readyAt <= view.chainTime
  const time = pending ? localTimeText(new Date(pending.readyAt * 1000).toISOString(), t.locale) : ''
  const date =
    namedAt === undefined ? '' : new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium' }).format(namedAt * 1000)
  const act = (step: (account: Address) => Promise<void>) => () => void step(account)
  return (
    <li data-testid="recover-entry" data-account={account}>
      <p>{t(!pending ? 'recover.idle' : ready ? 'recover.ready' : 'recover.waiting', { account, time })}</p>
      <p className="muted" data-testid="recover-named">
        {t(date ? 'recover.namedOn' : 'recover.owners', { date, owners })}
      </p>
      {pending && (
        <button
          type="button"
          className="primary"
          onClick={act(flow.execute)}
          disabled={busy}
          data-testid="recover-execute"
        >
          {t('recover.execute')}
        </button>
      )}
      {!ready && (
        <button
          type="button"
          className="secondary"
          onClick={act(flow.propose)}
          disabled={busy}
          data-testid="recover-propose"
        >
          {t(pending ? 'recover.proposeAgain' : 'recover.propose')}
        </button>
      )}
    </li>
  )
}
