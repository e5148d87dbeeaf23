import type { Address, Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { browserLocale } from '../i18n/usableLocale'
import { createSafeStorage } from '../storage/safeStorage'
import { createPasskey } from './passkeyCeremonies'
import { PasskeyAccounts } from './PasskeyAccounts'
import { PasskeyKeyring } from './passkeyKeyring'
import { passkeyCeremonies } from './passkeyWindow'
import { passkeySigner } from './toPasskeyAccount'

/** A passkey made for an account being recovered: the owner to propose, and how to keep it once proposed. */
export type RecoveryPasskey = { signer: Hex; remember: () => void }

/**
 * The new passkey of a recovery, made by the normal creation ceremony while the recovery wallet is connected. Its
 * user handle names `account`, the account it is for (as a second passkey's does), so "Use my passkey" opens that
 * account, not the passkey's own counterfactual one, on any device the passkey syncs to; `remember` also keeps it
 * in this browser's keyring with that account. Nothing is kept before the visitor confirmed the proposal.
 */
export async function createRecoveryPasskey(
  chain: ChainConfig,
  account: Address,
  hostOrigin: string,
): Promise<RecoveryPasskey> {
  // A frame of its own: no passkey wallet is open here to share what it learned of the engine.
  const ceremonies = passkeyCeremonies({ hostOrigin, locale: browserLocale(), memory: { frameRefused: false } })
  const accounts = new PasskeyAccounts(ceremonies.ceremony('get', 'sign'))
  const passkey = await createPasskey({ ceremony: ceremonies.ceremony('create', 'recover'), account })
  const signer = passkeySigner(await accounts.verifier(chain), passkey.publicKey)
  return { signer, remember: () => new PasskeyKeyring(createSafeStorage()).remember(passkey) }
}
