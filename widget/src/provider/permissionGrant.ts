import { encodeAbiParameters, encodeFunctionData, zeroAddress, type Address, type Hex } from 'viem'
import type { PermissionRequest, PermissionType } from '../../../protocol/parsePermissionRequest'
import { PERMISSION_KIND, PERMISSIONS_ABI, type GrantTerms } from '../chain/permissionsAbi'

export type { GrantTerms }

/** The terms the account is asked to hold for `request`, from `site` (the host's origin), starting `now` at the latest. */
export function grantTermsOf(request: PermissionRequest, site: string, now: number): GrantTerms {
  const { limit } = request
  const base = { redeemer: request.redeemer, token: request.token ?? zeroAddress, start: request.start ?? now }
  const ends = { expiry: request.expiry, site }
  if (limit.kind === 'periodic')
    return {
      ...base,
      kind: PERMISSION_KIND.periodic,
      amount: limit.amount,
      rate: 0n,
      max: 0n,
      period: limit.period,
      ...ends,
    }
  if (limit.kind === 'allowance')
    return { ...base, kind: PERMISSION_KIND.allowance, amount: limit.amount, rate: 0n, max: 0n, period: 0, ...ends }
  const { initial, perSecond, max } = limit
  return { ...base, kind: PERMISSION_KIND.stream, amount: initial, rate: perSecond, max, period: 0, ...ends }
}

/** The account's self-call that makes the grant. */
export const grantPermissionData = (terms: GrantTerms): Hex =>
  encodeFunctionData({ abi: PERMISSIONS_ABI, functionName: 'grantPermission', args: [terms] })

/** The account's self-call that revokes grant `id`. */
export const revokePermissionData = (id: bigint): Hex =>
  encodeFunctionData({ abi: PERMISSIONS_ABI, functionName: 'revokePermission', args: [id] })

/** The grant's ERC-7710 permission context: `abi.encode(account, id)`, what `redeemDelegations` takes. */
export const permissionContextOf = (account: Address, id: bigint): Hex =>
  encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, id])

const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * A grant in ERC-7715's answer shape (`wallet_requestExecutionPermissions`, `wallet_getGrantedExecutionPermissions`):
 * the request as granted, its `context`, no `dependencies` (granting deployed the account) and the account itself as
 * the `delegationManager` (it redeems its own grants).
 */
export function permissionResponse(account: Address, chainId: number, id: bigint, terms: GrantTerms, to?: Address) {
  const type = permissionTypeOf(terms)
  const token = terms.token === zeroAddress ? {} : { tokenAddress: terms.token }
  const data =
    terms.kind === PERMISSION_KIND.periodic
      ? { ...token, periodAmount: hex(terms.amount), periodDuration: terms.period, startTime: terms.start }
      : terms.kind === PERMISSION_KIND.allowance
        ? { ...token, allowanceAmount: hex(terms.amount), startTime: terms.start }
        : {
            ...token,
            initialAmount: hex(terms.amount),
            amountPerSecond: hex(terms.rate),
            maxAmount: hex(terms.max),
            startTime: terms.start,
          }
  return {
    chainId: `0x${chainId.toString(16)}`,
    from: account,
    to: to ?? terms.redeemer,
    permission: { type, isAdjustmentAllowed: false, data },
    rules: [
      { type: 'expiry', data: { timestamp: terms.expiry } },
      { type: 'redeemer', data: { addresses: [terms.redeemer] } },
    ],
    context: permissionContextOf(account, id),
    dependencies: [],
    delegationManager: account,
  }
}

function permissionTypeOf(terms: GrantTerms): PermissionType {
  const asset = terms.token === zeroAddress ? 'native-token' : 'erc20-token'
  if (terms.kind === PERMISSION_KIND.periodic) return `${asset}-periodic`
  if (terms.kind === PERMISSION_KIND.stream) return `${asset}-stream`
  return 'erc20-token-allowance'
}
