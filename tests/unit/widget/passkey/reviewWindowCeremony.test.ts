import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import { openWindowChannel } from '../../../../widget/src/windowChannel/openWindowChannel'
import { readWindowMessage } from '../../../../widget/src/windowChannel/windowMessages'
import { PASSKEY_WINDOW_NEEDED } from '../../../../widget/src/passkey/CeremonyPlace'
import { passkeyCeremonies } from '../../../../widget/src/passkey/passkeyWindow'
import { loadCatalogue } from '../../../../widget/src/i18n/translate'
import type { CeremonyWindow, CredentialData } from '../../../../widget/src/windowChannel/ceremony'

const ORIGIN = 'http://wallet.localhost:4311'
const CREDENTIAL: CredentialData = {
  id: 'credential',
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: new ArrayBuffer(8),
    authenticatorData: new ArrayBuffer(37),
    signature: new ArrayBuffer(64),
  },
}

/** A widget iframe whose host did not delegate WebAuthn: every ceremony runs in a window; window.open is `open`. */
function frameWithoutWebAuthn(open: (url: string) => unknown = () => null) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const frame = {
    top: {},
    open: vi.fn(open),
  }
  vi.stubGlobal('window', frame)
  vi.stubGlobal('document', { featurePolicy: { allowsFeature: () => false } })
  vi.stubGlobal('location', { href: `${ORIGIN}/widget/`, origin: ORIGIN, hostname: 'wallet.localhost' })
  vi.stubGlobal('addEventListener', (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener))
  vi.stubGlobal('removeEventListener', (_: string, listener: (event: MessageEvent) => void) =>
    listeners.delete(listener),
  )
  return { frame, deliver: (event: Partial<MessageEvent>) => listeners.forEach((l) => l(event as MessageEvent)) }
}

afterEach(() => vi.unstubAllGlobals())
// The ceremonies load their language's texts without waiting (passkeyWindow.ts): the German ones must have arrived
// before the file's environment is torn down, or the late import fails the run (an unhandled teardown error).
afterAll(async () => {
  await loadCatalogue('de')
})

describe("a request's passkey is asked only in the secure window lent for it (passkey/passkeyWindow.ts)", () => {
  it('a signature with no window lent runs nowhere: the visitor is told to press again, and no window opens', async () => {
    const { frame } = frameWithoutWebAuthn()
    const ceremonies = passkeyCeremonies({
      hostOrigin: 'https://shop.example',
      locale: 'en',
      memory: { frameRefused: false },
    })
    expect(ceremonies.inWindow('get')).toBe(true)
    const signed = ceremonies.ceremony('get', 'sign')({ publicKey: {} })
    await expect(signed).rejects.toMatchObject({
      code: RPC_ERROR.internal,
      data: { reason: PASSKEY_WINDOW_NEEDED },
      message: expect.stringContaining('Press the button again'),
    })
    expect(frame.open).not.toHaveBeenCalled()
  })

  it('the lent window runs the one signature of its Confirm, with what it is for and whose site asks; a second finds none', async () => {
    frameWithoutWebAuthn()
    const ceremonies = passkeyCeremonies({
      hostOrigin: 'https://shop.example',
      locale: 'de',
      memory: { frameRefused: false },
    })
    const run = vi.fn<CeremonyWindow['run']>(async () => CREDENTIAL)
    ceremonies.lend({ run })
    const credential = (await ceremonies.ceremony('get', 'sign')({ publicKey: { challenge: 'c' } })) as Credential
    expect(credential.id).toBe('credential')
    expect(run).toHaveBeenCalledWith({
      kind: 'get',
      purpose: 'sign',
      hostOrigin: 'https://shop.example',
      locale: 'de',
      options: { publicKey: { challenge: 'c' } },
    })
    await expect(ceremonies.ceremony('get', 'sign')({ publicKey: {} })).rejects.toMatchObject({
      data: { reason: PASSKEY_WINDOW_NEEDED },
    })
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('a ceremony with nothing to review ("Use my passkey") opens the passkey window, never the lent one', async () => {
    const { frame } = frameWithoutWebAuthn()
    const ceremonies = passkeyCeremonies({
      hostOrigin: 'https://shop.example',
      locale: 'en',
      memory: { frameRefused: false },
    })
    const run = vi.fn<CeremonyWindow['run']>(async () => CREDENTIAL)
    ceremonies.lend({ run })
    // The popup blocked (open returns null): said as such, and the lent window was not asked.
    await expect(ceremonies.ceremony('get', 'use')({ publicKey: {} })).rejects.toMatchObject({
      code: RPC_ERROR.internal,
    })
    expect(frame.open).toHaveBeenCalledWith(
      `${ORIGIN}/widget/window.html#passkey-ceremony`,
      '_blank',
      expect.any(String),
    )
    expect(run).not.toHaveBeenCalled()
  })
})

describe('the one window channel (windowChannel/openWindowChannel.ts)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hears only the window it opened, on the widget origin; greets it on ready; its close is the answer, once', () => {
    const popup = { closed: false, postMessage: vi.fn(), close: vi.fn() }
    const { deliver } = frameWithoutWebAuthn(() => popup)
    const onMessage = vi.fn()
    const onClosed = vi.fn()
    const channel = openWindowChannel({
      hash: '#secure-confirm',
      features: 'popup',
      greeting: () => ({ type: 'review', review: {}, look: { theme: 'light' } }),
      onMessage,
      onClosed,
    })!
    // Another window (the host page), or our window from another origin: not heard.
    deliver({ source: {} as Window, origin: ORIGIN, data: { type: 'confirm', acknowledged: true } })
    deliver({ source: popup as unknown as Window, origin: 'https://shop.example', data: { type: 'cancel' } })
    expect(onMessage).not.toHaveBeenCalled()
    deliver({ source: popup as unknown as Window, origin: ORIGIN, data: { type: 'ready' } })
    expect(popup.postMessage).toHaveBeenCalledWith({ type: 'review', review: {}, look: { theme: 'light' } }, ORIGIN)
    deliver({ source: popup as unknown as Window, origin: ORIGIN, data: { type: 'confirm', acknowledged: true } })
    expect(onMessage).toHaveBeenCalledWith({ type: 'confirm', acknowledged: true }, channel)
    popup.closed = true
    vi.advanceTimersByTime(1000)
    expect(onClosed).toHaveBeenCalledTimes(1)
    // Ended: nothing more is sent to it or heard from it.
    channel.post({ type: 'cancel' })
    expect(popup.postMessage).toHaveBeenCalledTimes(1)
  })
})

describe("the windows' messages: one parser per kind (windowChannel/windowMessages.ts)", () => {
  it('reads a ceremony, a result and a failure; drops a ceremony without options and anything unknown', () => {
    const request = {
      kind: 'get',
      purpose: 'sign',
      hostOrigin: 'https://shop.example',
      locale: 'en',
      options: { publicKey: {} },
    }
    expect(readWindowMessage({ type: 'ceremony', request, look: { theme: 'dark' } })).toEqual({
      type: 'ceremony',
      request,
      look: { theme: 'dark' },
    })
    expect(readWindowMessage({ type: 'result', credential: CREDENTIAL })).toEqual({
      type: 'result',
      credential: CREDENTIAL,
    })
    expect(readWindowMessage({ type: 'failed', name: 'NotAllowedError', message: 'no' })).toEqual({
      type: 'failed',
      name: 'NotAllowedError',
      message: 'no',
    })
    expect(readWindowMessage({ type: 'ceremony', request: { ...request, options: null } })).toBeUndefined()
    expect(readWindowMessage({ type: 'sign', request })).toBeUndefined()
  })

  it("reads a review, a confirm and a cancel by their own fields; a prototype's key or a bare value is not a kind", () => {
    expect(readWindowMessage({ type: 'review', review: { content: 1 }, look: 'x' })).toMatchObject({
      type: 'review',
      review: { content: 1 },
    })
    expect(readWindowMessage({ type: 'review', review: 'text' })).toBeUndefined()
    expect(readWindowMessage({ type: 'confirm', acknowledged: 'yes' })).toEqual({
      type: 'confirm',
      acknowledged: false,
    })
    expect(readWindowMessage({ type: 'cancel', extra: 1 })).toEqual({ type: 'cancel' })
    expect(readWindowMessage({ type: 'toString' })).toBeUndefined()
    expect(readWindowMessage({ type: '__proto__' })).toBeUndefined()
    expect(readWindowMessage('ready')).toBeUndefined()
    expect(readWindowMessage(null)).toBeUndefined()
  })
})
