import { useEffect, useMemo } from 'react'
import type { Address } from 'viem'
import type { WalletportError } from '../../../../protocol/errors'
import { passkeyEn } from '../../i18n/passkey/en'
import { useT, type T } from '../../i18n/useT'
import { Isolated } from '../../i18n/Isolated'
import { formatMessage } from '../../i18n/message'
import type { ApprovalController } from '../../provider/ApprovalController'
import { useObservable } from '../../state/useObservable'
import type { Observable } from '../../state/Observable'
import type { BalancesSnapshot } from '../../balances/balancesSnapshot'
import type { Eip1193Provider } from '../../wallets/eip1193'
import { cancelRecoveryData } from '../accountRecovery'
import { isPasskeyWallet, type PasskeyWalletProvider } from '../passkeyWallet'
import { localTimeText } from '../../screens/review/amounts'
import { outcomeText } from './RecoverySettings'

type Props = {
  wallet: Eip1193Provider
  account: Address
  approvals: ApprovalController
  /** The screen shown: the recovery is read again whenever it changes. */
  screen: string
  /** The balances: the recovery is read again with each refresh (a new block), so a proposal shows without a click. */
  balances: Observable<BalancesSnapshot>
  /** Tells the host page the Cancel failed (its `error` event). */
  report: (error: WalletportError) => void
}

/**
 * Above every screen of a passkey account (home, Receive, Activity, send, reviews): a recovery that its recovery
 * address proposed, in red, with when it can take effect and a Cancel that is a reviewed request of the wallet's
 * own. Read on each screen and each balance refresh. A lost passkey's owner waits it out; anyone else's proposal is
 * seen and stopped in time.
 */
export default function RecoveryNotice({ wallet, ...props }: Props) {
  const base = useT()
  const t = useMemo(() => base.with(passkeyEn, formatMessage), [base])
  return isPasskeyWallet(wallet) ? <Notice wallet={wallet} t={t} {...props} /> : null
}

function Notice({
  wallet,
  account,
  approvals,
  screen,
  balances,
  report,
  t,
}: Omit<Props, 'wallet'> & { wallet: PasskeyWalletProvider; t: T }) {
  const { read, asking, outcome } = useObservable(wallet.recovery)
  const approval = useObservable(approvals)
  const blocks = useObservable(balances)
    .chains.map((chain) => chain.blockNumber)
    .join()
  useEffect(() => void wallet.recovery.refresh(), [wallet, account, screen, blocks])

  const recovery = read.status === 'read' && read.account === account ? read.recovery : undefined
  const pending = recovery?.pending
  const said = outcome?.kind === 'cancel' && (
    <p role={outcome.result === 'failed' ? 'alert' : 'status'} data-testid="recovery-notice-outcome">
      {t.text(outcomeText(outcome))}
    </p>
  )
  if (!recovery || !pending) return said || null

  const cancel = () =>
    void wallet.recovery.ask('cancel', () => approvals.requestFromWallet(cancelRecoveryData()), report)
  const ready = pending.readyAt * 1000 <= Date.now()
  const time = localTimeText(new Date(pending.readyAt * 1000).toISOString(), t.locale)
  return (
    <div className="notice recovery-notice" role="alert" data-testid="recovery-notice">
      <p>
        <Isolated
          text={ready ? 'recovery.ready' : 'recovery.pending'}
          params={{ recoverer: recovery.recoverer ?? '', time }}
          t={t}
        />
      </p>
      {said}
      {approval.step === 'idle' ? (
        <button
          type="button"
          className="secondary"
          onClick={cancel}
          disabled={asking !== undefined}
          data-testid="recovery-cancel"
        >
          {t('recovery.cancel')}
        </button>
      ) : (
        !approval.byWallet && <p>{t('recovery.cancelLater')}</p>
      )}
    </div>
  )
}
