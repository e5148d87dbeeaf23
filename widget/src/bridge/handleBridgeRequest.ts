import type { BridgeResponse } from '../../../protocol/bridge'
import { toErrorInfo } from '../../../protocol/errors'
import { parseBridgeRequest } from '../../../protocol/validate'
import { handleProviderRequest } from '../provider/handleProviderRequest'
import type { WalletSession } from '../session/WalletSession'

/**
 * Answers one call from the host. Never throws: a malformed request becomes INVALID_REQUEST,
 * anything else that fails becomes an error envelope, so a hostile host cannot crash the widget.
 */
export async function handleBridgeRequest(session: WalletSession, raw: unknown): Promise<BridgeResponse> {
  try {
    return { ok: true, value: await dispatch(session, raw) }
  } catch (error) {
    return { ok: false, error: toErrorInfo(error) }
  }
}

async function dispatch(session: WalletSession, raw: unknown): Promise<unknown> {
  const request = parseBridgeRequest(raw)
  switch (request.method) {
    case 'configure':
      session.configure(request.params)
      return null
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
