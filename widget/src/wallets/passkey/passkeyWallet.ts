import type { AtomicBatchWallet } from '../atomicBatches'
import type { KnownPasskey } from './passkeyKeyring'
import type { RecoveryWatch } from './RecoveryWatch'

/** What the passkey wallet tells the widget beyond EIP-1193 (the review and the connected screen read it). */
export type PasskeyWalletProvider = AtomicBatchWallet & {
  readonly kind: 'passkey'
  /** The passkey of the connected account, with what the platform reported of where it lives. */
  passkey(): KnownPasskey | undefined
  /** Adds a second passkey as a second owner of the account (two prompts: create, then sign). */
  addPasskey(): Promise<KnownPasskey>
  ownerCount(): Promise<number>
  /** Whether its signatures are asked in the passkey window (the host did not delegate WebAuthn, or the engine refused it here). */
  signsInWindow(): boolean
  /** The account's recovery (recovery address, a pending proposal), read when a screen asks. */
  readonly recovery: RecoveryWatch
  /** How long a recovery named now waits for the owners to cancel it: the deployment's, 48 h by default. */
  recoveryDelaySeconds(): number
}

export function isPasskeyWallet(provider: unknown): provider is PasskeyWalletProvider {
  return (provider as { kind?: unknown } | undefined)?.kind === 'passkey'
}
