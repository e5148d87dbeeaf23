import type { Hex } from 'viem'
import type { AtomicBatchWallet } from '../wallets/atomicBatches'
import type { OwnerKind } from './accountOwners'
import type { KnownPasskey } from './passkeyKeyring'
import type { ReviewWindowWallet } from '../wallets/reviewWindows'
import type { RecoveryWatch } from './RecoveryWatch'

/** What the passkey wallet tells the widget beyond EIP-1193 (the review and the connected screen read it). */
export type PasskeyWalletProvider = AtomicBatchWallet &
  ReviewWindowWallet & {
    readonly kind: 'passkey'
    /** The passkey of the connected account, with what the platform reported of where it lives. */
    passkey(): KnownPasskey | undefined
    /** Adds a new passkey as an owner: created, then `send` (a reviewed request of the account's `addSigner` call). */
    addPasskey(send: (data: Hex) => Promise<unknown>): Promise<KnownPasskey>
    /** The account's owners (a passkey is `verifier ‖ x ‖ y`), the connected passkey marked `current`, each with its kind. */
    owners(): Promise<{ signer: Hex; current: boolean; kind: OwnerKind }[]>
    /** The account's recovery (recovery address, a pending proposal), read when a screen asks. */
    readonly recovery: RecoveryWatch
    /** How long a recovery named now waits for the owners to cancel it: the deployment's, 48 h by default. */
    recoveryDelaySeconds(): number
  }

export function isPasskeyWallet(provider: unknown): provider is PasskeyWalletProvider {
  return (provider as { kind?: unknown } | undefined)?.kind === 'passkey'
}
