import { getAddress, type Address } from 'viem'
import { multicall, readContract } from 'viem/actions'
import type { ChainClient } from '../chain/chainClient'
import { PERMISSIONS_ABI } from '../chain/permissionsAbi'
import type { GrantTerms } from './permissionGrant'

/** One grant as the account holds it, with what it allows now. */
export type Grant = {
  id: bigint
  terms: GrantTerms
  revoked: boolean
  /** What the redeemer may take now. */
  available: bigint
  /** Taken in the current period (periodic), or in all (stream, allowance). */
  used: bigint
}

/** The most grants read: a list longer than this is an account no one browses in a widget. */
const MAX_GRANTS = 100n

/**
 * Every grant of the passkey account `account`, read from the chain (the account is the record: the list stands
 * when the site that asked is gone). An account not deployed yet has none. Newest first. Two `eth_call`s whatever the
 * count: the count, then every grant's terms and what it allows now through Multicall3 in one call (a host asking
 * for its grants would otherwise spend 200 reads of the operator's RPC quota a time).
 */
export async function readGrants(client: ChainClient, account: Address): Promise<Grant[]> {
  let count: bigint
  try {
    count = (await readContract(client, {
      address: account,
      abi: PERMISSIONS_ABI,
      functionName: 'permissionCount',
    } as never)) as bigint
  } catch {
    return []
  }
  const first = count > MAX_GRANTS ? count - MAX_GRANTS : 0n
  return readGrantsById(
    client,
    account,
    Array.from({ length: Number(count - first) }, (_, i) => count - 1n - BigInt(i)),
  )
}

/** The grants `ids` of `account`, each with what it allows now, in one Multicall3 `eth_call`. */
export async function readGrantsById(client: ChainClient, account: Address, ids: bigint[]): Promise<Grant[]> {
  if (ids.length === 0) return []
  const contract = (functionName: 'permission' | 'permissionAvailable', id: bigint) =>
    ({ address: account, abi: PERMISSIONS_ABI, functionName, args: [id] }) as const
  const results = (await multicall(client, {
    contracts: ids.flatMap((id) => [contract('permission', id), contract('permissionAvailable', id)]),
    allowFailure: false,
    // One call however many: the operator's quota counts requests, and a node's call gas cap is far above 200 reads.
    batchSize: 0,
  } as never)) as unknown[]
  return ids.map((id, i) => {
    const stored = results[2 * i] as { terms: Omit<GrantTerms, 'kind'> & { kind: number }; revoked: boolean }
    const [available, used] = results[2 * i + 1] as [bigint, bigint]
    return { id, terms: termsOf(stored.terms), revoked: stored.revoked, available, used }
  })
}

/** The terms as the account returned them, in the widget's types; the site's text bounded (it is the host's). */
function termsOf(t: Omit<GrantTerms, 'kind'> & { kind: number }): GrantTerms {
  return {
    redeemer: getAddress(t.redeemer),
    token: getAddress(t.token),
    kind: Number(t.kind),
    amount: t.amount,
    rate: t.rate,
    max: t.max,
    period: Number(t.period),
    start: Number(t.start),
    expiry: Number(t.expiry),
    site: String(t.site).slice(0, 200),
  }
}
