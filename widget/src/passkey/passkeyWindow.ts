import { PASSKEY_WINDOW_HASH } from '../boot/windowPages'
import { passkeyEn } from '../i18n/passkey/en'
import { loadCatalogue } from '../i18n/translate'
import {
  CeremonyPlace,
  PasskeyWindowBlocked,
  ReviewWindowNeeded,
  type CeremonyKind,
  type FrameMemory,
} from './CeremonyPlace'
import { frameAllowsWebAuthn } from './frameAllowsWebAuthn'
import { readLook } from '../theme/look'
import {
  credentialOf,
  fromCredentialData,
  type CeremonyWindow,
  type CeremonyPurpose,
  type CeremonyRequest,
} from '../windowChannel/ceremony'
import { openWindowChannel } from '../windowChannel/openWindowChannel'

/** A WebAuthn call as ox takes it (`createFn` / `getFn`). */
export type CeremonyFunction = (options?: unknown) => Promise<Credential | null>

/** Where one passkey wallet's ceremonies run (CeremonyPlace.ts), as its provider uses them. */
export type Ceremonies = {
  ceremony: (kind: CeremonyKind, purpose: CeremonyPurpose) => CeremonyFunction
  /** Whether a ceremony of this kind runs in a window now (a request's then in the secure window that shows its review). */
  inWindow: (kind: CeremonyKind) => boolean
  /** The secure window the visitor just confirmed a review in: the next signature is asked there, once. */
  lend: (window: CeremonyWindow) => void
}

export type CeremoniesParameters = {
  hostOrigin: string
  locale: string
  /** What this frame learned of its engine, shared by its passkey options (passkeyOptions.ts). */
  memory: FrameMemory
}

/**
 * Where the passkey wallet's WebAuthn ceremonies run: in the iframe when the host page delegated
 * WebAuthn to it (the loader's `allow=`) and the engine agrees, else in a window of the widget origin
 * opened on the visitor's click. A signature (`sign`: always for a reviewed request) is asked only in the
 * secure window that showed that review and took the visitor's Confirm, lent here for it (`lend`): never
 * in a window that shows less, which a lured click could open. The ceremonies with nothing to review yet
 * (creating the wallet, "Use my passkey", a new passkey) open the passkey window, which says what it is
 * for and whose site asks. Either way the relying party is the widget's.
 */
export function passkeyCeremonies({ hostOrigin, locale, memory }: CeremoniesParameters): Ceremonies {
  // The errors it may say, English until the language's texts are there (the shell loaded them already: a moment).
  let texts: Record<string, string> = passkeyEn
  void loadCatalogue(locale).then((catalogue) => (texts = { ...passkeyEn, ...catalogue }))
  let lent: CeremonyWindow | undefined
  const place = new CeremonyPlace(memory, {
    frameAllows: frameAllowsWebAuthn,
    inFrame: (kind, options) => {
      // WebKitGTK has no navigator.credentials at all: said as what it is, not as a TypeError.
      if (typeof navigator.credentials?.[kind] !== 'function')
        return Promise.reject(new DOMException('WebAuthn is not available in this browser', 'NotSupportedError'))
      return kind === 'create'
        ? navigator.credentials.create(options as CredentialCreationOptions)
        : navigator.credentials.get(options as CredentialRequestOptions)
    },
    inWindow: async (kind, purpose, options) => {
      const request: CeremonyRequest = {
        kind,
        purpose,
        hostOrigin,
        locale,
        options: options as CeremonyRequest['options'],
      }
      if (purpose !== 'sign') return inPasskeyWindow(request)
      const window = lent
      lent = undefined
      if (!window) throw new ReviewWindowNeeded('a signature is asked only in the window that shows its review')
      return fromCredentialData(await window.run(request))
    },
    text: (key) => texts[key] ?? passkeyEn[key],
  })
  return {
    ceremony: (kind, purpose) => (options) => place.run(kind, purpose, options),
    inWindow: (kind) => place.inWindow(kind),
    lend: (window) => (lent = window),
  }
}

/**
 * Runs one ceremony with no request to review (creating the wallet, "Use my passkey", a second or a
 * recovery passkey) in the passkey window, which says what it is for and whose site asks. Through the one
 * window channel (windowChannel/openWindowChannel.ts): only the window this call opened, on the widget's own origin,
 * is heard, and it answers only such an opener. A window the visitor closes ends as a cancelled prompt
 * (NotAllowedError); a blocked one as PasskeyWindowBlocked, which CeremonyPlace words for the visitor.
 */
async function inPasskeyWindow(request: CeremonyRequest): Promise<Credential> {
  return new Promise((resolve, reject) => {
    const channel = openWindowChannel({
      hash: PASSKEY_WINDOW_HASH,
      features: 'popup,width=440,height=560',
      greeting: () => ({ type: 'ceremony', request, look: readLook() }),
      onMessage: (message, channel) => {
        if (message.type !== 'result' && message.type !== 'failed') return
        channel.finish()
        try {
          resolve(fromCredentialData(credentialOf(message)))
        } catch (error) {
          reject(error)
        }
      },
      onClosed: () => reject(Object.assign(new Error('the passkey window was closed'), { name: 'NotAllowedError' })),
    })
    if (!channel) reject(new PasskeyWindowBlocked('the browser blocked the passkey window'))
  })
}
