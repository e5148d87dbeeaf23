import { WalletportError } from './errors'
import { requireNoCapabilities } from './parseSendCallsRequest'
import { parseSignInRequest } from './parseSignInRequest'
import { rpcError } from './rpcError'
import * as RPC_ERROR from './rpcErrorCodes'
import type { SignInRequest } from './types'

/** `wallet_connect` (ERC-7846) parsed: the sign-in it asks for, and what it claims the message's own fields are. */
export type WalletConnectParameters = {
  signIn?: SignInRequest
  /** Fields the widget writes itself; a dapp may send them, and they must then be the widget's own values. */
  claimed: { domain?: string; uri?: string; scheme?: string; address?: string }
}

/** The signInWithEthereum fields viem and others send beside the host's own (SiweMessage's names). */
const WIDGET_FIELDS = ['domain', 'uri', 'scheme', 'address'] as const
const IGNORED_FIELDS = new Set(['version', 'issuedAt'])

const invalid = (message: string) => rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `wallet_connect: ${message}`)

/**
 * Parses `wallet_connect` params, hostile until parsed: `[]`, or `[{ version?: '1', capabilities? }]`. The one
 * capability Walletport gives is `signInWithEthereum`; its fields go through the same checks as `handle.signIn()`
 * (parseSignInRequest), its chain id as hex. `version` must be "1" and `issuedAt` is the widget's clock, so both
 * are only checked. Another capability is refused with 5700 unless it is marked `optional`.
 */
export function parseWalletConnectParams(params: unknown): WalletConnectParameters {
  if (params === undefined || (Array.isArray(params) && params.length === 0)) return { claimed: {} }
  const [request] = Array.isArray(params) && params.length === 1 ? params : []
  if (!isObject(request)) throw invalid('expected [{ version, capabilities }]')
  const { version, capabilities, ...rest } = request
  if (Object.keys(rest).length > 0) throw invalid(`unknown field ${Object.keys(rest)[0]}`)
  if (version !== undefined && version !== '1') throw invalid(`version ${String(version)} is not supported (1 is)`)
  if (capabilities === undefined) return { claimed: {} }
  if (!isObject(capabilities)) throw invalid('capabilities: expected an object')
  const { signInWithEthereum, ...others } = capabilities
  requireNoCapabilities(others, 'wallet_connect: capabilities')
  if (signInWithEthereum === undefined) return { claimed: {} }
  return signInFrom(signInWithEthereum)
}

function signInFrom(raw: unknown): WalletConnectParameters {
  if (!isObject(raw)) throw invalid('signInWithEthereum: expected an object')
  const { chainId, optional: _optional, ...fields } = raw
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainId))
    throw invalid('signInWithEthereum.chainId: expected a hex chain id')
  const claimed: WalletConnectParameters['claimed'] = {}
  for (const name of WIDGET_FIELDS) {
    const value = fields[name]
    delete fields[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > 500) throw invalid(`signInWithEthereum.${name}: expected a string`)
    claimed[name] = value
  }
  if (fields.version !== undefined && fields.version !== '1') throw invalid('signInWithEthereum.version: must be "1"')
  for (const name of IGNORED_FIELDS) delete fields[name]
  try {
    return { signIn: parseSignInRequest({ ...fields, chainId: Number(chainId) }), claimed }
  } catch (error) {
    if (error instanceof WalletportError) throw invalid(`signInWithEthereum: ${error.message}`)
    throw error
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
