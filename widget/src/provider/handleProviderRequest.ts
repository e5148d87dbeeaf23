import type { ProviderRequest } from '../../../protocol/bridge'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { isProviderMethodOf, providerMethod } from '../../../protocol/providerMethods'
import { PROVIDER_ANSWERS } from './providerAnswers'
import type { ProviderContext } from './providerContext'

export type { ProviderContext }

/**
 * Answers one EIP-1193 request of `handle.provider` by the method table (protocol/providerMethods.ts):
 * a method not in it is unsupported (4200) and reaches nothing; one that needs a connection is refused
 * (4100) while there is none; then reviews wait for the visitor's click, reads go to the widget's RPC
 * for the wallet's chain, and the rest is answered by PROVIDER_ANSWERS.
 */
export async function handleProviderRequest(
  context: ProviderContext,
  { method, params }: ProviderRequest,
): Promise<unknown> {
  const row = providerMethod(method)
  if (!row) {
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.unsupportedMethod,
      `${method} is not supported by Walletport's provider`,
    )
  }
  const state = context.connection.getState()
  if (row.policy.needsConnection && state.status !== 'connected') {
    throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'connect a wallet first')
  }
  if (isProviderMethodOf(method, 'review')) return context.approvals.request(method, params)
  if (isProviderMethodOf(method, 'read')) {
    const chainId = state.chainId ?? context.chains[0]!.id
    const chain = context.chains.find((c) => c.id === chainId)
    if (!chain) {
      throw rpcError(
        'UNSUPPORTED_CHAIN',
        RPC_ERROR.chainDisconnected,
        `the wallet is on chain ${chainId}, which this site does not use`,
      )
    }
    return context.hostReads.request(chain, method, params)
  }
  return PROVIDER_ANSWERS[row.method as keyof typeof PROVIDER_ANSWERS](context, params, state)
}
