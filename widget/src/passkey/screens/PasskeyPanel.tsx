import { useMemo } from 'react'
import { passkeyEn } from '../../i18n/passkey/en'
import { I18nContext, useT } from '../../i18n/useT'
import { formatMessage } from '../../i18n/message'
import type { OwnersPanelProps } from '../../screens/homeSlots'
import { isPasskeyWallet } from '../passkeyWallet'
import { PasskeyOwners } from './PasskeyOwners'
import { RecoverySettings } from './RecoverySettings'

/**
 * On the home screen of a passkey wallet: says plainly that the passkey is the wallet's only key,
 * where the platform says it lives (synced, or this device only), offers a second passkey as
 * a second owner, the way back in when a device is lost, and the recovery address (RecoverySettings).
 */
export default function PasskeyPanel({ wallet, ...props }: OwnersPanelProps) {
  const base = useT()
  const t = useMemo(() => base.with(passkeyEn, formatMessage), [base])
  if (!isPasskeyWallet(wallet)) return null
  return (
    <I18nContext.Provider value={t}>
      <PasskeyOwners wallet={wallet} {...props} />
      <RecoverySettings wallet={wallet} {...props} />
    </I18nContext.Provider>
  )
}
