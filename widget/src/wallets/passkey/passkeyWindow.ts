import { PASSKEY_WINDOW_HASH } from '../../boot/windowPages'
import { passkeyTextsFor } from '../../i18n/passkey'
import { CeremonyPlace, PasskeyWindowBlocked, type CeremonyKind, type FrameMemory } from './CeremonyPlace'
import { frameAllowsWebAuthn } from './frameAllowsWebAuthn'
import { watchWindowClosed } from '../../state/watchWindowClosed'
import { readLook } from '../../theme/look'
import {
  fromCredentialData,
  readPasskeyWindowMessage,
  type CeremonyPurpose,
  type CeremonyRequest,
  type PasskeyWindowMessage,
} from './passkeyWindowProtocol'

/** A WebAuthn call as ox takes it (`createFn` / `getFn`). */
export type CeremonyFunction = (options?: unknown) => Promise<Credential | null>

/** Where one passkey wallet's ceremonies run (CeremonyPlace.ts), as its provider uses them. */
export type Ceremonies = {
  ceremony: (kind: CeremonyKind, purpose: CeremonyPurpose) => CeremonyFunction
  /** Whether a ceremony of this kind runs in the passkey window now (a Confirm then opens it itself). */
  inWindow: (kind: CeremonyKind) => boolean
}

export type CeremoniesParameters = {
  hostOrigin: string
  locale: string
  /** What this frame learned of its engine, shared by its passkey options (passkeyOptions.ts). */
  memory: FrameMemory
}

/**
 * Where the passkey wallet's WebAuthn ceremonies run: in the iframe when the host page delegated
 * WebAuthn to it (the loader's `allow=`) and the engine agrees, else in the passkey window, a secure
 * window of the widget origin opened on the visitor's click. Either way the relying party is the widget's.
 */
export function passkeyCeremonies({ hostOrigin, locale, memory }: CeremoniesParameters): Ceremonies {
  const texts = passkeyTextsFor(locale)
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
    inWindow: (kind, purpose, options) =>
      inPasskeyWindow({ kind, purpose, hostOrigin, locale, options: options as CeremonyRequest['options'] }),
    text: (key) => texts[key],
  })
  return {
    ceremony: (kind, purpose) => (options) => place.run(kind, purpose, options),
    inWindow: (kind) => place.inWindow(kind),
  }
}

/**
 * Runs one ceremony in the passkey window. Only the window this call opened, on the widget's own
 * origin, is listened to, and it answers only an opener on the widget origin: a host page can
 * neither open one that reaches this iframe nor feed it options. A window the visitor closes
 * ends as a cancelled prompt (NotAllowedError); a blocked one as PasskeyWindowBlocked, which
 * CeremonyPlace words for the visitor.
 */
async function inPasskeyWindow(request: CeremonyRequest): Promise<Credential> {
  const url = new URL(location.href)
  url.hash = PASSKEY_WINDOW_HASH
  const popup = window.open(url.href, '_blank', 'popup,width=440,height=560')
  if (!popup) throw new PasskeyWindowBlocked('the browser blocked the passkey window')
  return new Promise((resolve, reject) => {
    const finish = () => {
      stopWatching()
      removeEventListener('message', onMessage)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== location.origin) return
      const message = readPasskeyWindowMessage(event.data)
      if (message?.type === 'ready')
        popup.postMessage(
          { type: 'ceremony', request, look: readLook() } satisfies PasskeyWindowMessage,
          location.origin,
        )
      if (message?.type === 'result') {
        finish()
        resolve(fromCredentialData(message.credential))
      }
      if (message?.type === 'failed') {
        finish()
        reject(Object.assign(new Error(message.message), { name: message.name }))
      }
    }
    const stopWatching = watchWindowClosed(popup, () => {
      finish()
      reject(Object.assign(new Error('the passkey window was closed'), { name: 'NotAllowedError' }))
    })
    addEventListener('message', onMessage)
  })
}
