import { toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import type { Account, SignInRequest, SignInResult } from '../../../protocol/types'

export type SignInParameters = {
  request: SignInRequest
  /** The host's origin as the browser reported it to the iframe: the message's domain and URI. */
  hostOrigin: string
  chains: ChainConfig[]
  /** The connected account; shows the connect screen first when nobody is connected. */
  account: () => Promise<Account>
  /** Asks the visitor, through the widget's review and guarded Confirm, to have the wallet sign. */
  approve: (method: 'personal_sign', params: [`0x${string}`, `0x${string}`]) => Promise<unknown>
  now?: () => Date
}

export type SignInReturnType = SignInResult

/**
 * Sign-In with Ethereum (EIP-4361) for the host. The widget writes the message: the domain and URI
 * are the host's real origin (never a value the host sent), the address and chain the connected
 * ones, the issue time the widget's clock; the host's nonce, statement, times, request id and
 * resources have been validated by `parseSignInRequest`. The visitor reviews it like any
 * `personal_sign` (the review recognises the sign-in and checks its domain against the site).
 */
export async function signIn({
  request,
  hostOrigin,
  chains,
  account,
  approve,
  now = () => new Date(),
}: SignInParameters): Promise<SignInReturnType> {
  const { address, chainId: connectedChainId } = await account()
  const chainId = request.chainId ?? connectedChainId
  if (!chains.some((chain) => chain.id === chainId))
    throw new WalletportError('UNSUPPORTED_CHAIN', `chain ${chainId} is not offered here`)
  const origin = new URL(hostOrigin)
  const message = createSiweMessage({
    domain: origin.host,
    uri: origin.origin,
    address,
    chainId,
    nonce: request.nonce,
    version: '1',
    issuedAt: now(),
    ...(request.statement !== undefined ? { statement: request.statement } : {}),
    ...(request.expirationTime !== undefined ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.notBefore !== undefined ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.requestId !== undefined ? { requestId: request.requestId } : {}),
    ...(request.resources !== undefined ? { resources: request.resources } : {}),
  })
  const signature = await approve('personal_sign', [toHex(message), address])
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new WalletportError('WALLET_ERROR', 'the wallet returned no signature')
  return { address, chainId, message, signature: signature as `0x${string}` }
}
