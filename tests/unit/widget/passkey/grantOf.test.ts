import { describe, expect, it } from 'vitest'
import { zeroAddress } from 'viem'
import { grantOf } from '../../../../widget/src/passkey/screens/grantOf'

const TERMS = {
  redeemer: '0x1111111111111111111111111111111111111111',
  token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  kind: 0,
  amount: 5n,
  rate: 0n,
  max: 0n,
  period: 60,
  start: 1,
  expiry: 100,
  site: 'https://shop.example',
} as const

describe('grantOf: a stored grant worded as its review was', () => {
  it('names the limit by its kind, and the token only for an ERC-20', () => {
    expect(grantOf(TERMS)).toMatchObject({ limit: 'periodic', asset: TERMS.token, amount: 5n, period: 60 })
    expect(grantOf({ ...TERMS, kind: 1 }).limit).toBe('stream')
    expect(grantOf({ ...TERMS, kind: 2 }).limit).toBe('allowance')
    expect(grantOf({ ...TERMS, token: zeroAddress })).not.toHaveProperty('asset')
  })
})
