import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import type { BalanceRow } from '../../../../widget/src/balances/balancesSnapshot'
import { buildTokenList } from '../../../../widget/src/balances/tokenList'
import { markSiteTokens } from '../../../../widget/src/balances/tokenRow'

const CHAIN = { id: 31337 } as ChainConfig
const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('tokens the host page added', () => {
  it('are marked added by the site; a token both list is the deployment’s', () => {
    const list = buildTokenList(
      [CHAIN],
      [{ chainId: 31337, address: DUSD }],
      [
        { chainId: 31337, address: DUSD.toLowerCase() as `0x${string}` },
        { chainId: 31337, address: OTHER },
      ],
    )
    expect(list.get(31337)!.map((token) => [token.address, token.addedBySite ?? false])).toEqual([
      [DUSD, false],
      [OTHER, true],
    ])
  })

  const row = (token: string, symbol: string, name: string | undefined, addedBySite = false): BalanceRow => ({
    chainId: 31337,
    token: token as `0x${string}`,
    symbol,
    ...(name ? { name } : {}),
    stale: false,
    ...(addedBySite ? { addedBySite: true as const } : {}),
  })

  it.each([
    ['dUSD', undefined],
    ['DUSD', 'x'],
    ['dUЅD', undefined], // a Cyrillic Ѕ
    ['FAKE', 'Demo USD'],
    ['ETH', undefined],
  ])('a site token %j (named %j) reads as a listed token: a look-alike', (symbol, name) => {
    const rows = markSiteTokens([
      row('native', 'ETH', 'Ether'),
      row(DUSD, 'dUSD', 'Demo USD'),
      row(OTHER, symbol, name, true),
    ])
    expect(rows[2]!.lookalikeOf).toBe(symbol === 'ETH' ? 'ETH' : 'dUSD')
    expect(rows.slice(0, 2).every((r) => r.lookalikeOf === undefined)).toBe(true)
  })

  it('a site token of its own name is only marked as the site’s', () => {
    const rows = markSiteTokens([row(DUSD, 'dUSD', 'Demo USD'), row(OTHER, 'SHOP', 'Shop points', true)])
    expect(rows[1]).toMatchObject({ addedBySite: true })
    expect(rows[1]!.lookalikeOf).toBeUndefined()
  })
})
