/**
 * Parsers for everything that crosses the bridge. Each takes `unknown`, returns a typed value,
 * or throws `WalletportError('INVALID_REQUEST')` with a message that says what is wrong.
 */

import type { BridgeMethod, BridgeRequest, HostAgentRequest, HostWalletEvent, ProviderRequest, WidgetOptions } from './bridge'
import { describe, fail, field, isAddress, isChainId, isPlainObject, type PlainObject } from './guards'
import { parseSignInRequest } from './parseSignInRequest'
import type { SendRequest, TokenInput } from './types'

/** At most this many entries in a host-supplied list; more is a mistake or an attack. */
const MAX_LIST = 200

const PARAM_PARSERS: { [M in BridgeMethod]: (params: unknown) => Extract<BridgeRequest, { method: M }>['params'] } = {
  configure: parseWidgetOptions,
  getState: noParams('getState'),
  connect: noParams('connect'),
  disconnect: noParams('disconnect'),
  getBalances: noParams('getBalances'),
  send: parseSendRequest,
  signIn: parseSignInRequest,
  providerRequest: parseProviderRequest,
  hostWalletEvent: parseHostWalletEvent,
}

export function parseBridgeRequest(raw: unknown): BridgeRequest {
  if (!isPlainObject(raw)) fail(`bridge request must be an object, got ${describe(raw)}`)
  const method = field(raw, 'method')
  if (typeof method !== 'string' || !Object.hasOwn(PARAM_PARSERS, method)) {
    fail(`unknown bridge method ${describe(method)}`)
  }
  const name = method as BridgeMethod
  return { method: name, params: PARAM_PARSERS[name](field(raw, 'params')) } as BridgeRequest
}

export function parseWidgetOptions(raw: unknown): WidgetOptions {
  if (raw === undefined) return {}
  const value = object(raw, 'options')
  const options: WidgetOptions = {}
  const chains = field(value, 'chains')
  if (chains !== undefined) {
    options.chains = list(chains, 'chains').map((id, i) => {
      if (!isChainId(id)) fail(`chains[${i}]: expected a chain id, got ${describe(id)}`)
      return id
    })
  }
  const tokens = field(value, 'tokens')
  if (tokens !== undefined) options.tokens = list(tokens, 'tokens').map((t, i) => parseTokenInput(t, `tokens[${i}]`))
  const theme = field(value, 'theme')
  if (theme !== undefined) {
    if (theme !== 'light' && theme !== 'dark' && theme !== 'auto') fail(`theme: expected light, dark or auto, got ${describe(theme)}`)
    options.theme = theme
  }
  const accent = field(value, 'accent')
  if (accent !== undefined) {
    // A colour, never arbitrary CSS: the value ends up in a custom property inside the widget.
    if (typeof accent !== 'string' || !/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30}|(rgb|hsl)a?\([0-9.,%\s/]{1,60}\))$/.test(accent)) {
      fail(`accent: expected a CSS colour, got ${describe(accent)}`)
    }
    options.accent = accent
  }
  const locale = field(value, 'locale')
  if (locale !== undefined) {
    if (typeof locale !== 'string' || !/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/.test(locale)) fail(`locale: expected a BCP-47 tag, got ${describe(locale)}`)
    options.locale = locale
  }
  const relay = field(value, 'relayHostWallets')
  if (relay !== undefined) {
    if (typeof relay !== 'boolean') fail(`relayHostWallets: expected a boolean, got ${describe(relay)}`)
    options.relayHostWallets = relay
  }
  return options
}

export function parseTokenInput(raw: unknown, path = 'token'): TokenInput {
  const value = object(raw, path)
  const chainId = field(value, 'chainId')
  if (!isChainId(chainId)) fail(`${path}.chainId: expected a chain id, got ${describe(chainId)}`)
  const address = field(value, 'address')
  if (!isAddress(address)) fail(`${path}.address: expected a 0x-prefixed 20-byte address, got ${describe(address)}`, 'INVALID_ADDRESS')
  const token: TokenInput = { chainId, address }
  const symbol = field(value, 'symbol')
  if (symbol !== undefined) token.symbol = shortText(symbol, `${path}.symbol`, 32)
  const name = field(value, 'name')
  if (name !== undefined) token.name = shortText(name, `${path}.name`, 64)
  const decimals = field(value, 'decimals')
  if (decimals !== undefined) {
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
      fail(`${path}.decimals: expected an integer from 0 to 255, got ${describe(decimals)}`)
    }
    token.decimals = decimals
  }
  const logoURI = field(value, 'logoURI')
  if (logoURI !== undefined) {
    if (typeof logoURI !== 'string' || logoURI.length > 2048 || !/^(https:|data:image\/)/.test(logoURI)) {
      fail(`${path}.logoURI: expected an https: or data:image/ URL, got ${describe(logoURI)}`)
    }
    token.logoURI = logoURI
  }
  return token
}

/**
 * The shape of a host's send request; each wrong field gets the code the host API documents for
 * it. What the values mean (is the token listed, the balance enough) is checked by the widget.
 */
export function parseSendRequest(raw: unknown): SendRequest {
  const value = object(raw, 'send request')
  const token = field(value, 'token')
  if (token !== 'native' && !isAddress(token)) fail(`token: expected 'native' or a token address, got ${describe(token)}`, 'UNKNOWN_TOKEN')
  const to = field(value, 'to')
  if (typeof to !== 'string' || to.length === 0 || to.length > 255) fail(`to: expected an address or ENS name, got ${describe(to)}`, 'INVALID_ADDRESS')
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
  if (typeof method !== 'string' || !/^[a-zA-Z0-9_]{1,64}$/.test(method)) fail(`method: expected a JSON-RPC method name, got ${describe(method)}`)
  const params = field(value, 'params')
  if (params !== undefined && !Array.isArray(params) && !isPlainObject(params)) fail('params: expected an array or an object')
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
    if (key !== 'session' && key !== 'pendingSend' && key !== 'sends') fail(`${op}: key ${describe(key)} is not a record the widget keeps`)
    if (op === 'recall') return { op, key }
    const remembered = field(value, 'value')
    if (remembered !== null && (typeof remembered !== 'string' || remembered.length > 8000)) fail('remember: expected a short string or null')
    return { op, key, value: remembered }
  }
  if (op !== 'request') fail(`agent op ${describe(op)} is unknown`)
  const id = field(value, 'id')
  const method = field(value, 'method')
  if (typeof id !== 'string' || typeof method !== 'string' || method.length > 100) fail('agent request: expected id and method strings')
  return { op, id, method, params: field(value, 'params') }
}

function noParams(method: string) {
  return (params: unknown): undefined => {
    if (params !== undefined) fail(`${method} takes no params`)
    return undefined
  }
}

function object(raw: unknown, path: string): PlainObject {
  if (!isPlainObject(raw)) fail(`${path}: expected an object, got ${describe(raw)}`)
  return raw
}

function list(raw: unknown, path: string): unknown[] {
  if (!Array.isArray(raw)) fail(`${path}: expected an array, got ${describe(raw)}`)
  if (raw.length > MAX_LIST) fail(`${path}: at most ${MAX_LIST} entries, got ${raw.length}`)
  return raw
}

function shortText(raw: unknown, path: string, max: number): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > max) fail(`${path}: expected a string of 1 to ${max} characters`)
  return raw
}
