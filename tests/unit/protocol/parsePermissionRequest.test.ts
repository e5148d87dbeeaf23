import { describe, expect, it } from 'vitest'
import { legacyToExecutionPermission } from '../../../protocol/legacyPermissionRequest'
import { parsePermissionContext, parsePermissionRequest } from '../../../protocol/parsePermissionRequest'

const NOW = 1_800_000_000
const OPTIONS = { now: NOW, maxDurationSeconds: 5 * 365 * 86_400 }
const SHOP = '0x1111111111111111111111111111111111111111'
const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const periodic = (
  data: Record<string, unknown> = {},
  rules: unknown[] = [{ type: 'expiry', data: { timestamp: NOW + 86_400 * 365 } }],
) => [
  {
    chainId: '0x7a69',
    to: SHOP,
    permission: {
      type: 'erc20-token-periodic',
      isAdjustmentAllowed: false,
      data: { tokenAddress: DUSD, periodAmount: '0x4c4b40', periodDuration: 2_592_000, ...data },
    },
    rules,
  },
]
const parse = (params: unknown) => parsePermissionRequest(params, OPTIONS)
const refusal = (params: unknown) => {
  try {
    parse(params)
  } catch (error) {
    return { rpcCode: (error as { rpcCode?: number }).rpcCode, message: (error as Error).message }
  }
  return 'parsed'
}

describe('parsePermissionRequest (ERC-7715 wallet_requestExecutionPermissions)', () => {
  it('a periodic dUSD permission: 5 dUSD every 30 days, the redeemer is `to`, addresses lowercased', () => {
    expect(parse(periodic())).toEqual({
      chainId: 31337,
      redeemer: SHOP,
      to: SHOP,
      type: 'erc20-token-periodic',
      token: DUSD.toLowerCase(),
      limit: { kind: 'periodic', amount: 5_000_000n, period: 2_592_000 },
      expiry: NOW + 86_400 * 365,
      isAdjustmentAllowed: false,
    })
  })

  it('a stream without a maximum is capped at what it reaches by its expiry; a redeemer rule names the redeemer', () => {
    const [request] = periodic()
    const stream = {
      ...request,
      permission: {
        type: 'native-token-stream',
        isAdjustmentAllowed: true,
        data: { amountPerSecond: '0x10', initialAmount: '0x100' },
      },
      rules: [
        { type: 'expiry', data: { timestamp: NOW + 100 } },
        { type: 'redeemer', data: { addresses: ['0x2222222222222222222222222222222222222222'] } },
      ],
    }
    expect(parse([stream])).toMatchObject({
      redeemer: '0x2222222222222222222222222222222222222222',
      limit: { kind: 'stream', initial: 256n, perSecond: 16n, max: 256n + 1600n },
    })
    expect(parse([stream])).not.toHaveProperty('token')
  })

  it('each bad field is -32602 naming it, before any review', () => {
    const [request] = periodic()
    const cases: [unknown, RegExp][] = [
      [[{ ...request, permission: { ...request!.permission, type: 'erc721-token-transfer' } }], /permission\.type/],
      [periodic({}, []), /an expiry rule is required/],
      [periodic({}, [{ type: 'expiry', data: { timestamp: NOW - 1 } }]), /in the past/],
      [periodic({}, [{ type: 'expiry', data: { timestamp: NOW + 6 * 365 * 86_400 } }]), /beyond the longest grant/],
      [periodic({ periodAmount: '0x0' }), /periodAmount: must be more than zero/],
      [periodic({ periodAmount: `0x${'f'.repeat(40)}` }), /periodAmount: is absurdly large/],
      [periodic({ periodAmount: 5 }), /periodAmount: expected a hex amount/],
      // Half the account's 128-bit range and above is "unlimited" in disguise, not a bound.
      [periodic({ periodAmount: `0x8${'0'.repeat(31)}` }), /periodAmount: is absurdly large/],
      [periodic({ periodDuration: 0 }), /periodDuration/],
      [periodic({ tokenAddress: 'dUSD' }), /tokenAddress/],
      [[{ ...request, to: '0x123' }], /^to:/],
      [
        periodic({}, [
          { type: 'expiry', data: { timestamp: NOW + 10 } },
          { type: 'redeemer', data: { addresses: [SHOP, DUSD] } },
        ]),
        /exactly one address/,
      ],
      [
        periodic({}, [
          { type: 'expiry', data: { timestamp: NOW + 10 } },
          { type: 'gas-limit', data: {} },
        ]),
        /rules\.type/,
      ],
      [[request, request], /one permission a call/],
      [periodic({ startTime: NOW + 86_400 * 400 }), /startTime: must be before the expiry/],
    ]
    for (const [params, message] of cases)
      expect(refusal(params)).toEqual({ rpcCode: -32602, message: expect.stringMatching(message) })
  })

  it('a start already past is the grant’s own moment: a backdated stream is reviewed and capped from now', () => {
    const [request] = periodic()
    const backdated = [
      {
        ...request,
        permission: {
          type: 'native-token-stream',
          data: { initialAmount: '0x1', amountPerSecond: '0xb', startTime: NOW - 1100 * 86_400 },
        },
        rules: [{ type: 'expiry', data: { timestamp: NOW + 100 } }],
      },
    ]
    const parsed = parse(backdated)
    expect(parsed).not.toHaveProperty('start')
    expect(parsed.limit).toEqual({ kind: 'stream', initial: 1n, perSecond: 11n, max: 1n + 11n * 100n })
    expect(parse(periodic({ startTime: NOW + 60 }))).toMatchObject({ start: NOW + 60 })
  })

  it('the older wallet_grantPermissions shape maps onto the same parser; its policies are refused', () => {
    const legacy = {
      chainId: '0x7a69',
      expiry: NOW + 1000,
      signer: { type: 'account', data: { address: SHOP } },
      permission: { type: 'erc20-token-allowance', data: { tokenAddress: DUSD, allowanceAmount: '0x10' } },
    }
    expect(parse(legacyToExecutionPermission([legacy]))).toMatchObject({
      redeemer: SHOP,
      limit: { kind: 'allowance', amount: 16n },
      expiry: NOW + 1000,
    })
    expect(() =>
      legacyToExecutionPermission([{ ...legacy, signer: { type: 'key', data: { id: 'did:key:z' } } }]),
    ).toThrow(/signer\.type/)
    expect(() => legacyToExecutionPermission([{ ...legacy, policies: [{ type: 'gas-limit', data: {} }] }])).toThrow(
      /policies/,
    )
  })

  it('a permission context is abi.encode(account, id); anything else is refused', () => {
    const context = `0x${'0'.repeat(24)}${SHOP.slice(2)}${7n.toString(16).padStart(64, '0')}`
    expect(parsePermissionContext(context)).toEqual({ account: SHOP, id: 7n })
    expect(() => parsePermissionContext('0x1234')).toThrow(/permissionContext/)
    expect(() => parsePermissionContext(`0x${'f'.repeat(128)}`)).toThrow(/permissionContext/)
  })
})
