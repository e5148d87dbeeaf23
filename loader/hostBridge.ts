/**
 * The host side of the bridge: penpal, the handshake, the widget's messages, and the host agent.
 * The script-tag loader imports it from the widget origin (built as widget/host/bridge.js) while the
 * iframe loads, so the bytes the page pays before the iframe starts are only those that create it;
 * the npm entry bundles it.
 *
 * It speaks plain data to the loader: errors leave as `{ code, message }` and the loader turns
 * them into its own `WalletportError`, so `instanceof` holds for the host whichever copy of the
 * code made them.
 */
import type { HostMethod, HostCallParams, WidgetOptions } from '../protocol/bridge'
import type { EventName, WalletportEvents } from '../protocol/types'
import { isWidgetMessage } from '../protocol/widgetAnswers'
import { connectWidget, type WidgetRemote } from './bridge'
import type { HostAgent, HostAgentModule } from './hostAgent'
import { readScriptAttributes } from './readScriptAttributes'
import { addLauncherButton, type Launcher } from './launcherButton'

export type HostBridgeParameters = {
  iframe: HTMLIFrameElement
  widgetUrl: URL
  timeoutMs: number
  /** The host's mount options for the widget (the loader's own taken out). */
  widgetOptions: WidgetOptions
  /** Launcher mode: the slot holding the iframe, where the button goes. */
  launcherSlot: ShadowRoot | undefined
  emit: <E extends EventName>(name: E, payload: WalletportEvents[E]) => void
  on: <E extends EventName>(name: E, listener: (payload: WalletportEvents[E]) => void) => () => void
  /** The loader's call: the agent's provider goes through it, so destroy() ends its requests too. */
  call: <M extends HostMethod>(method: M, params?: HostCallParams<M>) => Promise<unknown>
}

export type HostBridgeError = { code: 'ORIGIN_NOT_ALLOWED' | 'TIMEOUT' | 'DESTROYED'; message: string }

/** Opens the bridge to the widget and configures it; `ready` rejects with a HostBridgeError. */
export function connectHostBridge({
  iframe,
  widgetUrl,
  timeoutMs,
  widgetOptions,
  launcherSlot,
  emit,
  on,
  call,
}: HostBridgeParameters) {
  const launcher: Launcher | undefined = launcherSlot && addLauncherButton(launcherSlot, iframe)
  let hostAgent: Promise<HostAgent> | undefined
  let destroyed = false
  // The agent is imported on first use: the wallet relay, the host-side records and the provider
  // are not paid for by pages that never need them.
  const agent = () => {
    if (destroyed)
      return Promise.reject<HostAgent>({ code: 'DESTROYED', message: 'destroyed' } satisfies HostBridgeError)
    return (hostAgent ??= loadAgent().then(
      (module) => {
        const created = module.createHostAgent(call, on)
        // Destroyed while the agent was loading: it starts disposed, so nothing of it stays on the page.
        if (destroyed) created.dispose()
        return created
      },
      (error: unknown) => {
        // Not cached: the next use tries again (a network blip need not disable the provider for good).
        hostAgent = undefined
        throw error
      },
    ))
  }
  const connection = connectWidget(iframe, widgetUrl.origin, timeoutMs, {
    notify(message) {
      // Anything else is dropped, never thrown back: the widget has no use for our errors.
      if (!isWidgetMessage(message)) return
      if (message.kind === 'event') emit(message.name, message.payload as never)
      else if (message.action === 'resize') iframe.style.height = `${message.height}px`
      else launcher?.[message.action]()
    },
    // The widget relays host wallets only when the host left `relayHostWallets` on.
    agent: (request) => agent().then((a) => a.handle(request)),
  })
  const connected: Promise<WidgetRemote> = Promise.race([
    connection.promise,
    refusal(widgetUrl, connection.promise),
  ]).catch(async (error: { code?: string }): Promise<never> => {
    connection.destroy()
    if (destroyed) throw { code: 'DESTROYED', message: 'destroyed' } satisfies HostBridgeError
    if (error.code === 'ORIGIN_NOT_ALLOWED') throw error
    const refused = error.code === 'CONNECTION_TIMEOUT' && (await isOriginAllowed(widgetUrl)) === false
    throw (
      refused ? refusedError(widgetUrl) : { code: 'TIMEOUT', message: 'no answer from the widget' }
    ) satisfies HostBridgeError
  })
  /** One host call's raw answer, for the loader to unwrap; rejects when the connection is gone. */
  const send = (method: HostMethod, params?: unknown) => connected.then((remote) => remote.call({ method, params }))
  return {
    /** The widget's raw answer to `configure`, once the handshake is done. */
    ready: send('configure', widgetOptions),
    call: send,
    agent,
    launcher,
    destroy() {
      destroyed = true
      connection.destroy()
      // Its window listeners, wallet subscriptions and EIP-6963 announcement end with the handle.
      void hostAgent?.then(
        (a) => a.dispose(),
        () => {},
      )
    },
  }
}

const loadAgent = (): Promise<HostAgentModule> => import('./hostAgent')

/** How long a handshake may take before the loader asks whether this origin is allowed at all. */
const REFUSAL_CHECK_MS = 1000

/**
 * Tells a refused embedding from a slow one, long before the handshake times out. The widget
 * page is served with `frame-ancestors`, so on a non-allowed host the browser refuses it at once
 * and it cannot say why; the deployment config it was refused by is public (it is the same list as
 * that header), so when the handshake has not completed after a second the loader reads it, and
 * rejects ORIGIN_NOT_ALLOWED if this origin is not on it. Never settles otherwise: the handshake
 * decides. Only pages that are slow or refused pay the request.
 */
function refusal(widgetUrl: URL, handshake: Promise<unknown>): Promise<never> {
  return new Promise((_, reject) => {
    const timer = setTimeout(
      () => void isOriginAllowed(widgetUrl).then((allowed) => allowed === false && reject(refusedError(widgetUrl))),
      REFUSAL_CHECK_MS,
    )
    handshake.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    )
  })
}

/** Whether this page's origin is in the widget's public allowlist; undefined when that cannot be read. */
async function isOriginAllowed(widgetUrl: URL): Promise<boolean | undefined> {
  try {
    const response = await fetch(new URL('walletport.config.json', widgetUrl))
    const config = (await response.json()) as { allowedOrigins?: unknown }
    return Array.isArray(config.allowedOrigins) ? config.allowedOrigins.includes(location.origin) : undefined
  } catch {
    return undefined
  }
}

/** The refusal, with the fix in the message: the host developer reads it first. */
function refusedError(widgetUrl: URL): HostBridgeError {
  return {
    code: 'ORIGIN_NOT_ALLOWED',
    message: `${location.origin} may not embed this wallet: add it to allowedOrigins in the deployment config of ${widgetUrl.origin} (walletport.config.json), then rebuild`,
  }
}

export type HostBridge = ReturnType<typeof connectHostBridge>
export type HostBridgeModule = {
  connectHostBridge: typeof connectHostBridge
  readScriptAttributes: typeof readScriptAttributes
}
export { readScriptAttributes }
