/**
 * The `handle.provider` requests that sign or send, parsed from what the host page passed into
 * what the review shows. Nothing of the raw params reaches the wallet: the widget forwards a
 * request rebuilt from these values.
 */

import type { ProviderMethodOf } from './providerMethods'
import { WalletportError } from './errors'
import * as RPC_ERROR from './rpcErrorCodes'
import { describe, isAddress } from './guards'
import { parseTransactionRequest, type ReviewedTransaction } from './parseTransactionRequest'
import { parseSendCallsRequest, type SendCallsBatch } from './parseSendCallsRequest'
import { parseTypedData, typedDataChainId, type TypedDataRequest } from './parseTypedData'

/** The provider methods that need the visitor's click in the widget before the wallet sees them. */
export type ApprovalMethod = ProviderMethodOf<'review'>

/** What every request pins down: the signer and the chain it names, if it names them. */
type Pinned = { signer?: `0x${string}`; chainId?: number }

export type ApprovalRequest = Pinned &
  (
    | { method: 'eth_sendTransaction'; tx: ReviewedTransaction }
    | { method: 'personal_sign'; message: string; address: `0x${string}` }
    | { method: 'eth_signTypedData_v4'; address: `0x${string}`; data: TypedDataRequest }
    | { method: 'wallet_sendCalls'; batch: SendCallsBatch }
  )

/** personal_sign's message is bounded: a review must be able to show all of it. */
const MAX_MESSAGE_CHARS = 1_000_000

/**
 * Parses the params of `method`; throws `INVALID_REQUEST` (JSON-RPC -32602) naming what is wrong.
 * The signer and chain the request names are set on it, for the review to hold them against the
 * wallet's.
 */
export function parseApprovalRequest(method: ApprovalMethod, params: unknown): ApprovalRequest {
  const request = parseParams(method, params)
  const signer =
    request.method === 'eth_sendTransaction'
      ? request.tx.from
      : request.method === 'wallet_sendCalls'
        ? request.batch.from
        : request.address
  const chainId =
    request.method === 'eth_sendTransaction'
      ? request.tx.chainId
      : request.method === 'wallet_sendCalls'
        ? request.batch.chainId
        : request.method === 'eth_signTypedData_v4'
          ? withParamsCode(() => typedDataChainId(request.data))
          : undefined
  return { ...request, ...(signer ? { signer } : {}), ...(chainId === undefined ? {} : { chainId }) }
}

function parseParams(method: ApprovalMethod, params: unknown): ApprovalRequest {
  if (method === 'wallet_sendCalls') return { method, batch: parseSendCallsRequest(params) }
  const args = Array.isArray(params) ? params : invalid(`${method} expects an array of params, got ${describe(params)}`)
  switch (method) {
    case 'eth_sendTransaction':
      return { method, tx: parseTransactionRequest(args[0]) }
    case 'personal_sign': {
      const [message, address] = args
      if (typeof message !== 'string' || message.length > MAX_MESSAGE_CHARS)
        invalid(`personal_sign: expected the message as a string, got ${describe(message)}`)
      if (!isAddress(address)) invalid(`personal_sign: expected [message, address], got address ${describe(address)}`)
      // Wallets disagree on "0xabc" (text, or the bytes 0x0abc?): no review can say which is signed.
      if (/^0x[0-9a-fA-F]*$/.test(message) && message.length % 2 === 1)
        invalid('personal_sign: hex message of odd length')
      return { method, message, address }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = args
      if (!isAddress(address))
        invalid(`eth_signTypedData_v4: expected [address, typed data], got address ${describe(address)}`)
      return { method, address, data: withParamsCode(() => parseTypedData(data)) }
    }
  }
}

function withParamsCode<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof WalletportError && error.rpcCode === undefined) invalid(error.message)
    throw error
  }
}

function invalid(message: string): never {
  throw new WalletportError('INVALID_REQUEST', message, { code: RPC_ERROR.invalidParams })
}
