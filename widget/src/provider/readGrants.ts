import { getAddress, type Address } from 'viem'
import { readContract } from 'viem/actions'
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
 * when the site that asked is gone). An account not deployed yet has none. Newest first.
 */
export async function readGrants(client: ChainClient, account: Address): Promise<Grant[]> {
  const read = <T>(functionName: string, args: unknown[] = []) =>
    readContract(client, { address: account, abi: PERMISSIONS_ABI, functionName, args } as never) as Promise<T>
  let count: bigint
  try {
    count = await read<bigint>('permissionCount')
  } catch {
    return []
  }
  const first = count > MAX_GRANTS ? count - MAX_GRANTS : 0n
  const ids = Array.from({ length: Number(count - first) }, (_, i) => count - 1n - BigInt(i))
  return Promise.all(
    ids.map(async (id) => {
      const [stored, [available, used]] = await Promise.all([
        read<{ terms: Omit<GrantTerms, 'kind'> & { kind: number }; revoked: boolean }>('permission', [id]),
        read<[bigint, bigint]>('permissionAvailable', [id]),
      ])
      const t = stored.terms
      const terms: GrantTerms = {
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
      return { id, terms, revoked: stored.revoked, available, used }
    }),
  )
}
