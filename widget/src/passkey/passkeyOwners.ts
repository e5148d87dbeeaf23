import type { Hex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import type { ChainConfig } from '../../../protocol/config'
import { addSignerData, ownerKind, readOwners } from './accountOwners'
import { createPasskey } from './passkeyCeremonies'
import type { PasskeyAccounts } from './PasskeyAccounts'
import type { KnownPasskey, PasskeyKeyring } from './passkeyKeyring'
import type { PasskeyWalletProvider } from './passkeyWallet'
import type { Ceremonies } from './passkeyWindow'
import { passkeySigner } from './toPasskeyAccount'

type OwnerParameters = {
  connected: () => Promise<SmartAccount>
  passkey: () => KnownPasskey | undefined
  chain: () => ChainConfig
  accounts: PasskeyAccounts
  ceremonies: Ceremonies
  keyring: PasskeyKeyring
}

/**
 * The owners of the connected passkey account as the wallet manages them: read from the chain, and a new passkey
 * added by the account calling itself (`addSigner`), which the caller sends as a reviewed request.
 */
export function passkeyOwners({
  connected,
  passkey,
  chain,
  accounts,
  ceremonies,
  keyring,
}: OwnerParameters): Pick<PasskeyWalletProvider, 'addPasskey' | 'owners'> {
  return {
    /** A new passkey (the creation ceremony, its user handle naming this account), added once `send` settles. */
    async addPasskey(send: (data: Hex) => Promise<unknown>): Promise<KnownPasskey> {
      const account = await connected()
      const webAuthnVerifier = await accounts.verifier(chain())
      const second = await createPasskey({
        ceremony: ceremonies.ceremony('create', 'addPasskey'),
        account: account.address,
      })
      await send(addSignerData(passkeySigner(webAuthnVerifier, second.publicKey)))
      keyring.remember(second)
      return second
    },
    /**
     * The owners as the chain lists them, the connected passkey marked (one, itself, before the first operation),
     * each with its kind: a passkey only if its verifier is the deployment's.
     */
    async owners() {
      const account = await connected()
      const key = passkey()
      const verifier = await accounts.verifier(chain())
      const own = key && passkeySigner(verifier, key.publicKey).toLowerCase()
      const listed = await readOwners(accounts.client(chain()), account.address)
      const signers = listed.length > 0 ? listed : own ? [own as Hex] : []
      return signers.map((signer) => ({ signer, current: signer === own, kind: ownerKind(signer, verifier) }))
    },
  }
}
