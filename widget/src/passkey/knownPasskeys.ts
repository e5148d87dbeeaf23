import { createSafeStorage } from '../storage/safeStorage'

/** Where the passkeys this browser made or used are kept (passkeyKeyring.ts). */
export const PASSKEYS_KEY = 'walletport:passkeys'

/** Whether this browser holds a passkey of the wallet: read by the options without the keyring's code. */
export function knowsPasskeys(): boolean {
  return createSafeStorage().get(PASSKEYS_KEY) !== undefined
}
