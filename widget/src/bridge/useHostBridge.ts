import { useEffect } from 'react'
import type { WalletSession } from '../session/WalletSession'
import { connectHost } from './connectHost'
import { handleBridgeRequest } from './handleBridgeRequest'

/** Opens the bridge to the host page for as long as the session's screen is mounted. */
export function useHostBridge(session: WalletSession): void {
  useEffect(() => {
    const connection = connectHost(session.hostOrigin, (request) => handleBridgeRequest(session, request))
    let active = true
    connection.promise.then(
      (host) => {
        if (!active) return
        session.attachHost((message) => {
          // The host may be gone (navigated, destroyed); an event it cannot receive is not an error here.
          host.notify(message).catch(() => {})
        })
      },
      () => {}, // destroyed before the handshake: nothing to clean.
    )
    return () => {
      active = false
      session.attachHost(() => {})
      connection.destroy()
    }
  }, [session])
}
