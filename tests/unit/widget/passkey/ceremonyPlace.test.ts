import { describe, expect, it, vi } from 'vitest'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import { passkeyEn } from '../../../../widget/src/i18n/passkey/en'
import {
  CeremonyPlace,
  PASSKEY_WINDOW_BLOCKED,
  PASSKEY_WINDOW_NEEDED,
  PasskeyWindowBlocked,
  WEBAUTHN_UNSUPPORTED,
  type CeremonyRunners,
  type FrameMemory,
} from '../../../../widget/src/passkey/CeremonyPlace'

/** Engines' real words (tests/unit/widget/passkey/classifyCeremonyError.test.ts says where each comes from). */
const FIREFOX_REFUSAL = new DOMException('CredentialsContainer request is not allowed.', 'NotAllowedError')
const CHROMIUM_NO_ACTIVATION = new DOMException(
  'A user activation is required to create a credential in a cross-origin iframe.',
  'NotAllowedError',
)
const CHROMIUM_CANCEL = new DOMException(
  'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
  'NotAllowedError',
)
const CREDENTIAL = { id: 'credential', type: 'public-key' } as Credential

/** A place with a stubbed frame ceremony and window: `frame` answers in the iframe, `window` in the passkey window. */
function place({
  frameAllows = true,
  frame = async () => CREDENTIAL,
  window = async () => CREDENTIAL,
  memory = { frameRefused: false },
}: {
  frameAllows?: boolean
  frame?: () => Promise<Credential | null>
  window?: () => Promise<Credential>
  memory?: FrameMemory
} = {}) {
  const runners = {
    frameAllows: vi.fn(() => frameAllows),
    inFrame: vi.fn(frame),
    inWindow: vi.fn(window),
    text: (key) => passkeyEn[key],
  } satisfies CeremonyRunners
  return { place: new CeremonyPlace(memory, runners), runners, memory }
}

describe('CeremonyPlace: in the iframe where the engine allows, else in the passkey window', () => {
  it('runs in the frame when the host delegated and the engine agrees; the window stays shut', async () => {
    const { place: at, runners } = place()
    await expect(at.run('create', 'create', {})).resolves.toBe(CREDENTIAL)
    expect(runners.inWindow).not.toHaveBeenCalled()
    expect(at.inWindow('get')).toBe(false)
  })

  it('goes straight to the window where the host did not delegate', async () => {
    const { place: at, runners } = place({ frameAllows: false })
    await expect(at.run('get', 'use', { publicKey: {} })).resolves.toBe(CREDENTIAL)
    expect(runners.inFrame).not.toHaveBeenCalled()
    expect(runners.inWindow).toHaveBeenCalledWith('get', 'use', { publicKey: {} })
  })

  it.each([
    ['Firefox', FIREFOX_REFUSAL],
    ['Chromium', CHROMIUM_NO_ACTIVATION],
  ])(
    'a refusal by %s continues in the window, and every later ceremony of the frame goes there',
    async (_, refusal) => {
      const { place: at, runners, memory } = place({ frame: () => Promise.reject(refusal) })
      await expect(at.run('create', 'create', {})).resolves.toBe(CREDENTIAL)
      expect(runners.inWindow).toHaveBeenCalledWith('create', 'create', {})
      expect(memory.frameRefused).toBe(true)
      expect(at.inWindow('get')).toBe(true)
      await at.run('get', 'sign', {})
      expect(runners.inFrame).toHaveBeenCalledTimes(1)
      // Another wallet opened in the same frame (a second press: a new provider) knows it too.
      const again = place({ memory })
      expect(again.place.inWindow('create')).toBe(true)
    },
  )

  it('a refusal whose window the popup blocker stops (the activation used up): "press again", never a cancel; the next press opens the window', async () => {
    let blocked = true
    const { place: at, runners } = place({
      frame: () => Promise.reject(CHROMIUM_NO_ACTIVATION),
      window: async () => {
        if (blocked) throw new PasskeyWindowBlocked('blocked')
        return CREDENTIAL
      },
    })
    const error = await at.run('create', 'create', {}).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: RPC_ERROR.internal, data: { reason: PASSKEY_WINDOW_NEEDED } })
    expect((error as Error).message).toBe(passkeyEn['passkeyWindow.pressAgain'])
    blocked = false
    await expect(at.run('create', 'create', {})).resolves.toBe(CREDENTIAL)
    expect(runners.inFrame).toHaveBeenCalledTimes(1)
  })

  it('a window blocked on a press of its own says to allow pop-ups', async () => {
    const { place: at } = place({
      frameAllows: false,
      window: () => Promise.reject(new PasskeyWindowBlocked('blocked')),
    })
    await expect(at.run('get', 'sign', {})).rejects.toMatchObject({
      data: { reason: PASSKEY_WINDOW_BLOCKED },
      message: passkeyEn['passkeyWindow.blocked'],
    })
  })

  it('the visitor’s cancel in the frame stays theirs: passed on for 4001, no window opened, nothing remembered', async () => {
    const { place: at, runners, memory } = place({ frame: () => Promise.reject(CHROMIUM_CANCEL) })
    await expect(at.run('get', 'sign', {})).rejects.toBe(CHROMIUM_CANCEL)
    expect(runners.inWindow).not.toHaveBeenCalled()
    expect(memory.frameRefused).toBe(false)
  })

  it('a browser without WebAuthn (WebKitGTK) says it cannot hold a passkey wallet, in the frame or the window', async () => {
    const missing = new DOMException('WebAuthn is not available in this browser', 'NotSupportedError')
    for (const options of [
      { frame: () => Promise.reject(missing) },
      { frameAllows: false, window: () => Promise.reject(missing) },
    ]) {
      const { place: at, runners } = place(options)
      await expect(at.run('create', 'create', {})).rejects.toMatchObject({
        code: RPC_ERROR.unsupportedMethod,
        data: { reason: WEBAUTHN_UNSUPPORTED },
        message: passkeyEn['passkey.unsupported'],
      })
      if (!('frameAllows' in options)) expect(runners.inWindow).not.toHaveBeenCalled()
    }
  })
})
