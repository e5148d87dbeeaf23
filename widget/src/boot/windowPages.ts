/**
 * Which page this widget page is, by its hash: the embedded widget (no hash), or one of the secure
 * windows, top-level windows of the widget origin opened for the visitor's confirm (guard/secureWindow.ts)
 * or a passkey ceremony (passkey/passkeyWindow.ts). Apart from those modules: the page's first
 * script decides with it, and their code (the windows' messages) need not load with that script.
 */

/** The hash that makes the widget page render the secure window instead of the embedded widget. */
export const SECURE_WINDOW_HASH = '#secure-confirm'

/** The hash that makes the widget page the passkey window. */
export const PASSKEY_WINDOW_HASH = '#passkey-ceremony'

/** Whether this widget page is one of the secure windows, not the embedded widget. */
export function isSecureWindowPage(hash: string): boolean {
  return hash === SECURE_WINDOW_HASH || hash === PASSKEY_WINDOW_HASH
}
