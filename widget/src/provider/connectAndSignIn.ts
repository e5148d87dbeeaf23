import { WalletportError } from '../../../protocol/errors'
import { parseWalletConnectParams } from '../../../protocol/parseWalletConnectParams'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ProviderContext } from './providerContext'

export type ConnectAndSignInReturnType = {
  accounts: {
    address: `0x${string}`
    capabilities: { signInWithEthereum?: { message: string; signature: `0x${string}` } }
  }[]
}

const invalid = (message: string) => rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `wallet_connect: ${message}`)

/**
 * `wallet_connect` (ERC-7846): connects (the connect screen, when nobody is), and with the `signInWithEthereum`
 * capability signs the visitor in through one review and one confirm. The widget writes the EIP-4361 message as
 * `handle.signIn()` does: the domain and URI are the host's origin as the browser told the iframe. A dapp that sends
 * them must send those same values; one naming another site is refused before anything shows.
 */
export async function connectAndSignIn(context: ProviderContext, params: unknown): Promise<ConnectAndSignInReturnType> {
  const { signIn: request, claimed } = parseWalletConnectParams(params)
  const site = new URL(context.hostOrigin)
  if (claimed.domain !== undefined && claimed.domain !== site.host)
    throw invalid(`signInWithEthereum.domain ${claimed.domain} is not this site (${site.host})`)
  if (claimed.uri !== undefined && !(URL.canParse(claimed.uri) && new URL(claimed.uri).origin === site.origin))
    throw invalid(`signInWithEthereum.uri ${claimed.uri} is not on this site (${site.origin})`)
  if (claimed.scheme !== undefined && `${claimed.scheme}:` !== site.protocol)
    throw invalid(`signInWithEthereum.scheme ${claimed.scheme} is not this site's`)

  const account = await context.connection.requestConnect()
  if (claimed.address !== undefined && claimed.address.toLowerCase() !== account.address.toLowerCase())
    throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'wallet_connect: the sign-in names another account')
  if (!request) return { accounts: [{ address: account.address, capabilities: {} }] }

  // Loaded with the first sign-in, not at the widget's first paint.
  const { signIn } = await import('../signIn/signIn')
  try {
    const { address, message, signature } = await signIn({
      request,
      hostOrigin: context.hostOrigin,
      chains: context.chains,
      account: async () => account,
      approve: (method, params) => context.approvals.request(method, params),
    })
    return { accounts: [{ address, capabilities: { signInWithEthereum: { message, signature } } }] }
  } catch (error) {
    // signIn's own refusals (a chain not offered here) carry no EIP-1193 code; the review's do (4001…).
    if (error instanceof WalletportError && error.rpcCode === undefined) throw invalid(error.message)
    throw error
  }
}
