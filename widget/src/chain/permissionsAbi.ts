import { parseAbi, type Address } from 'viem'

/**
 * The passkey account's permissions for apps (devchain/contracts/PasskeyPermissions.sol), as the widget calls and reads
 * them: the owner's grant and revoke (self-calls, each a reviewed UserOperation) and the grants' state.
 */
export const PERMISSIONS_ABI = parseAbi([
  'struct PermissionTerms { address redeemer; address token; uint8 kind; uint128 amount; uint128 rate; uint128 max; uint32 period; uint48 start; uint48 expiry; string site; }',
  'struct Permission { PermissionTerms terms; bool revoked; uint48 spentPeriod; uint128 spent; }',
  'function grantPermission(PermissionTerms terms) returns (uint256)',
  'function revokePermission(uint256 id)',
  'function permissionCount() view returns (uint256)',
  'function permission(uint256 id) view returns (Permission)',
  'function permissionAvailable(uint256 id) view returns (uint256 available, uint256 used)',
  'event PermissionGranted(uint256 indexed id, address indexed redeemer, address indexed token)',
])

/** The contract's `PermissionKind`, by its index. */
export const PERMISSION_KIND = { periodic: 0, stream: 1, allowance: 2 } as const

/** A grant as the account stores it (PasskeyPermissions.PermissionTerms): what is granted and what is decoded. */
export type GrantTerms = {
  redeemer: Address
  token: Address
  kind: number
  amount: bigint
  rate: bigint
  max: bigint
  period: number
  start: number
  expiry: number
  site: string
}
