import { getAddress, hashTypedData, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import { parseTypedData, typedDataChainId, type TypedDataRequest } from '../../../protocol/parseTypedData'
import { recognisePermit } from '../../../widget/src/review/recognisePermit'
import { typedDataFields } from '../../../widget/src/review/typedDataFields'
import { isUnlimitedAmount } from '../../../widget/src/review/unlimited'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const OWNER = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'

const permit2Domain = { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 }

const usdcPermit = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
  message: { owner: OWNER, spender: SPENDER, value: '1000000', nonce: 0, deadline: '1735689600' },
}

const daiPermit = {
  types: {
    Permit: [
      { name: 'holder', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'expiry', type: 'uint256' },
      { name: 'allowed', type: 'bool' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: DAI },
  message: { holder: OWNER, spender: SPENDER, nonce: 3, expiry: 0, allowed: true },
}

const permitDetails = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]

const permitSingle = {
  types: {
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: permitDetails,
  },
  primaryType: 'PermitSingle',
  domain: permit2Domain,
  message: {
    details: { token: USDC, amount: ((1n << 160n) - 1n).toString(), expiration: '1767225600', nonce: '0' },
    spender: SPENDER,
    sigDeadline: '1735689600',
  },
}

const tokenPermissions = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
]

/** Parses a fixture the way the widget receives it: as JSON from the host. */
function parse(data: unknown): TypedDataRequest {
  return parseTypedData(JSON.stringify(data))
}

/** The message of the INVALID_REQUEST that `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError)
    expect((error as WalletportError).code).toBe('INVALID_REQUEST')
    return (error as WalletportError).message
  }
  throw new Error('expected a refusal')
}

function withMessage(base: typeof permitSingle, message: unknown): unknown {
  return { ...base, message }
}

describe('parseTypedData: shape', () => {
  it('takes a JSON string or a plain object alike', () => {
    expect(parseTypedData(JSON.stringify(usdcPermit))).toEqual(usdcPermit)
    expect(parseTypedData(usdcPermit)).toEqual(usdcPermit)
  })

  it('returns fresh objects, not the host’s', () => {
    const parsed = parseTypedData(usdcPermit)
    expect(parsed.message).not.toBe(usdcPermit.message)
    expect(parsed.domain).not.toBe(usdcPermit.domain)
    expect(parsed.types).not.toBe(usdcPermit.types)
  })

  it('adds the EIP712Domain type a wallet would infer, so the digest stays the same', () => {
    const parsed = parse(permitSingle)
    expect(parsed.types.EIP712Domain).toEqual([
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ])
    expect(hashTypedData(parsed as never)).toBe(hashTypedData(permitSingle as never))
  })

  it.each([
    ['not JSON', '{"types":', /not valid JSON/],
    ['JSON of an array', '[]', /expected an object/],
    ['JSON of a string', '"x"', /expected an object/],
    ['null', null, /expected an object/],
    ['a number', 7, /expected an object/],
    ['an oversized JSON string', ' '.repeat(1_000_001), /longer than 1000000/],
  ])('refuses %s', (_, raw, message) => {
    expect(refusal(() => parseTypedData(raw))).toMatch(message)
  })

  it('refuses a class instance', () => {
    expect(refusal(() => parseTypedData(new Date()))).toMatch(/expected an object/)
  })

  it.each([
    ['types not an object', { types: [] }, /^types: expected an object/],
    ['a type that is not a list', { types: { Permit: {} } }, /^types\.Permit: expected an array of fields/],
    ['a field without a type', { types: { Permit: [{ name: 'owner' }] } }, /^types\.Permit\[0\]\.type/],
    [
      'a field type with spaces',
      { types: { Permit: [{ name: 'owner', type: 'address owner' }] } },
      /types\.Permit\[0\]\.type/,
    ],
    [
      'a field type with a bad array suffix',
      { types: { Permit: [{ name: 'a', type: 'uint256[x]' }] } },
      /types\.Permit\[0\]\.type/,
    ],
    ['an empty field name', { types: { Permit: [{ name: '', type: 'address' }] } }, /types\.Permit\[0\]\.name/],
    [
      'a 257-character field name',
      { types: { Permit: [{ name: 'a'.repeat(257), type: 'address' }] } },
      /types\.Permit\[0\]\.name/,
    ],
    [
      'a duplicate field',
      {
        types: {
          Permit: [
            { name: 'a', type: 'address' },
            { name: 'a', type: 'uint256' },
          ],
        },
      },
      /declared twice/,
    ],
    ['a struct named like a basic type', { types: { address: [] } }, /name of a basic type/],
    ['a type name with brackets', { types: { 'Permit[]': [] } }, /not a valid type name/],
    [
      'an unknown field type',
      { types: { Permit: [{ name: 'a', type: 'Foo' }] } },
      /types\.Permit\.a: unknown type "Foo"/,
    ],
    ['uint7', { types: { Permit: [{ name: 'a', type: 'uint7' }] } }, /unknown type "uint7"/],
    ['uint264', { types: { Permit: [{ name: 'a', type: 'uint264' }] } }, /unknown type "uint264"/],
    ['bytes33', { types: { Permit: [{ name: 'a', type: 'bytes33' }] } }, /unknown type "bytes33"/],
    ['a zero-length fixed array', { types: { Permit: [{ name: 'a', type: 'uint8[0]' }] } }, /array length/],
  ])('refuses %s', (_, patch, message) => {
    expect(refusal(() => parse({ ...usdcPermit, ...patch }))).toMatch(message)
  })

  it('refuses more than 200 types and more than 200 fields in a type', () => {
    const types = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`T${i}`, []]))
    expect(refusal(() => parse({ ...usdcPermit, types: { ...usdcPermit.types, ...types } }))).toMatch(
      /more than 200 types/,
    )
    const fields = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}`, type: 'bool' }))
    expect(refusal(() => parse({ ...usdcPermit, types: { ...usdcPermit.types, Big: fields } }))).toMatch(
      /types\.Big: more than 200 fields/,
    )
  })

  it('refuses an unknown type even in a struct the message does not use', () => {
    expect(
      refusal(() => parse({ ...usdcPermit, types: { ...usdcPermit.types, Unused: [{ name: 'x', type: 'Missing' }] } })),
    ).toMatch(/types\.Unused\.x: unknown type/)
  })

  it.each([
    ['missing', undefined],
    ['not a string', 7],
    ['not a declared type', 'Transfer'],
    ['an inherited name', 'toString'],
  ])('refuses a primaryType %s', (_, primaryType) => {
    expect(refusal(() => parse({ ...usdcPermit, primaryType }))).toMatch(/^primaryType:/)
  })

  it('refuses a domain or message that is not an object', () => {
    expect(refusal(() => parse({ ...usdcPermit, domain: 'USD Coin' }))).toMatch(/^domain: expected an object/)
    expect(refusal(() => parse({ ...usdcPermit, message: [1] }))).toMatch(/^message: expected an object/)
    expect(refusal(() => parse({ ...usdcPermit, message: undefined }))).toMatch(/^message: expected an object/)
  })
})

describe('parseTypedData: message values', () => {
  it('refuses a key the type does not declare, naming its path', () => {
    expect(refusal(() => parse({ ...usdcPermit, message: { ...usdcPermit.message, note: 'free gift' } }))).toMatch(
      /^message\.note: not a field of Permit/,
    )
    expect(
      refusal(() => parse({ ...usdcPermit, message: { ...usdcPermit.message, ['x'.repeat(100_000)]: 1 } })),
    ).toMatch(/^message\."x{56}\.\.\.: not a field of Permit/)
    const nested = { ...permitSingle.message, details: { ...permitSingle.message.details, recipient: OWNER } }
    expect(refusal(() => parse(withMessage(permitSingle, nested)))).toMatch(
      /^message\.details\.recipient: not a field of PermitDetails/,
    )
  })

  it('refuses a missing field, naming its path', () => {
    const { token: _token, ...details } = permitSingle.message.details
    expect(refusal(() => parse(withMessage(permitSingle, { ...permitSingle.message, details })))).toMatch(
      /^message\.details\.token: missing \(address\)/,
    )
    const { spender: _spender, ...rest } = permitSingle.message
    expect(refusal(() => parse(withMessage(permitSingle, rest)))).toMatch(/^message\.spender: missing/)
  })

  it('refuses an object where a string is expected', () => {
    const types = { ...usdcPermit.types, Profile: [{ name: 'name', type: 'string' }] }
    expect(
      refusal(() => parse({ ...usdcPermit, types, primaryType: 'Profile', message: { name: { toString: 'Alice' } } })),
    ).toMatch(/^message\.name: expected a string/)
  })

  it('refuses a number where an address is expected', () => {
    expect(refusal(() => parse({ ...usdcPermit, message: { ...usdcPermit.message, owner: 1234 } }))).toMatch(
      /^message\.owner: expected an address/,
    )
  })

  const one = (type: string, value: unknown) => ({
    types: { Value: [{ name: 'v', type }] },
    primaryType: 'Value',
    domain: { name: 'Test' },
    message: { v: value },
  })

  it.each([
    ['address', '0x123'],
    ['address', `${OWNER}00`],
    ['address', null],
    ['bool', 'true'],
    ['bool', 1],
    ['string', 5],
    ['string', 'x'.repeat(100_001)],
    ['bytes', '0x123'],
    ['bytes', 'abcd'],
    ['bytes32', '0x1234'],
    ['bytes1', '0x0102'],
    ['uint8', 256],
    ['uint8', '0x100'],
    ['uint256', -1],
    ['uint256', '-1'],
    ['uint256', (1n << 256n).toString()],
    ['uint256', 1.5],
    ['uint256', 2 ** 53],
    ['uint256', '1e6'],
    ['uint256', ''],
    ['uint256', '0x'],
    ['uint256', ' 1'],
    ['int8', -129],
    ['int8', '128'],
    ['int', '-0x1'],
    ['uint256[2]', ['1']],
    ['uint256[]', '1,2'],
    ['uint256[]', { 0: '1', length: 1 }],
  ])('refuses %s %j', (type, value) => {
    expect(refusal(() => parse(one(type, value)))).toMatch(/^message\.v/)
  })

  it.each([
    ['address', OWNER],
    ['bool', false],
    ['string', ''],
    ['string', 'x'.repeat(100_000)],
    ['bytes', '0x'],
    ['bytes', '0xdeadBEEF'],
    ['bytes1', '0xff'],
    ['bytes32', `0x${'ab'.repeat(32)}`],
    ['uint8', 255],
    ['uint8', '0xff'],
    ['uint', ((1n << 256n) - 1n).toString()],
    ['uint256', `0x${'f'.repeat(64)}`],
    ['int8', -128],
    ['int8', '-128'],
    ['int256', (-(1n << 255n)).toString()],
    ['uint48[3]', [1, '2', '0x3']],
    ['bool[][]', [[true], [], [false, true]]],
  ])('accepts %s %j', (type, value) => {
    expect(parse(one(type, value)).message).toEqual({ v: value })
  })

  it('never reads __proto__ keys, wherever they are', () => {
    const json = JSON.stringify(usdcPermit)
    expect(
      refusal(() => parseTypedData(json.replace('"message":{', '"message":{"__proto__":{"isAdmin":true},'))),
    ).toMatch(/^message\.__proto__: not a field of Permit/)
    expect(refusal(() => parseTypedData(json.replace('"domain":{', '"domain":{"__proto__":{"chainId":5},')))).toMatch(
      /^domain\.__proto__: not a field of EIP712Domain/,
    )
    expect(refusal(() => parseTypedData(json.replace('"types":{', '"types":{"__proto__":[],')))).toMatch(
      /not a valid type name/,
    )
    expect(
      refusal(() => parseTypedData(json.replace('"Permit":[', '"Permit":[{"name":"__proto__","type":"string"},'))),
    ).toMatch(/types\.Permit\[0\]\.name/)
    // An object literal's __proto__ sets the prototype instead: no longer a plain object.
    expect(refusal(() => parseTypedData({ ...usdcPermit, message: { __proto__: usdcPermit.message } }))).toMatch(
      /^message: expected an object/,
    )
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })

  it('never takes an inherited property for a field', () => {
    const message = Object.create({ spender: SPENDER }) as Record<string, unknown>
    Object.assign(message, { owner: OWNER, value: '1', nonce: 0, deadline: 1 })
    expect(refusal(() => parseTypedData({ ...usdcPermit, message }))).toMatch(/^message: expected an object/)
    const details = Object.assign(Object.create({ token: USDC }) as object, { amount: '1', expiration: 0, nonce: 0 })
    expect(refusal(() => parseTypedData({ ...permitSingle, message: { ...permitSingle.message, details } }))).toMatch(
      /^message\.details: expected a PermitDetails object/,
    )
  })

  it('allows 10,000 array items in all and refuses one more, counted across arrays', () => {
    const list = (n: number) => Array.from({ length: n }, () => 1)
    expect(parse(one('uint8[]', list(10_000))).message.v).toHaveLength(10_000)
    expect(refusal(() => parse(one('uint8[]', list(10_001))))).toMatch(/more than 10000 array items/)
    expect(refusal(() => parse(one('uint8[][]', [list(6_000), list(4_001)])))).toMatch(
      /^message\.v\[1\]: more than 10000 array items/,
    )
  })

  it('refuses more than 100,000 values in all, however they are spread', () => {
    const fields = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, type: 'bool' }))
    const item = Object.fromEntries(fields.map((entry) => [entry.name, true]))
    const data = (n: number) => ({
      types: { Item: fields, Root: [{ name: 'items', type: 'Item[]' }] },
      primaryType: 'Root',
      domain: {},
      message: { items: Array.from({ length: n }, () => item) },
    })
    // Each item is one value plus its 20 fields; the array field itself is one more.
    expect(parseTypedData(data(4_761)).message.items).toHaveLength(4_761)
    expect(refusal(() => parseTypedData(data(4_762)))).toMatch(/more than 100000 values/)
  })

  it('refuses a fixed-size array of the wrong length, and a fixed size above the item limit', () => {
    expect(refusal(() => parse(one('address[2]', [OWNER])))).toMatch(/^message\.v: expected 2 items, got 1/)
    expect(refusal(() => parse(one('uint8[99999999999]', [])))).toMatch(/array length/)
  })

  const tree = {
    types: {
      Node: [
        { name: 'label', type: 'string' },
        { name: 'children', type: 'Node[]' },
      ],
    },
    primaryType: 'Node',
    domain: { name: 'Tree' },
  }
  const nest = (depth: number): unknown => ({ label: `level ${depth}`, children: depth === 0 ? [] : [nest(depth - 1)] })

  it('accepts recursive types up to 32 levels deep and refuses deeper nesting', () => {
    // Each level is a struct and an array: 15 levels of Node reach depth 30.
    expect(parse({ ...tree, message: nest(15) }).message.label).toBe('level 15')
    expect(refusal(() => parse({ ...tree, message: nest(40) }))).toMatch(/nested deeper than 32 levels/)
  })

  it('stops on cyclic type definitions, even with a cyclic message object', () => {
    const cyclic = {
      types: { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A' }] },
      primaryType: 'A',
      domain: { name: 'Loop' },
    }
    expect(refusal(() => parse({ ...cyclic, message: { b: { a: { b: {} } } } }))).toMatch(
      /^message\.b\.a\.b\.a: missing/,
    )
    const a: Record<string, unknown> = {}
    a.b = { a }
    expect(refusal(() => parseTypedData({ ...cyclic, message: a }))).toMatch(/nested deeper than 32 levels/)
    const list: unknown[] = []
    list.push(list)
    expect(refusal(() => parseTypedData(one(`uint8${'[]'.repeat(40)}`, list)))).toMatch(/nested deeper than 32 levels/)
  })
})

describe('parseTypedData: domain', () => {
  it('checks a domain against an explicit EIP712Domain like any struct', () => {
    const types = {
      ...usdcPermit.types,
      EIP712Domain: [...usdcPermit.types.EIP712Domain, { name: 'app', type: 'string' }],
    }
    expect(parse({ ...usdcPermit, types, domain: { ...usdcPermit.domain, app: 'Shop' } }).domain.app).toBe('Shop')
    expect(refusal(() => parse({ ...usdcPermit, types, domain: usdcPermit.domain }))).toMatch(/^domain\.app: missing/)
    expect(
      refusal(() => parse({ ...usdcPermit, domain: { ...usdcPermit.domain, salt: `0x${'00'.repeat(32)}` } })),
    ).toMatch(/^domain\.salt: not a field of EIP712Domain/)
    expect(refusal(() => parse({ ...usdcPermit, domain: { ...usdcPermit.domain, chainId: 'mainnet' } }))).toMatch(
      /^domain\.chainId: expected uint256/,
    )
  })

  it('without types.EIP712Domain, allows only the standard fields, each checked', () => {
    const { EIP712Domain: _domain, ...types } = usdcPermit.types
    const salt = `0x${'11'.repeat(32)}`
    const parsed = parse({ ...usdcPermit, types, domain: { ...usdcPermit.domain, salt } })
    expect(parsed.types.EIP712Domain!.map((f) => f.name)).toEqual([
      'name',
      'version',
      'chainId',
      'verifyingContract',
      'salt',
    ])
    expect(refusal(() => parse({ ...usdcPermit, types, domain: { ...usdcPermit.domain, app: 'Shop' } }))).toMatch(
      /^domain: "app" is not an EIP-712 domain field/,
    )
    expect(refusal(() => parse({ ...usdcPermit, types, domain: { verifyingContract: 'USDC' } }))).toMatch(
      /^domain\.verifyingContract: expected an address/,
    )
    expect(refusal(() => parse({ ...usdcPermit, types, domain: { salt: '0x11' } }))).toMatch(
      /^domain\.salt: expected bytes32/,
    )
    expect(refusal(() => parse({ ...usdcPermit, types, domain: { name: 7 } }))).toMatch(
      /^domain\.name: expected a string/,
    )
    expect(parse({ ...usdcPermit, types, domain: {} }).types.EIP712Domain).toEqual([])
  })

  it('refuses EIP712Domain as the primary type: signers hash no message for it, so none may be shown', () => {
    expect(() => parse({ ...usdcPermit, primaryType: 'EIP712Domain', message: usdcPermit.domain })).toThrow(
      /EIP712Domain signs no message/,
    )
  })

  it.each([
    [1, 1],
    [137, 137],
    ['0x1', 1],
    ['0x89', 137],
    ['1', 1],
    ['8453', 8453],
  ])('reads chainId %j as %d', (chainId, expected) => {
    expect(typedDataChainId(parse({ ...usdcPermit, domain: { ...usdcPermit.domain, chainId } }))).toBe(expected)
  })

  it('has no chain when the domain names none', () => {
    const { chainId: _chainId, ...domain } = permit2Domain
    expect(typedDataChainId(parse({ ...permitSingle, domain }))).toBeUndefined()
  })

  it.each([0, '0', '0x0', '9007199254740992', `0x${'f'.repeat(64)}`])('refuses chainId %j', (chainId) => {
    const parsed = parse({ ...usdcPermit, domain: { ...usdcPermit.domain, chainId } })
    expect(refusal(() => typedDataChainId(parsed))).toMatch(/^domain\.chainId: expected a chain id/)
  })

  it.each(['abc', '1.5', -1, 1.5, true, '0x'])('refuses chainId %j at parse time', (chainId) => {
    expect(refusal(() => parse({ ...usdcPermit, domain: { ...usdcPermit.domain, chainId } }))).toMatch(
      /^domain\.chainId/,
    )
  })

  it('refuses a chainId declared as text that is not a chain id', () => {
    const types = { ...usdcPermit.types, EIP712Domain: [{ name: 'chainId', type: 'string' }] }
    const parsed = parse({ ...usdcPermit, types, domain: { chainId: 'one' } })
    expect(refusal(() => typedDataChainId(parsed))).toMatch(/^domain\.chainId/)
  })
})

describe('typedDataFields', () => {
  const mail = {
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallets', type: 'address[]' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person[]' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
        { name: 'delta', type: 'int64' },
        { name: 'urgent', type: 'bool' },
        { name: 'ref', type: 'bytes32' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      chainId: '0x1',
      name: 'Ether Mail',
      verifyingContract: '0xcccccccccccccccccccccccccccccccccccccccc',
      version: '1',
    },
    // Keys in another order than the type declares, as a host may send them.
    message: {
      ref: `0x${'ab'.repeat(32)}`,
      urgent: true,
      delta: -42,
      amount: `0x${'f'.repeat(64)}`,
      contents: 'Refund to \u202Ecod.exe',
      to: [
        { wallets: [SPENDER.toLowerCase(), OWNER], name: 'Bob' },
        { name: 'Carol', wallets: [] },
      ],
      from: { wallets: [OWNER], name: 'Alice' },
    },
  }

  it('renders every field, nested structs and arrays, in the order the types declare them', () => {
    const tree = typedDataFields(parse(mail))
    expect(tree.primaryType).toBe('Mail')
    expect(tree.domain).toEqual([
      { name: 'name', type: 'string', value: { kind: 'text', value: 'Ether Mail' } },
      { name: 'version', type: 'string', value: { kind: 'text', value: '1' } },
      { name: 'chainId', type: 'uint256', value: { kind: 'number', value: '1' } },
      {
        name: 'verifyingContract',
        type: 'address',
        value: { kind: 'address', value: getAddress('0xcccccccccccccccccccccccccccccccccccccccc') },
      },
    ])
    expect(tree.message.map((node) => node.name)).toEqual([
      'from',
      'to',
      'contents',
      'amount',
      'delta',
      'urgent',
      'ref',
    ])
    expect(tree.message[0]).toEqual({
      name: 'from',
      type: 'Person',
      value: {
        kind: 'struct',
        type: 'Person',
        fields: [
          { name: 'name', type: 'string', value: { kind: 'text', value: 'Alice' } },
          {
            name: 'wallets',
            type: 'address[]',
            value: { kind: 'array', type: 'address[]', items: [{ kind: 'address', value: OWNER }] },
          },
        ],
      },
    })
    expect(tree.message[1]!.value).toEqual({
      kind: 'array',
      type: 'Person[]',
      items: [
        {
          kind: 'struct',
          type: 'Person',
          fields: [
            { name: 'name', type: 'string', value: { kind: 'text', value: 'Bob' } },
            {
              name: 'wallets',
              type: 'address[]',
              value: {
                kind: 'array',
                type: 'address[]',
                items: [
                  { kind: 'address', value: SPENDER },
                  { kind: 'address', value: OWNER },
                ],
              },
            },
          ],
        },
        {
          kind: 'struct',
          type: 'Person',
          fields: [
            { name: 'name', type: 'string', value: { kind: 'text', value: 'Carol' } },
            { name: 'wallets', type: 'address[]', value: { kind: 'array', type: 'address[]', items: [] } },
          ],
        },
      ],
    })
  })

  it('shows numbers exactly and hidden characters as markers', () => {
    const tree = typedDataFields(parse(mail))
    const value = (name: string) => tree.message.find((node) => node.name === name)!.value
    expect(value('amount')).toEqual({ kind: 'number', value: ((1n << 256n) - 1n).toString() })
    expect(value('amount')).toEqual({
      kind: 'number',
      value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    })
    expect(value('delta')).toEqual({ kind: 'number', value: '-42' })
    expect(value('contents')).toEqual({ kind: 'text', value: 'Refund to ⟨U+202E⟩cod.exe' })
    expect(value('urgent')).toEqual({ kind: 'bool', value: true })
    expect(value('ref')).toEqual({ kind: 'bytes', value: `0x${'ab'.repeat(32)}` })
  })

  it('keeps every character of a long text and every item of a long list', () => {
    const long = 'x'.repeat(100_000)
    const data = {
      types: {
        Note: [
          { name: 'text', type: 'string' },
          { name: 'ids', type: 'uint256[]' },
        ],
      },
      primaryType: 'Note',
      domain: {},
      message: { text: long, ids: Array.from({ length: 5_000 }, (_, i) => i) },
    }
    const [text, ids] = typedDataFields(parse(data)).message
    expect(text!.value).toEqual({ kind: 'text', value: long })
    expect(ids!.value.kind === 'array' && ids!.value.items).toHaveLength(5_000)
  })

  it('makes hidden characters in field names visible too', () => {
    const data = {
      types: { Note: [{ name: 'to\u200B', type: 'address' }] },
      primaryType: 'Note',
      domain: {},
      message: { 'to\u200B': OWNER },
    }
    expect(typedDataFields(parse(data)).message[0]!.name).toBe('to⟨U+200B⟩')
  })
})

describe('recognisePermit', () => {
  it('names an EIP-2612 USDC permit with its token, spender, amount and deadline', () => {
    expect(recognisePermit(parse(usdcPermit))).toEqual({
      kind: 'permit',
      spender: SPENDER,
      grants: [{ token: USDC, amount: 1_000_000n, unlimited: false }],
      signatureDeadline: 1_735_689_600n,
    })
  })

  it('flags an EIP-2612 permit for max uint256, or anything above half of it, as unlimited', () => {
    const max = parse({ ...usdcPermit, message: { ...usdcPermit.message, value: maxUint256.toString() } })
    expect(recognisePermit(max)?.grants).toEqual([{ token: USDC, amount: maxUint256, unlimited: true }])
    const half = parse({ ...usdcPermit, message: { ...usdcPermit.message, value: `0x8${'0'.repeat(63)}` } })
    expect(recognisePermit(half)?.grants[0]?.unlimited).toBe(true)
  })

  it('names a DAI permit with allowed=true as unlimited, with no deadline when expiry is 0', () => {
    expect(recognisePermit(parse(daiPermit))).toEqual({
      kind: 'daiPermit',
      spender: SPENDER,
      grants: [{ token: DAI, amount: maxUint256, unlimited: true }],
    })
    const expiring = recognisePermit(
      parse({ ...daiPermit, message: { ...daiPermit.message, expiry: 1_800_000_000, allowed: false } }),
    )
    expect(expiring).toMatchObject({
      grants: [{ token: DAI, amount: 0n, unlimited: false }],
      signatureDeadline: 1_800_000_000n,
    })
  })

  it('does not name a token permit without a verifyingContract', () => {
    const { verifyingContract: _vc, ...domain } = usdcPermit.domain
    const types = { ...usdcPermit.types, EIP712Domain: usdcPermit.types.EIP712Domain.slice(0, 3) }
    expect(recognisePermit(parse({ ...usdcPermit, types, domain }))).toBeUndefined()
  })

  it('does not name a "Permit" that lacks a spender', () => {
    const types = { ...usdcPermit.types, Permit: usdcPermit.types.Permit.filter((f) => f.name !== 'spender') }
    const { spender: _spender, ...message } = usdcPermit.message
    expect(recognisePermit(parse({ ...usdcPermit, types, message }))).toBeUndefined()
  })

  it('does not name a "Permit" with neither a value nor an allowed flag', () => {
    const types = { ...usdcPermit.types, Permit: usdcPermit.types.Permit.filter((f) => f.name !== 'value') }
    const { value: _value, ...message } = usdcPermit.message
    expect(recognisePermit(parse({ ...usdcPermit, types, message }))).toBeUndefined()
  })

  it('names a Permit2 PermitSingle for 2^160-1 as unlimited, with its expiry and signature deadline', () => {
    expect(recognisePermit(parse(permitSingle))).toEqual({
      kind: 'permit2Single',
      spender: SPENDER,
      grants: [{ token: USDC, amount: (1n << 160n) - 1n, unlimited: true }],
      expiresAt: 1_767_225_600n,
      signatureDeadline: 1_735_689_600n,
    })
  })

  it('judges Permit2 amounts by uint160: 2^159 is unlimited, 2^159-1 is not', () => {
    const at = (amount: bigint) =>
      recognisePermit(
        parse(
          withMessage(permitSingle, {
            ...permitSingle.message,
            details: { ...permitSingle.message.details, amount: amount.toString() },
          }),
        ),
      )
    expect(at(1n << 159n)?.grants[0]?.unlimited).toBe(true)
    expect(at((1n << 159n) - 1n)?.grants[0]?.unlimited).toBe(false)
  })

  it('reports no permission end for an expiration of 0 or max uint48', () => {
    for (const expiration of [0, ((1n << 48n) - 1n).toString()]) {
      const message = { ...permitSingle.message, details: { ...permitSingle.message.details, expiration } }
      expect(recognisePermit(parse(withMessage(permitSingle, message)))?.expiresAt).toBeUndefined()
    }
  })

  it('still names a PermitSingle padded with a 5,000-character field, and shows its spender', () => {
    const padded = {
      ...permitSingle,
      types: {
        ...permitSingle.types,
        PermitSingle: [{ name: 'memo', type: 'string' }, ...permitSingle.types.PermitSingle],
      },
      message: { memo: 'Claim your airdrop! '.repeat(250), ...permitSingle.message },
    }
    const parsed = parse(padded)
    expect((parsed.message.memo as string).length).toBe(5_000)
    expect(recognisePermit(parsed)).toMatchObject({
      kind: 'permit2Single',
      spender: SPENDER,
      grants: [{ token: USDC, unlimited: true }],
    })
    const tree = typedDataFields(parsed)
    expect(tree.message.map((node) => node.name)).toEqual(['memo', 'details', 'spender', 'sigDeadline'])
    expect(tree.message.find((node) => node.name === 'spender')!.value).toEqual({ kind: 'address', value: SPENDER })
  })

  it('names a Permit2 PermitBatch with one grant per token, ending at the latest expiration', () => {
    const batch = {
      types: {
        PermitBatch: [
          { name: 'details', type: 'PermitDetails[]' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: permitDetails,
      },
      primaryType: 'PermitBatch',
      domain: permit2Domain,
      message: {
        details: [
          { token: USDC, amount: '5000000', expiration: '1767225600', nonce: 0 },
          { token: WETH.toLowerCase(), amount: ((1n << 160n) - 1n).toString(), expiration: '1798761600', nonce: 0 },
        ],
        spender: SPENDER,
        sigDeadline: '1735689600',
      },
    }
    expect(recognisePermit(parse(batch))).toEqual({
      kind: 'permit2Batch',
      spender: SPENDER,
      grants: [
        { token: USDC, amount: 5_000_000n, unlimited: false },
        { token: WETH, amount: (1n << 160n) - 1n, unlimited: true },
      ],
      expiresAt: 1_798_761_600n,
      signatureDeadline: 1_735_689_600n,
    })
  })

  it('names a Permit2 PermitTransferFrom, and its witness and batch forms', () => {
    const transfer = {
      types: {
        PermitTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: tokenPermissions,
      },
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: {
        permitted: { token: USDC, amount: '250000000' },
        spender: SPENDER,
        nonce: '7',
        deadline: '1735689600',
      },
    }
    expect(recognisePermit(parse(transfer))).toEqual({
      kind: 'permit2TransferFrom',
      spender: SPENDER,
      grants: [{ token: USDC, amount: 250_000_000n, unlimited: false }],
      signatureDeadline: 1_735_689_600n,
    })

    const witness = {
      ...transfer,
      types: {
        PermitWitnessTransferFrom: [...transfer.types.PermitTransferFrom, { name: 'witness', type: 'Order' }],
        TokenPermissions: tokenPermissions,
        Order: [{ name: 'recipient', type: 'address' }],
      },
      primaryType: 'PermitWitnessTransferFrom',
      message: { ...transfer.message, witness: { recipient: OWNER } },
    }
    expect(recognisePermit(parse(witness))).toMatchObject({ kind: 'permit2TransferFrom', spender: SPENDER })

    const batch = {
      ...transfer,
      types: {
        PermitBatchTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions[]' },
          ...transfer.types.PermitTransferFrom.slice(1),
        ],
        TokenPermissions: tokenPermissions,
      },
      primaryType: 'PermitBatchTransferFrom',
      message: {
        ...transfer.message,
        permitted: [
          { token: USDC, amount: '1' },
          { token: DAI, amount: maxUint256.toString() },
        ],
      },
    }
    expect(recognisePermit(parse(batch))).toMatchObject({
      kind: 'permit2BatchTransferFrom',
      grants: [
        { token: USDC, amount: 1n, unlimited: false },
        { token: DAI, amount: maxUint256, unlimited: true },
      ],
    })
  })

  it('does not name a Permit2 struct missing its token', () => {
    const details = [
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ]
    const { token: _token, ...rest } = permitSingle.message.details
    const data = {
      ...permitSingle,
      types: { ...permitSingle.types, PermitDetails: details },
      message: { ...permitSingle.message, details: rest },
    }
    expect(recognisePermit(parse(data))).toBeUndefined()
  })

  it('names nothing for other typed data', () => {
    const data = {
      types: { Order: [{ name: 'spender', type: 'address' }] },
      primaryType: 'Order',
      domain: {},
      message: { spender: SPENDER },
    }
    expect(recognisePermit(parse(data))).toBeUndefined()
  })
})

describe('isUnlimitedAmount', () => {
  it('counts half of the type’s range and above as unlimited', () => {
    expect(isUnlimitedAmount(maxUint256)).toBe(true)
    expect(isUnlimitedAmount(1n << 255n)).toBe(true)
    expect(isUnlimitedAmount((1n << 255n) - 1n)).toBe(false)
    expect(isUnlimitedAmount((1n << 160n) - 1n, 160)).toBe(true)
    expect(isUnlimitedAmount((1n << 159n) - 1n, 160)).toBe(false)
    expect(isUnlimitedAmount(0n)).toBe(false)
    expect(() => isUnlimitedAmount(1n, 0)).toThrow(RangeError)
  })
})
