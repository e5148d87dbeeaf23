/**
 * Parsers for everything that crosses the bridge. Each takes `unknown`, returns a typed value,
 * or throws `WalletportError('INVALID_REQUEST')` with a message that says what is wrong.
 */

import type { HostAgentRequest, HostWalletEvent, ProviderRequest } from './bridge'
import { describe, fail, field, isAddress, isChainId, isPlainObject, object } from './guards'
import { paymasterUrl } from './parsePaymasterService'
import { parseTokenInput } from './parseTokenInput'
import { parseWidgetOptions } from './parseWidgetOptions'
import type { SendRequest } from './types'

/**
 * The shape of a host's send request; each wrong field gets the code the host API documents for
 * it. What the values mean (is the token listed, the balance enough) is checked by the widget.
 */
export function parseSendRequest(raw: unknown): SendRequest {
  const value = object(raw, 'send request')
  const token = field(value, 'token')
  if (token !== 'native' && !isAddress(token))
    fail(`token: expected 'native' or a token address, got ${describe(token)}`, 'UNKNOWN_TOKEN')
  const to = field(value, 'to')
  if (typeof to !== 'string' || to.length === 0 || to.length > 255)
    fail(`to: expected an address or ENS name, got ${describe(to)}`, 'INVALID_ADDRESS')
  const amount = field(value, 'amount')
  if (typeof amount !== 'string' || amount.length === 0 || amount.length > 100) {
    fail(`amount: expected a decimal string in human units like "1.5", got ${describe(amount)}`, 'INVALID_AMOUNT')
  }
  const request: SendRequest = { token, to, amount }
  const chainId = field(value, 'chainId')
  if (chainId !== undefined) {
    if (!isChainId(chainId)) fail(`chainId: expected a chain id, got ${describe(chainId)}`, 'UNSUPPORTED_CHAIN')
    request.chainId = chainId
  }
  return request
}

export function parseProviderRequest(raw: unknown): ProviderRequest {
  const value = object(raw, 'provider request')
  const method = field(value, 'method')
  if (typeof method !== 'string' || !/^[a-zA-Z0-9_]{1,64}$/.test(method))
    fail(`method: expected a JSON-RPC method name, got ${describe(method)}`)
  const params = field(value, 'params')
  if (params !== undefined && !Array.isArray(params) && !isPlainObject(params))
    fail('params: expected an array or an object')
  return params === undefined ? { method } : { method, params }
}

export function parseHostWalletEvent(raw: unknown): HostWalletEvent {
  const value = object(raw, 'hostWalletEvent')
  const id = field(value, 'id')
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) fail('hostWalletEvent.id: expected a wallet id')
  const event = field(value, 'event')
  if (event !== 'accountsChanged' && event !== 'chainChanged' && event !== 'disconnect') {
    fail(`hostWalletEvent.event: ${describe(event)} is not relayed`)
  }
  // `data` is checked by the consumer, which knows each event's shape (accounts, chain id, error).
  return { id, event, data: field(value, 'data') }
}

/** Parses a host agent request, on the host's side (lazy module, so the bytes do not count up front). */
export function parseHostAgentRequest(raw: unknown): HostAgentRequest {
  const value = object(raw, 'agent request')
  const op = field(value, 'op')
  if (op === 'discover') return { op }
  if (op === 'recall' || op === 'remember') {
    const key = field(value, 'key')
    if (key !== 'session' && key !== 'pendingSend' && key !== 'sends' && key !== 'currency')
      fail(`${op}: key ${describe(key)} is not a record the widget keeps`)
    if (op === 'recall') return { op, key }
    const remembered = field(value, 'value')
    if (remembered !== null && (typeof remembered !== 'string' || remembered.length > 8000))
      fail('remember: expected a short string or null')
    return { op, key, value: remembered }
  }
  if (op === 'paymaster') return parsePaymasterRelay(value)
  if (op !== 'request') fail(`agent op ${describe(op)} is unknown`)
  const id = field(value, 'id')
  const method = field(value, 'method')
  if (typeof id !== 'string' || typeof method !== 'string' || method.length > 100)
    fail('agent request: expected id and method strings')
  return { op, id, method, params: field(value, 'params') }
}

/** The ERC-7677 request the widget asks the host page to make: the two methods, to an http(s) URL, of a bounded size. */
function parsePaymasterRelay(value: Record<string, unknown>): HostAgentRequest {
  const method = field(value, 'method')
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
    fail(`paymaster: method ${describe(method)} is not an ERC-7677 method`)
  const params = field(value, 'params')
  if (!Array.isArray(params) || params.length > 4 || JSON.stringify(params).length > MAX_PAYMASTER_PARAMS)
    fail('paymaster: expected the ERC-7677 params [userOperation, entryPoint, chainId, context]')
  return { op: 'paymaster', url: paymasterUrl(field(value, 'url'), 'paymaster.url'), method, params }
}

/** A UserOperation with its init code and the dapp's context, as JSON: generous, but bounded. */
const MAX_PAYMASTER_PARAMS = 64_000

export { parseTokenInput, parseWidgetOptions }
