import { WalletportError } from '../../../protocol/errors'
import type { Balance } from '../../../protocol/types'
import { handleProviderRequest } from '../provider/handleProviderRequest'
import type { WalletSession } from '../session/WalletSession'
import type { HostCall } from '../../../protocol/bridge'
import { fail } from '../../../protocol/guards'
import { HOST_METHODS, parseHostCall } from '../../../protocol/hostMethods'

/** A host call the wallet answers: everything but `configure`, which HostConnection keeps. */
export type WalletHostCall = Exclude<HostCall, { method: 'configure' }>

/** Parses a host call for the wallet; malformed ones are INVALID_REQUEST and reach nothing. */
export function parseWalletHostCall(raw: unknown): WalletHostCall {
  const request = parseHostCall(raw)
  if (request.method === 'configure') fail('configure is answered by the bridge')
  return request
}

/**
 * Answers one parsed call from the host (`configure` stays with HostConnection), once its policy in
 * the method table (protocol/hostMethods.ts) holds. What it throws becomes the host's error
 * envelope there.
 */
export async function handleHostCall(session: WalletSession, request: WalletHostCall): Promise<unknown> {
  if (HOST_METHODS[request.method].needsConnection && session.connection.getState().status !== 'connected') {
    throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
  }
  switch (request.method) {
    case 'getState':
      return session.connection.getState()
    case 'connect':
      return session.connection.requestConnect()
    case 'disconnect':
      session.connection.disconnect()
      return null
    case 'getBalances':
      return publicBalances(session)
    case 'send':
      return session.send.requestFromHost(request.params)
    case 'signIn': {
      // Loaded with the first sign-in, not at the widget's first paint.
      const { signIn } = await import('../signIn/signIn')
      return signIn({
        request: request.params,
        hostOrigin: session.hostOrigin,
        chains: session.chains,
        account: () => session.connection.requestConnect(),
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

/** The host's `getBalances()`: every balance on every mounted chain, once read. */
async function publicBalances(session: WalletSession): Promise<Balance[]> {
  await session.balances.whenLoaded()
  return session.balances.toPublic(session.locale)
}
