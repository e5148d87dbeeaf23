import { useMemo } from 'react'
import type { Address } from 'viem'
import type { WalletportError } from '../../../protocol/errors'
import { passkeyTextsFor } from '../i18n/passkey'
import { I18nContext, useT } from '../i18n/useT'
import type { Eip1193Provider } from '../wallets/eip1193'
import { isPasskeyWallet } from '../wallets/passkey/passkeyWallet'
import type { ApprovalController } from '../provider/ApprovalController'
import { PasskeyOwners } from './PasskeyOwners'
import { RecoverySettings } from './RecoverySettings'

type PanelProps = {
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  /** Tells the host page a request of the panel failed (its `error` event). */
  report: (error: WalletportError) => void
}

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
      <PasskeyOwners wallet={wallet} {...props} />
      <RecoverySettings wallet={wallet} {...props} />
    </I18nContext.Provider>
  )
}
