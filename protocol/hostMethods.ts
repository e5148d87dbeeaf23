/**
 * The host's calls across the bridge (`handle.getState()`, `connect()`, `send()`… and the loader's
 * own), one row each: the parser of its params and its policy. The widget parses every call by this
 * table (parseHostCall) and checks the policy before it answers (widget/src/bridge); an unknown
 * method is INVALID_REQUEST and reaches nothing. `providerRequest` carries `handle.provider`, whose
 * methods have a table of their own (providerMethods.ts).
 */

import type { HostMethod, HostCall } from './bridge'
import type { ErrorCode } from './errors'
import { describe, fail, field, isPlainObject } from './guards'
import { parseSignInRequest } from './parseSignInRequest'
import { parseWidgetOptions } from './parseWidgetOptions'
import { parseHostWalletEvent, parseProviderRequest, parseSendRequest } from './validate'

export type HostMethodPolicy<M extends HostMethod> = {
  parse: (params: unknown) => Extract<HostCall, { method: M }>['params']
  /** Refused with NOT_CONNECTED while no account is connected. */
  needsConnection: boolean
  /** Reaches the wallet only through a review the visitor confirms. */
  review: boolean
  /** The codes it may reject with besides INVALID_REQUEST, for the docs and the tests. */
  errors: readonly ErrorCode[]
}

const REVIEW_ERRORS = ['USER_REJECTED', 'NOT_CONNECTED', 'BUSY', 'WALLET_ERROR', 'TIMEOUT'] as const

export const HOST_METHODS: { [M in HostMethod]: HostMethodPolicy<M> } = {
  configure: { parse: parseWidgetOptions, needsConnection: false, review: false, errors: [] },
  getState: { parse: noParams('getState'), needsConnection: false, review: false, errors: [] },
  connect: { parse: noParams('connect'), needsConnection: false, review: false, errors: ['USER_REJECTED', 'BUSY'] },
  disconnect: { parse: noParams('disconnect'), needsConnection: false, review: false, errors: [] },
  getBalances: { parse: noParams('getBalances'), needsConnection: true, review: false, errors: ['NOT_CONNECTED'] },
  send: {
    parse: parseSendRequest,
    needsConnection: true,
    review: true,
    errors: [
      ...REVIEW_ERRORS,
      'INVALID_ADDRESS',
      'INVALID_AMOUNT',
      'INSUFFICIENT_FUNDS',
      'UNSUPPORTED_CHAIN',
      'UNKNOWN_TOKEN',
    ],
  },
  signIn: { parse: parseSignInRequest, needsConnection: false, review: true, errors: [...REVIEW_ERRORS] },
  providerRequest: { parse: parseProviderRequest, needsConnection: false, review: false, errors: [] },
  hostWalletEvent: { parse: parseHostWalletEvent, needsConnection: false, review: false, errors: [] },
}

/** Parses one call from the host by the table: INVALID_REQUEST for anything it does not know. */
export function parseHostCall(raw: unknown): HostCall {
  if (!isPlainObject(raw)) fail(`host call must be an object, got ${describe(raw)}`)
  const method = field(raw, 'method')
  if (typeof method !== 'string' || !Object.hasOwn(HOST_METHODS, method)) {
    fail(`unknown host method ${describe(method)}`)
  }
  const name = method as HostMethod
  return { method: name, params: HOST_METHODS[name].parse(field(raw, 'params')) } as HostCall
}

function noParams(method: string) {
  return (params: unknown): undefined => {
    if (params !== undefined) fail(`${method} takes no params`)
    return undefined
  }
}
