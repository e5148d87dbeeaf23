import type { GrantTerms } from '../../provider/permissionGrant'
import type { PermissionGrant } from '../../review/decodeCall'

const LIMITS = ['periodic', 'stream', 'allowance'] as const

/** A stored grant's terms as the review words them (the same sentence the visitor confirmed). */
export function grantOf({ token, kind, ...terms }: GrantTerms): PermissionGrant {
  return { ...terms, limit: LIMITS[kind] ?? 'allowance', ...(BigInt(token) === 0n ? {} : { asset: token }) }
}
