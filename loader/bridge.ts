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
