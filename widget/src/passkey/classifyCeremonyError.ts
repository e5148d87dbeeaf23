/**
 * What a failed WebAuthn ceremony means for the visitor:
 * - `cancelled`: the visitor said no (closed the prompt, let it time out): EIP-1193's 4001;
 * - `frameRefused`: the engine would not run the ceremony in this document (a cross-origin iframe:
 *   not delegated, not same-origin with its ancestors, no user activation left): the visitor never saw
 *   a prompt, so it is not their cancel; the ceremony continues in the passkey window;
 * - `unsupported`: this browser cannot make or use the passkey at all (WebKitGTK 2.50 has no
 *   `navigator.credentials`; an engine's NotSupportedError: no P-256, no user verification);
 * - `other`: anything else (a bad relying party id, an authenticator error), passed on as it is.
 *
 * Every engine names both a refusal and a cancel `NotAllowedError` (Chromium named its refusal
 * `SecurityError` before), so the name alone cannot tell them apart: the refusals are recognised by
 * the messages the engines really print (tests/unit/widget/passkey/classifyCeremonyError.test.ts
 * holds them, each with the engine and version that printed it), and every other NotAllowedError stays
 * the visitor's cancel.
 * That errs on the side of a cancel for a refusal worded in a way we have not seen: the visitor then
 * reads "cancelled" and can press again, which is wrong but harmless, while the opposite mistake would
 * open a window the visitor just closed.
 */
export type CeremonyErrorKind = 'cancelled' | 'frameRefused' | 'unsupported' | 'other'

/** The engines' words for "not in this document", one pattern per wording seen. */
const FRAME_REFUSALS: readonly RegExp[] = [
  // Chromium: the host's iframe has no allow= for the feature.
  /feature is not enabled in this document/i,
  // Chromium: create() in a cross-origin iframe once the click's activation is used up or expired.
  /user activation is required to create a credential in a cross-origin iframe/i,
  // Firefox: not delegated, not same-origin with its ancestors, or create() without activation.
  /^CredentialsContainer request is not allowed\.?$/i,
  // Firefox with a passkey-manager extension that replaces the API (reported by Bitwarden users).
  /sameOriginWithAncestors/i,
  // Safari (WebKit's AuthenticatorCoordinator): any ceremony it will not run in a cross-origin frame.
  /origin of the document is not the same as its ancestors/i,
  // Safari: no user gesture reached the call (the frame's click was used up on the way).
  /user gesture is not detected/i,
]

export function classifyCeremonyError(error: unknown): CeremonyErrorKind {
  // ox and viem wrap the browser's DOMException in their own errors: look down the causes.
  let cancelled = false
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { name, message, cause } = current as { name?: unknown; message?: unknown; cause?: unknown }
    const text = typeof message === 'string' ? message : ''
    if ((name === 'NotAllowedError' || name === 'SecurityError') && FRAME_REFUSALS.some((words) => words.test(text)))
      return 'frameRefused'
    // No API (WebKitGTK: "undefined is not an object (evaluating 'navigator.credentials.create')"), or
    // an authenticator stack that cannot make a P-256 passkey with user verification.
    if (name === 'NotSupportedError' || (name === 'TypeError' && /navigator\.credentials/.test(text)))
      return 'unsupported'
    if (name === 'NotAllowedError' || name === 'AbortError') cancelled = true
    current = cause
  }
  return cancelled ? 'cancelled' : 'other'
}
