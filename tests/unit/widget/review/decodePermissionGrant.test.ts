import { describe, expect, it } from 'vitest'
import { zeroAddress } from 'viem'
import { decodeCall, tokensOf } from '../../../../widget/src/review/decodeCall'
import { grantPermissionData, revokePermissionData } from '../../../../widget/src/provider/permissionGrant'
import { grantTotal } from '../../../../widget/src/screens/review/PermissionGrantText'
import { ACCOUNT } from '../../../support/sendFixtures'

const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SHOP = '0x1111111111111111111111111111111111111111'
const terms = {
  redeemer: SHOP,
  token: DUSD,
  kind: 0,
  amount: 5_000_000n,
  rate: 0n,
  max: 0n,
  period: 30 * 86_400,
  start: 1_800_000_000,
  expiry: 1_800_000_000 + 365 * 86_400,
  site: 'https://shop.example',
} as const
const trusted = { byWallet: true, passkeyAccount: true }

describe('a grant as the review reads it', () => {
  it('the account’s grantPermission self-call is named on the wallet’s own request only, with its token to read', () => {
    const call = decodeCall(ACCOUNT, grantPermissionData(terms), ACCOUNT, trusted)
    expect(call).toMatchObject({
      kind: 'grantPermission',
      asset: DUSD,
      redeemer: SHOP,
      limit: 'periodic',
      amount: 5_000_000n,
    })
    expect(tokensOf(call)).toEqual([DUSD])
    expect(decodeCall(ACCOUNT, grantPermissionData(terms), ACCOUNT, {})).toMatchObject({ kind: 'unknown' })
    expect(decodeCall(ACCOUNT, revokePermissionData(3n), ACCOUNT, trusted)).toEqual({
      kind: 'revokePermission',
      id: 3n,
    })
  })

  it('the most it could take before expiry: 13 periods of 5 dUSD in a year of 30-day periods; a stream capped; native has no token', () => {
    const periodic = decodeCall(ACCOUNT, grantPermissionData(terms), ACCOUNT, trusted)
    if (periodic?.kind !== 'grantPermission') throw new Error('not decoded')
    expect(grantTotal(periodic)).toBe(13n * 5_000_000n)
    // The expiry ends the grant (the account refuses a redeem at it): 100 s granted in 100 s periods is one period.
    expect(grantTotal({ ...periodic, period: 100, start: 1_000, expiry: 1_100 })).toBe(5_000_000n)
    expect(grantTotal({ ...periodic, period: 100, start: 1_000, expiry: 1_101 })).toBe(10_000_000n)
    const stream = { ...periodic, limit: 'stream' as const, amount: 10n, rate: 1n, max: 1000n }
    expect(grantTotal(stream)).toBe(1000n)
    expect(grantTotal({ ...stream, max: 10n ** 30n })).toBe(10n + 365n * 86_400n)
    const native = decodeCall(ACCOUNT, grantPermissionData({ ...terms, token: zeroAddress }), ACCOUNT, trusted)
    expect(native).not.toHaveProperty('asset')
    expect(tokensOf(native)).toEqual([])
  })
})
