import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError } from '../wallets/eip1193'
import type { PasskeyKey } from '../i18n/passkey/en'
import { classifyCeremonyError } from './classifyCeremonyError'
import type { CeremonyPurpose } from '../windowChannel/ceremony'

/** The passkey window could not open (the browser's popup blocker): thrown by the window's opener. */
export class PasskeyWindowBlocked extends Error {
  override readonly name = 'PasskeyWindowBlocked'
}

/**
 * A signature asked in a window with no secure window lent for it (the frame's ceremony refused after a
 * Confirm made in the frame): never run in a window that shows no review; the visitor presses again, and
 * that press opens the secure window.
 */
export class ReviewWindowNeeded extends Error {
  override readonly name = 'ReviewWindowNeeded'
}

/** Why a passkey ceremony could not run, in `data.reason` of the error thrown, beside the visitor's words. */
export const PASSKEY_WINDOW_NEEDED = 'PASSKEY_WINDOW_NEEDED'
export const PASSKEY_WINDOW_BLOCKED = 'PASSKEY_WINDOW_BLOCKED'
export const WEBAUTHN_UNSUPPORTED = 'WEBAUTHN_UNSUPPORTED'

export type CeremonyKind = 'create' | 'get'

/**
 * What a frame learned of its engine: that it refused a ceremony here. Held by the frame's passkey
 * options and handed to each passkey wallet they open, so a second press of "Create a passkey
 * wallet" (a new provider) goes straight to the window too; never a global.
 */
export type FrameMemory = { frameRefused: boolean }

export type CeremonyRunners = {
  /** Whether the host page delegated the ceremony to the frame, where the engine can say (frameAllowsWebAuthn.ts). */
  frameAllows: (kind: CeremonyKind) => boolean
  /** The ceremony in the widget's iframe. */
  inFrame: (kind: CeremonyKind, options: unknown) => Promise<Credential | null>
  /** The ceremony in the passkey window; throws PasskeyWindowBlocked when the window cannot open. */
  inWindow: (kind: CeremonyKind, purpose: CeremonyPurpose, options: unknown) => Promise<Credential>
  /** The visitor's words for what went wrong, in their language. */
  text: (key: PasskeyKey) => string
}

/**
 * Where the ceremonies of one passkey wallet (one provider) run. In the iframe first, where the host
 * delegated WebAuthn; when the engine refuses it there all the same (Firefox has no policy API to
 * ask beforehand, Chromium wants a user activation for create(), Safari refuses cross-origin
 * frames), the same ceremony continues in the passkey window, and every later one of this wallet
 * goes there directly: the refusal is the engine's, never the visitor's cancel.
 *
 * The window needs the click's user activation, which the refused attempt may have used up or let
 * expire. Then the window is blocked through no fault of the visitor: they are told that this browser
 * asks for passkeys in a window of their own and to press the button again; that press, with a
 * fresh activation, goes straight to the window. Kept in the frame's FrameMemory, never a global.
 */
export class CeremonyPlace {
  #memory: FrameMemory
  #runners: CeremonyRunners

  constructor(memory: FrameMemory, runners: CeremonyRunners) {
    this.#memory = memory
    this.#runners = runners
  }

  /** Whether this wallet's ceremonies run in the passkey window (so a Confirm must open it itself). */
  inWindow(kind: CeremonyKind): boolean {
    return this.#memory.frameRefused || !this.#runners.frameAllows(kind)
  }

  async run(kind: CeremonyKind, purpose: CeremonyPurpose, options: unknown): Promise<Credential | null> {
    if (this.inWindow(kind)) return this.#inWindow(kind, purpose, options, false)
    try {
      return await this.#runners.inFrame(kind, options)
    } catch (error) {
      const verdict = classifyCeremonyError(error)
      if (verdict === 'unsupported') throw this.#unsupported(error)
      if (verdict !== 'frameRefused') throw error
      this.#memory.frameRefused = true
      return this.#inWindow(kind, purpose, options, true)
    }
  }

  async #inWindow(
    kind: CeremonyKind,
    purpose: CeremonyPurpose,
    options: unknown,
    afterRefusal: boolean,
  ): Promise<Credential> {
    try {
      return await this.#runners.inWindow(kind, purpose, options)
    } catch (error) {
      if (error instanceof PasskeyWindowBlocked || error instanceof ReviewWindowNeeded)
        throw afterRefusal || error instanceof ReviewWindowNeeded
          ? new ProviderRpcError(RPC_ERROR.internal, this.#runners.text('passkeyWindow.pressAgain'), {
              reason: PASSKEY_WINDOW_NEEDED,
            })
          : new ProviderRpcError(RPC_ERROR.internal, this.#runners.text('passkeyWindow.blocked'), {
              reason: PASSKEY_WINDOW_BLOCKED,
            })
      if (classifyCeremonyError(error) === 'unsupported') throw this.#unsupported(error)
      throw error
    }
  }

  #unsupported(cause: unknown): ProviderRpcError {
    const error = new ProviderRpcError(RPC_ERROR.unsupportedMethod, this.#runners.text('passkey.unsupported'), {
      reason: WEBAUTHN_UNSUPPORTED,
    })
    return Object.assign(error, { cause })
  }
}
