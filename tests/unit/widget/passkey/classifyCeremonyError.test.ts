import { createWebAuthnCredential } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import { classifyCeremonyError } from '../../../../widget/src/passkey/classifyCeremonyError'
import { asVisitorAnswer } from '../../../../widget/src/passkey/passkeyCeremonies'

/**
 * What the engines really throw. "Measured" fixtures were printed by `npx tsx tests/engines/probeWebAuthn.ts
 * <engine>` on this project's machine (a host page on 127.0.0.1 embedding a page of wallet.localhost, another
 * site), on 2026-11-27:
 * - Chromium 156.0.8078.108 (Debian bookworm's `chromium`, `chromium --version`);
 * - Firefox 153.7.0esr (Debian's `firefox-esr`, `firefox-esr --version`);
 * - WebKitGTK 2.50.6 (`dpkg -s libwebkit2gtk-4.1-0`: 2.50.6-1~deb12u2), MiniBrowser.
 * Chromium's cancel was measured with its DevTools virtual authenticator refusing user verification. Neither
 * Firefox nor WebKitGTK can be given an authenticator here, so their cancels, and Safari's words (no Safari on
 * Linux), are quoted from the engines' sources, and say so.
 */
const FIXTURES: { engine: string; name: string; message: string; kind: ReturnType<typeof classifyCeremonyError> }[] = [
  // Measured, Chromium 156: an iframe without allow= (create and get, with or without a click: the same words).
  {
    engine: 'Chromium 156, create, no allow=',
    name: 'NotAllowedError',
    message:
      "The 'publickey-credentials-create' feature is not enabled in this document. Permissions Policy may be used to delegate Web Authentication capabilities to cross-origin child frames.",
    kind: 'frameRefused',
  },
  {
    engine: 'Chromium 156, get, no allow=',
    name: 'NotAllowedError',
    message:
      "The 'publickey-credentials-get' feature is not enabled in this document. Permissions Policy may be used to delegate Web Authentication capabilities to cross-origin child frames.",
    kind: 'frameRefused',
  },
  // Measured, Chromium 156: allow= given, create() with no user activation left (get() needs none).
  {
    engine: 'Chromium 156, create, allow=, no activation',
    name: 'NotAllowedError',
    message: 'A user activation is required to create a credential in a cross-origin iframe.',
    kind: 'frameRefused',
  },
  // Chromium before it moved this refusal to NotAllowedError (the words are the same).
  {
    engine: 'older Chromium, create, allow=, no activation',
    name: 'SecurityError',
    message: 'A user activation is required to create a credential in a cross-origin iframe.',
    kind: 'frameRefused',
  },
  // Measured, Chromium 156: the visitor cancels (and a prompt that times out: WebAuthn does not tell them apart).
  {
    engine: 'Chromium 156, cancelled or timed out',
    name: 'NotAllowedError',
    message:
      'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
    kind: 'cancelled',
  },
  // Measured, Firefox 153 ESR: no allow= (create and get, with or without a click), and create() with allow=
  // but no user activation. Firefox has no policy API to ask first, so the frame only learns by trying.
  {
    engine: 'Firefox 153 ESR, any refusal in a cross-origin frame',
    name: 'NotAllowedError',
    message: 'CredentialsContainer request is not allowed.',
    kind: 'frameRefused',
  },
  // Firefox's cancel: Gecko's default NotAllowedError words (dom/base/domerr.msg), not measured here.
  {
    engine: 'Firefox (source), cancelled',
    name: 'NotAllowedError',
    message:
      'The request is not allowed by the user agent or the platform in the current context, possibly because the user denied permission.',
    kind: 'cancelled',
  },
  // Firefox with a passkey manager extension in place of the API (as its users reported it).
  {
    engine: 'Firefox + passkey extension',
    name: 'NotAllowedError',
    message: "Invalid 'sameOriginWithAncestors' value",
    kind: 'frameRefused',
  },
  // Safari (WebKit's AuthenticatorCoordinator.cpp): a ceremony in a frame not same-origin with its ancestors.
  {
    engine: 'Safari (source), cross-origin frame',
    name: 'NotAllowedError',
    message: 'The origin of the document is not the same as its ancestors.',
    kind: 'frameRefused',
  },
  {
    engine: 'Safari (source), no user gesture',
    name: 'NotAllowedError',
    message:
      "User gesture is not detected. To use the WebAuthn API, call 'navigator.credentials.create' within user activated events.",
    kind: 'frameRefused',
  },
  {
    engine: 'Safari (source), cancelled',
    name: 'NotAllowedError',
    message: 'This request has been cancelled by the user.',
    kind: 'cancelled',
  },
  { engine: 'Safari (source), timed out', name: 'NotAllowedError', message: 'Operation timed out.', kind: 'cancelled' },
  // Measured, WebKitGTK 2.50.6: no navigator.credentials at all, top level or framed.
  {
    engine: 'WebKitGTK 2.50.6, no API',
    name: 'TypeError',
    message: "undefined is not an object (evaluating 'navigator.credentials.create')",
    kind: 'unsupported',
  },
  // What the widget throws itself where the API is missing (passkeyWindow.ts).
  {
    engine: 'the widget, no API',
    name: 'NotSupportedError',
    message: 'WebAuthn is not available in this browser',
    kind: 'unsupported',
  },
  // A ceremony the engine ran but that failed for another reason: neither a cancel nor a refusal.
  { engine: 'Chromium, an IP origin', name: 'SecurityError', message: 'This is an invalid domain.', kind: 'other' },
  {
    engine: 'Chromium, a known credential',
    name: 'InvalidStateError',
    message:
      'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
    kind: 'other',
  },
]

const thrown = (name: string, message: string) => new DOMException(message, name)

describe('classifyCeremonyError: the engines’ real words', () => {
  it.each(FIXTURES)('$engine: $kind', ({ name, message, kind }) => {
    expect(classifyCeremonyError(thrown(name, message))).toBe(kind)
  })

  it('an abort (the widget took the prompt back) is a cancel; the passkey window closed is a cancel', () => {
    expect(classifyCeremonyError(thrown('AbortError', 'The operation was aborted.'))).toBe('cancelled')
    expect(
      classifyCeremonyError(Object.assign(new Error('the passkey window was closed'), { name: 'NotAllowedError' })),
    ).toBe('cancelled')
  })

  it('looks under the wrappers of ox and viem, as the ceremonies see the error', () => {
    const wrapped = new Error('Failed to create credential.', {
      cause: thrown('NotAllowedError', 'CredentialsContainer request is not allowed.'),
    })
    expect(classifyCeremonyError(wrapped)).toBe('frameRefused')
    expect(classifyCeremonyError(new Error('outer', { cause: wrapped }))).toBe('frameRefused')
    expect(classifyCeremonyError('a string')).toBe('other')
    expect(classifyCeremonyError(undefined)).toBe('other')
  })
})

describe('asVisitorAnswer: only the visitor’s no is 4001', () => {
  /** The ceremony as the wallet runs it: viem's createWebAuthnCredential (ox underneath) around the engine's answer. */
  const createRefusedWith = (error: unknown) =>
    asVisitorAnswer(() =>
      createWebAuthnCredential({
        name: 'probe',
        rp: { id: 'wallet.example', name: 'Walletport' },
        createFn: () => Promise.reject(error),
      }),
    )

  it('a cancel becomes USER_REJECTED (4001)', async () => {
    await expect(
      createRefusedWith(thrown('NotAllowedError', FIXTURES.find((f) => f.engine.includes('156, cancelled'))!.message)),
    ).rejects.toMatchObject({ code: RPC_ERROR.userRejected })
  })

  it.each(FIXTURES.filter((f) => f.kind === 'frameRefused'))('$engine is never a cancel', async ({ name, message }) => {
    const outcome = await createRefusedWith(thrown(name, message)).catch((error: unknown) => error)
    expect((outcome as { code?: unknown }).code).not.toBe(RPC_ERROR.userRejected)
  })
})
