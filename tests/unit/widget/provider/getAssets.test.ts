import { describe, expect, it } from 'vitest'
import { parseGetAssetsParams } from '../../../../protocol/parseGetAssetsParams'
import type { BalancesSnapshot, BalanceRow } from '../../../../widget/src/balances/balancesSnapshot'
import { listAssets } from '../../../../widget/src/provider/listAssets'
import { ACCOUNT, CHAIN } from '../../../support/sendFixtures'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const row = (token: BalanceRow['token'], value: bigint | undefined, extra: Partial<BalanceRow> = {}): BalanceRow => ({
  chainId: CHAIN.id,
  token,
  symbol: token === 'native' ? 'ETH' : 'dUSD',
  name: token === 'native' ? 'Ether' : 'Demo Dollar',
  decimals: token === 'native' ? 18 : 6,
  ...(value === undefined ? {} : { value }),
  stale: false,
  ...extra,
})
const SNAPSHOT: BalancesSnapshot = {
  account: ACCOUNT,
  chains: [
    { chain: CHAIN, status: 'ready', rows: [row('native', 10n ** 18n), row(TOKEN, 2_500_000n), row(OTHER, 0n)] },
    {
      chain: { ...CHAIN, id: 8453, name: 'Base' },
      status: 'error',
      rows: [{ ...row('native', 5n), chainId: 8453, stale: true }],
    },
  ],
}
const ask = (request: Record<string, unknown>) =>
  listAssets(SNAPSHOT, parseGetAssetsParams([{ account: ACCOUNT, ...request }]))

describe('wallet_getAssets (ERC-7811)', () => {
  it('lists what the balances read holds, in hex with its metadata; nothing stale, nothing zero unless named', () => {
    expect(ask({})).toEqual({
      '0x7a69': [
        {
          address: 'native',
          balance: '0xde0b6b3a7640000',
          type: 'native',
          metadata: { decimals: 18, name: 'Ether', symbol: 'ETH' },
        },
        {
          address: TOKEN,
          balance: '0x2625a0',
          type: 'erc20',
          metadata: { decimals: 6, name: 'Demo Dollar', symbol: 'dUSD' },
        },
      ],
      '0x2105': [],
    })
  })

  it('filters by chain, by type and by asset (a named asset is listed even at zero)', () => {
    expect(Object.keys(ask({ chainFilter: ['0x2105'] }))).toEqual(['0x2105'])
    expect(ask({ chainFilter: ['0x7a69'], assetTypeFilter: ['erc20'] })['0x7a69']!.map((a) => a.address)).toEqual([
      TOKEN,
    ])
    expect(ask({ assetTypeFilter: ['erc721'] })).toEqual({ '0x7a69': [], '0x2105': [] })
    const named = ask({
      assetFilter: {
        '0x7a69': [
          { address: OTHER.toLowerCase(), type: 'erc20' },
          { address: 'native', type: 'native' },
        ],
      },
    })
    expect(Object.keys(named)).toEqual(['0x7a69'])
    expect(named['0x7a69']!.map((a) => [a.address, a.balance])).toEqual([
      ['native', '0xde0b6b3a7640000'],
      [OTHER, '0x0'],
    ])
  })

  it.each([
    ['no params', undefined],
    ['not an object', ['0x1']],
    ['no account', [{}]],
    ['a bad account', [{ account: '0x12' }]],
    ['an unknown field', [{ account: ACCOUNT, chains: [] }]],
    ['a decimal chain id', [{ account: ACCOUNT, chainFilter: ['31337'] }]],
    ['a chainFilter that is not a list', [{ account: ACCOUNT, chainFilter: '0x1' }]],
    ['too many chains', [{ account: ACCOUNT, chainFilter: Array(201).fill('0x1') }]],
    ['an asset with no type', [{ account: ACCOUNT, assetFilter: { '0x1': [{ address: TOKEN }] } }]],
    [
      'an asset with a bad address',
      [{ account: ACCOUNT, assetFilter: { '0x1': [{ address: '0xzz', type: 'erc20' }] } }],
    ],
    ['an assetFilter keyed by a name', [{ account: ACCOUNT, assetFilter: { base: [] } }]],
  ])('refuses %s with -32602 and says what is wrong', (_, params) => {
    expect(() => parseGetAssetsParams(params)).toThrow(expect.objectContaining({ rpcCode: -32602 }))
    expect(() => parseGetAssetsParams(params)).toThrow(/^wallet_getAssets: /)
  })
})
