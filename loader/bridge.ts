import { connect, WindowMessenger, type RemoteProxy } from 'penpal'
import { BRIDGE_CHANNEL, type LoaderBridgeMethods, type WidgetBridgeMethods } from '../protocol/bridge'

export type WidgetRemote = RemoteProxy<WidgetBridgeMethods>

/**
 * Opens the penpal connection to the widget iframe. Messages are accepted from the widget's
 * origin only, and penpal sends everything after the SYN to that concrete origin, so another
 * frame on the page can neither answer the handshake nor read a reply.
 */
export function connectWidget(
  iframe: HTMLIFrameElement,
  widgetOrigin: string,
  timeoutMs: number,
  methods: LoaderBridgeMethods,
) {
  return connect<WidgetBridgeMethods>({
    messenger: new WindowMessenger({ remoteWindow: iframe.contentWindow!, allowedOrigins: [widgetOrigin] }),
    methods,
    timeout: timeoutMs,
    channel: BRIDGE_CHANNEL,
  })
}

/**
 * Tells a refused embedding from a slow one after the handshake timed out. The widget page is
 * served with `frame-ancestors`, so on a non-allowed host it never runs and cannot say why;
 * the deployment config it was refused by is public (it is the same list as that header), so
 * the loader reads it to give the host a clear ORIGIN_NOT_ALLOWED instead of a bare TIMEOUT.
 */
export async function isOriginAllowed(widgetUrl: URL): Promise<boolean | undefined> {
  try {
    const response = await fetch(new URL('walletport.config.json', widgetUrl))
    const config = (await response.json()) as { allowedOrigins?: unknown }
    return Array.isArray(config.allowedOrigins) ? config.allowedOrigins.includes(location.origin) : undefined
  } catch {
    return undefined
  }
}
