import { WalletportError } from '../protocol/errors'
import type { BridgeMethod, BridgeParams, BridgeResult } from '../protocol/bridge'
import type { Eip1193Provider, HostAgent, HostAgentModule } from './hostAgent'
import type { Account, Balance, EventName, MountOptions, SendRequest, SendResult, State } from '../protocol/types'
import { isWidgetMessage, unwrapBridgeResponse } from '../protocol/validate'
import { connectWidget, type WidgetRemote } from './bridge'
import { createEventHub, type Listener } from './events'
import { createWidgetFrame } from './frame'
import { createLauncher, type Launcher } from './launcher'

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
  /** Launcher mode: show the modal. */
  open(): void
  /** Launcher mode: hide the modal. */
  close(): void
  /** Removes the iframe and listeners; pending calls reject DESTROYED. */
  destroy(): void
  /** EIP-1193 for host dapps; signing and sending still need the visitor's click in the widget. */
  readonly provider: Eip1193Provider
}

/** Mounts the widget and returns its handle at once; `ready` says when it can be used. */
export function mount(options: MountOptions = {}): WalletportHandle {
  // Everything but the loader's own options goes to the widget (an element could not cross anyway).
  const { widgetUrl, target, timeoutMs = 10_000, ...widgetOptions } = options
  if (!widgetUrl) throw new WalletportError('INVALID_REQUEST', 'widgetUrl is required')
  const url = new URL(widgetUrl, location.href)
  const iframe = createWidgetFrame(url.href + (target ? '' : '#launcher'))
  const events = createEventHub()
  const pending = new Set<(error: WalletportError) => void>()
  let launcher: Launcher | undefined
  let connection: ReturnType<typeof connectWidget> | undefined
  let destroyed = false
  let hostModule: Promise<HostAgentModule> | undefined
  let hostAgent: Promise<HostAgent> | undefined
  // The host agent (host/agent.js beside the widget) is loaded on first use: the wallet relay,
  // host-side records, the provider and the allowlist check are not paid for up front.
  const load = () => (hostModule ??= import(/* @vite-ignore */ new URL('host/agent.js', url).href))
  const agent = () => (hostAgent ??= load().then((module) => module.createHostAgent(call, events.on)))
  /** EIP-1193; requests and listeners wait for the host agent, which does the work. */
  const listen =
    (method: 'on' | 'removeListener') =>
    (event: string, listener: (data: never) => void): Eip1193Provider => (void agent().then((a) => a.provider[method](event, listener)), provider)
  const provider: Eip1193Provider = {
    request: (args) => agent().then((a) => a.provider.request(args)),
    on: listen('on'),
    removeListener: listen('removeListener'),
  }
  if (options.announceProvider) void agent().then((a) => a.announce())

  // The iframe needs a document to live in before penpal can talk to its window.
  const ready: Promise<WidgetRemote> = new Promise<void>((resolve) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve(),
  )
    .then(() => {
      if (destroyed) throw destroyedError()
      const element = typeof target === 'string' ? document.querySelector(target) : target
      if (element) {
        // A first height until the widget reports its own (resize).
        iframe.style.height = '480px'
        element.append(iframe)
      } else {
        launcher = createLauncher(iframe)
      }
      connection = connectWidget(iframe, url.origin, timeoutMs, {
        notify(message) {
          // Anything else is dropped, never thrown back: the widget has no use for our errors.
          if (!isWidgetMessage(message)) return
          if (message.kind === 'event') events.emit(message.name, message.payload as never)
          else if (message.action === 'resize') iframe.style.height = `${message.height}px`
          else launcher?.[message.action]()
        },
        // The widget relays host wallets only when the host left `relayHostWallets` on.
        agent: (request) => agent().then((a) => a.handle(request)),
      })
      return connection.promise
    })
    .then(
      async (remote) => {
        unwrapBridgeResponse(await remote.call({ method: 'configure', params: widgetOptions }))
        events.emit('ready', {})
        return remote
      },
      async (error: { code?: string }) => {
        throw destroyed
          ? destroyedError()
          : error.code === 'CONNECTION_TIMEOUT' && (await load().then((module) => module.isOriginAllowed(url), () => undefined)) === false
            ? new WalletportError('ORIGIN_NOT_ALLOWED', location.origin + ' may not embed this wallet')
            : new WalletportError('TIMEOUT', 'no answer from the widget')
      },
    )
  ready.catch((error: WalletportError) => {
    if (destroyed) return
    // A widget that will never talk is removed rather than left as a broken frame.
    iframe.remove()
    launcher?.destroy()
    events.emit('error', { code: error.code, message: error.message })
  })

  /** One bridge call; rejects DESTROYED if the handle is destroyed first. */
  const call = <M extends BridgeMethod>(method: M, params?: BridgeParams<M>) =>
    new Promise<BridgeResult<M>>((resolve, reject) => {
      if (destroyed) return reject(destroyedError())
      pending.add(reject)
      ready
        .then((remote) => remote.call({ method, params }))
        .then(unwrapBridgeResponse)
        // Penpal's own errors (the connection went away) surface as DESTROYED.
        .then(resolve as (value: unknown) => void, (error) => reject(error instanceof WalletportError ? error : destroyedError()))
        .finally(() => pending.delete(reject))
    })

  return {
    ready: ready.then(() => {}),
    on: events.on,
    off: events.off,
    getState: () => call('getState'),
    connect: () => call('connect'),
    disconnect: () => call('disconnect').then(() => {}),
    getBalances: () => call('getBalances'),
    send: (request) => call('send', request),
    provider,
    open: () => launcher?.open(),
    close: () => launcher?.close(),
    destroy() {
      if (destroyed) return
      destroyed = true
      connection?.destroy()
      for (const reject of pending) reject(destroyedError())
      events.clear()
      iframe.remove()
      launcher?.destroy()
    },
  }
}

function destroyedError() {
  return new WalletportError('DESTROYED', 'destroyed')
}
