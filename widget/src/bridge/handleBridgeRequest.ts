import { handleProviderRequest } from '../provider/handleProviderRequest'
import type { WalletSession } from '../session/WalletSession'
import type { WalletRequest } from './HostConnection'

/**
 * Answers one parsed call from the host (HostConnection parsed it and keeps `configure`). What it
 * throws becomes the host's error envelope there.
 */
export async function handleBridgeRequest(session: WalletSession, request: WalletRequest): Promise<unknown> {
  switch (request.method) {
    case 'getState':
      return session.getState()
    case 'connect':
      return session.requestConnect()
    case 'disconnect':
      session.disconnect()
      return null
    case 'getBalances':
      return session.getBalances()
    case 'send':
      return session.send.requestFromHost(request.params)
    case 'signIn': {
      // Loaded with the first sign-in, not at the widget's first paint.
      const { signIn } = await import('../signIn/signIn')
      return signIn({
        request: request.params,
        hostOrigin: session.hostOrigin,
        chains: session.chains,
        account: () => session.requestConnect(),
        approve: (method, params) => session.approvals.request(method, params),
      })
    }
    case 'providerRequest':
      return handleProviderRequest(session, request.params)
    case 'hostWalletEvent':
      session.handleHostWalletEvent(request.params)
      return null
  }
}
