import { localRecordKey } from '../storage/durableStore'
import { createSafeStorage, type SafeStorage } from '../storage/safeStorage'

/**
 * The screen a visit opens on while the wallet's code loads, or undefined where the wallet must
 * decide (the iframe's own storage holds a session, which it reconnects without a click; the loading
 * frame stays until it has):
 * - 'connect', the wallets to choose from, where nothing is remembered: what a visitor comes to do
 *   there, one click sooner (Back leads to the home);
 * - 'home', where the browser denies the iframe its storage: a session may then be kept in the
 *   host's, from where the wallet offers "Continue as …" on the home beside "Connect a wallet".
 */
export function firstScreen(
  hostOrigin: string,
  storage: SafeStorage = createSafeStorage(),
): 'connect' | 'home' | undefined {
  if (!storage.persistent) return 'home'
  return storage.get(localRecordKey('session', hostOrigin)) === undefined ? 'connect' : undefined
}
