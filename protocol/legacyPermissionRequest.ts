import { rpcError } from './rpcError'
import * as RPC_ERROR from './rpcErrorCodes'

/**
 * The older ERC-7715 shape apps still send with `wallet_grantPermissions`: `[{ chainId, address?, expiry, signer:
 * { type: 'account', data: { address } }, permission: { type, data }, policies? }]`, rewritten into the current
 * `wallet_requestExecutionPermissions` shape (`from`, `to`, `rules: [{ type: 'expiry' }]`) so one parser checks both.
 * Only the `account` signer maps (the redeemer is an address); `policies` other than none are refused, since none of
 * the old ones (gas-limit, call-limit, rate-limit) is enforced by the account.
 */
export function legacyToExecutionPermission(params: unknown): unknown[] {
  const [raw] = Array.isArray(params) && params.length === 1 ? params : []
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalid('params', 'expected [{ chainId, expiry, signer, permission }] (one permission a call)')
  const { chainId, address, expiry, signer, permission, policies } = raw as Record<string, unknown>
  const signerRecord = (typeof signer === 'object' && signer !== null ? signer : {}) as Record<string, unknown>
  const data = (typeof signerRecord.data === 'object' && signerRecord.data !== null ? signerRecord.data : {}) as {
    address?: unknown
    id?: unknown
  }
  if (signerRecord.type !== 'account') throw invalid('signer.type', "expected 'account' (an address that redeems)")
  if (policies !== undefined && (!Array.isArray(policies) || policies.length > 0))
    throw invalid('policies', 'no policy is enforced on chain; send the limits in permission.data')
  return [
    {
      chainId,
      ...(address !== undefined ? { from: address } : {}),
      to: data.address ?? data.id,
      permission,
      rules: expiry === undefined ? [] : [{ type: 'expiry', data: { timestamp: expiry } }],
    },
  ]
}

const invalid = (field: string, message: string) =>
  rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `${field}: ${message}`)
