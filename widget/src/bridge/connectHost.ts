import { connect, WindowMessenger } from 'penpal'
import { BRIDGE_CHANNEL, type BridgeResponse, type LoaderBridgeMethods } from '../../../protocol/bridge'

/**
 * The widget's half of the bridge. Only `window.parent` is listened to (penpal drops messages
 * whose `source` is another window), and only when it is on `hostOrigin`, which the boot step
 * already checked against the deployment's allowlist.
 */
export function connectHost(hostOrigin: string, call: (request: unknown) => Promise<BridgeResponse>) {
  return connect<LoaderBridgeMethods>({
    messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [hostOrigin] }),
    methods: { call },
    channel: BRIDGE_CHANNEL,
  })
}
