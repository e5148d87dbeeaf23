import { useEffect, useMemo, useState } from 'react'
import { passkeyTextsFor } from '../i18n/passkey'
import type { Text } from '../i18n/translate'
import { I18nContext, useT } from '../i18n/useT'
import { errorMessage, isUserRejection } from '../wallets/eip1193'
import type { Eip1193Provider } from '../wallets/eip1193'
import { isPasskeyWallet, type PasskeyWalletProvider } from '../wallets/passkey/passkeyWallet'
import type { Address } from 'viem'
import type { ApprovalController } from '../provider/ApprovalController'
import { RecoverySettings } from './RecoverySettings'
import { useObservable } from '../state/useObservable'

type AddState = { step: 'idle' } | { step: 'adding' } | { step: 'done'; notice: Text }

type PanelProps = { account: Address; approvals: Pick<ApprovalController, 'requestFromWallet'> }

/**
 * On the home screen of a passkey wallet: says plainly that the passkey is the wallet's only key,
 * where the platform says it lives (synced, or this device only), offers a second passkey as
 * a second owner, the way back in when a device is lost, and the recovery address (RecoverySettings).
 */
export function PasskeyPanel({ wallet, ...props }: { wallet: Eip1193Provider } & PanelProps) {
  const base = useT()
  const t = useMemo(() => base.with(passkeyTextsFor(base.locale)), [base])
  if (!isPasskeyWallet(wallet)) return null
  return (
    <I18nContext.Provider value={t}>
      <PasskeyOwners wallet={wallet} account={props.account} />
      <RecoverySettings wallet={wallet} {...props} />
    </I18nContext.Provider>
  )
}

function PasskeyOwners({ wallet, account }: { wallet: PasskeyWalletProvider; account: Address }) {
  const t = useT()
  const { read } = useObservable(wallet.recovery)
  // With a recovery address, a lost only passkey is no longer a lost wallet: the panel says so.
  const recoverer = read.status === 'read' && read.account === account ? read.recovery.recoverer : undefined
  const [owners, setOwners] = useState<number | undefined>(undefined)
  const [add, setAdd] = useState<AddState>({ step: 'idle' })
  const backedUp = wallet.passkey()?.backedUp

  useEffect(() => {
    let live = true
    void wallet.ownerCount().then(
      (count) => live && setOwners(count),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wallet, add])

  const addPasskey = async () => {
    setAdd({ step: 'adding' })
    try {
      await wallet.addPasskey()
      setAdd({ step: 'done', notice: { key: 'passkey.added' } })
    } catch (error) {
      setAdd({
        step: 'done',
        notice: isUserRejection(error)
          ? { key: 'passkey.addCancelled' }
          : { key: 'passkey.addFailed', params: { reason: errorMessage(error) } },
      })
    }
  }

  return (
    <div className="notice-neutral" data-testid="passkey-panel">
      <p data-testid="passkey-only-key">
        {t(
          owners !== undefined && owners > 1
            ? 'passkey.keys'
            : recoverer
              ? 'passkey.onlyKeyRecoverable'
              : 'passkey.onlyKey',
          { count: owners ?? 1, recoverer: recoverer ?? '' },
        )}
      </p>
      <p className="muted" data-testid="passkey-sync">
        {t(backedUp === true ? 'passkey.synced' : backedUp === false ? 'passkey.deviceOnly' : 'passkey.syncUnknown')}
      </p>
      {add.step === 'done' && (
        <p role="status" data-testid="passkey-add-status">
          {t.text(add.notice)}
        </p>
      )}
      <button
        type="button"
        className="secondary"
        onClick={() => void addPasskey()}
        disabled={add.step === 'adding'}
        data-testid="passkey-add"
      >
        {t(add.step === 'adding' ? 'passkey.adding' : 'passkey.add')}
      </button>
    </div>
  )
}
