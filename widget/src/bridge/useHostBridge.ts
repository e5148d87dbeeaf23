import { useEffect } from 'react'
import type { WalletSession } from '../session/WalletSession'
import { parseAgentResponse } from '../../../protocol/parseAgentResponse'
import { connectHost } from './connectHost'
import { handleBridgeRequest } from './handleBridgeRequest'

/** Opens the bridge to the host page and starts the session, for as long as the wallet is mounted. */
export function useHostBridge(session: WalletSession): void {
  useEffect(() => {
    const stopDiscovery = session.start()
    const connection = connectHost(session.hostOrigin, (request) => handleBridgeRequest(session, request))
    let active = true
    connection.promise.then(
      (host) => {
        if (active) session.attachHost({ notify: (message) => host.notify(message), agent: (request) => host.agent(request).then(parseAgentResponse) })
      },
      () => {}, // destroyed before the handshake: nothing to clean.
    )
    return () => {
      active = false
      session.attachHost(undefined)
      connection.destroy()
      stopDiscovery()
    }
  }, [session])
}
