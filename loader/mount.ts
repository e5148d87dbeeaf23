import { WalletportError, type ErrorCode } from '../protocol/errors'
import type { HostMethod, HostCallParams, HostCallResult } from '../protocol/bridge'
import type { Eip1193Provider } from './hostAgent'
import type { HostBridge, HostBridgeModule } from './hostBridge'
import type {
  Account,
  Balance,
  EventName,
  MountOptions,
  SendRequest,
  SendResult,
  SignInRequest,
  SignInResult,
  State,
} from '../protocol/types'
import { unwrapBridgeResponse } from '../protocol/widgetAnswers'
import { createEventHub, type Listener } from './events'
import { createWidgetFrame } from './frame'
import { createLauncherSlot } from './launcher'

export interface WalletportHandle {
  /** Resolves after the bridge handshake; rejects ORIGIN_NOT_ALLOWED, TIMEOUT or DESTROYED. */
  readonly ready: Promise<void>
  on<E extends EventName>(event: E, listener: Listener<E>): () => void
  off<E extends EventName>(event: E, listener: Listener<E>): void
  getState(): Promise<State>
  /** Shows the connect screen; resolves when the visitor connects, USER_REJECTED if dismissed. */
  connect(): Promise<Account>
  disconnect(): Promise<void>
  /** Every balance on every mounted chain; NOT_CONNECTED when disconnected. */
  getBalances(): Promise<Balance[]>
  /** Opens the send review pre-filled; resolves at submission. Only the visitor's click inside the widget sends. */
  send(request: SendRequest): Promise<SendResult>
  /**
   * Sign-In with Ethereum: connects first when needed; the widget writes the EIP-4361 message for
   * this page's origin and the visitor confirms it. Verify on your server with `walletport/server`.
   */
  signIn(request: SignInRequest): Promise<SignInResult>
  /** Launcher mode: show the modal. */
  open(): void
  /** Launcher mode: hide the modal. */
  close(): void
  /** Removes the iframe and listeners; pending calls reject DESTROYED. */
  destroy(): void
  /** EIP-1193 for host dapps; signing and sending still need the visitor's click in the widget. */
  readonly provider: Eip1193Provider
}

/** Where the host module comes from: the widget origin for the script tag, the package itself for npm. */
export type LoadBridge = (widgetUrl: URL) => Promise<HostBridgeModule>

/**
 * Mounts the widget and returns its handle at once; `ready` says when it can be used. This is
 * what the host page pays for up front: the iframe, the launcher, the events, and calls queued
 * until the host module (penpal, the handshake, the host agent) has arrived, loaded while the
 * iframe loads.
 */
export function mountWith(
  loadBridge: LoadBridge,
  options: MountOptions = {},
  script?: HTMLScriptElement,
): WalletportHandle {
  // Own properties only: one inherited from a polluted Object.prototype (any bug on the host
  // page) must not choose where the widget and the host module come from. Each option is read
  // here, from the prototype-less copy (the rest object has a prototype again); everything but
  // the loader's own options goes to the widget, which gets own properties only anyway.
  const { widgetUrl, target, timeoutMs = 10_000, ...rest }: MountOptions = Object.assign(Object.create(null), options)
  if (!widgetUrl) throw new WalletportError('INVALID_REQUEST', 'widgetUrl is required')
  const url = widgetPageUrl(widgetUrl, script ? script.dataset : rest)
  const iframe = createWidgetFrame(url + (target ? '' : '#launcher'))
  const events = createEventHub()
  const pending = new Set<(error: WalletportError) => void>()
  let launcherSlot: ShadowRoot | undefined
  let bridge: HostBridge | undefined
  let destroyed = false
  // A bridge that does not arrive in time fails like a handshake that does not complete.
  const bridgeModule = Promise.race([
    loadBridge(url),
    new Promise<never>((_, reject) => setTimeout(reject, timeoutMs, {})),
  ])

  // The iframe needs a document to live in before penpal can talk to its window.
  const placed = documentParsed().then(() => {
    if (destroyed) return
    let element: Element | null | undefined
    try {
      element = typeof target === 'string' ? document.querySelector(target) : target
    } catch {
      throw new WalletportError('INVALID_REQUEST', `target: "${target}" is not a valid selector`)
    }
    if (element) {
      // A first height until the widget reports its own (resize).
      iframe.style.height = '480px'
      element.append(iframe)
    } else {
      launcherSlot = createLauncherSlot(iframe)
    }
  })
  const started: Promise<HostBridge> = Promise.all([bridgeModule, placed]).then(([module]) => {
    if (destroyed) throw destroyedError()
    // A script tag's data-* attributes are parsed by the host module, not by these first bytes;
    // a bad one rejects here. Into a prototype-less object again, read as own properties only.
    const { announceProvider, ...widgetOptions }: MountOptions = Object.assign(
      Object.create(null),
      rest,
      script && module.readScriptAttributes(script),
    )
    bridge = module.connectHostBridge({
      iframe,
      widgetUrl: url,
      timeoutMs,
      widgetOptions,
      launcherSlot,
      emit: events.emit,
      on: events.on,
      call,
    })
    if (announceProvider)
      void bridge.agent().then(
        (a) => a.announce(),
        () => {},
      )
    return bridge
  })
  const ready: Promise<HostBridge> = started
    .then(async (b) => (unwrapBridgeResponse(await b.ready), events.emit('ready', {}), b))
    .catch((error: { code?: string; message?: string }) => {
      // The bridge speaks plain data: its errors become ours here. A bridge that cannot be loaded
      // leaves a widget nobody can talk to, as a handshake that never completes does.
      throw destroyed
        ? destroyedError()
        : error instanceof WalletportError
          ? error
          : // The host module is the widget origin's own (its refusals and a bad data-* attribute carry a code).
            // Its own `code` only: one inherited from a polluted Object.prototype names nothing.
            Object.hasOwn(Object(error), 'code')
            ? new WalletportError(error.code as ErrorCode, error.message!)
            : new WalletportError('TIMEOUT', 'cannot load the bridge from ' + url.origin)
    })
  ready.catch((error: WalletportError) => {
    if (destroyed) return
    // A widget that will never talk is removed rather than left as a broken frame.
    iframe.remove()
    launcherSlot?.host.remove()
    events.emit('error', { code: error.code, message: error.message })
  })

  /** One host call; rejects DESTROYED if the handle is destroyed first. */
  function call<M extends HostMethod>(method: M, params?: HostCallParams<M>) {
    return new Promise<HostCallResult<M>>((resolve, reject) => {
      if (destroyed) return reject(destroyedError())
      pending.add(reject)
      ready
        .then((b) => b.call(method, params))
        .then(unwrapBridgeResponse)
        // Penpal's own errors (the connection went away) surface as DESTROYED.
        .then(resolve as (value: unknown) => void, (error) =>
          reject(error instanceof WalletportError ? error : destroyedError()),
        )
        .finally(() => pending.delete(reject))
    })
  }

  return {
    ready: ready.then(() => {}),
    on: events.on,
    off: events.off,
    getState: () => call('getState'),
    connect: () => call('connect'),
    disconnect: () => call('disconnect').then(() => {}),
    getBalances: () => call('getBalances'),
    send: (request) => call('send', request),
    signIn: (request) => call('signIn', request),
    provider: hostProvider(started),
    // The button arrives with the host module; until then these wait for it.
    open: () =>
      void started.then(
        (b) => b.launcher?.open(),
        () => {},
      ),
    close: () =>
      void started.then(
        (b) => b.launcher?.close(),
        () => {},
      ),
    destroy() {
      if (destroyed) return
      destroyed = true
      bridge?.destroy()
      for (const reject of pending) reject(destroyedError())
      events.clear()
      iframe.remove()
      launcherSlot?.host.remove()
    },
  }
}

/** Resolves once the page's document is parsed (at once if it is already). */
function documentParsed(): Promise<void> {
  return new Promise((resolve) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })
      : resolve(),
  )
}

/** EIP-1193; requests and listeners wait for the host agent, which does the work. */
function hostProvider(started: Promise<HostBridge>): Eip1193Provider {
  const agent = () => started.then((b) => b.agent())
  const listen =
    (method: 'on' | 'removeListener') =>
    (event: string, listener: Parameters<Eip1193Provider['on']>[1]): Eip1193Provider => (
      void agent().then(
        (a) => a.provider[method](event, listener),
        () => {},
      ),
      provider
    )
  const provider: Eip1193Provider = {
    request: (args) => agent().then((a) => a.provider.request(args)),
    on: listen('on'),
    removeListener: listen('removeListener'),
  }
  return provider
}

function destroyedError() {
  return new WalletportError('DESTROYED', 'destroyed')
}

/**
 * The widget's page, asked in the host's language and theme (its query): the widget origin serves the page
 * prerendered for them (protocol/widgetPages.ts), so the first screen, there before any script, is already the
 * visitor's. `look` is a script tag's own attributes where there is one: the host module that parses them arrives
 * after the iframe has been created. (`?de-AT,dark`; a missing one is empty. The server reads the query as a
 * request, never as markup: it only picks one of its pages.) Set as the URL's query, which encodes what would end
 * it (a polluted Object.prototype lends these too): whatever the values, they stay in the query and never choose
 * the page's hash.
 */
const widgetPageUrl = (widgetUrl: string, look: { locale?: string | undefined; theme?: string | undefined }): URL =>
  // Assigned through the URL's `search` setter, which writes the list as `de-AT,dark`.
  Object.assign(new URL(widgetUrl, location.href), { search: [look.locale, look.theme] as never })
