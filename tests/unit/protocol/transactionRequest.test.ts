import { describe, expect, it } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import { parseApprovalRequest, type ApprovalMethod } from '../../../protocol/parseApprovalRequest'
import { parseTransactionRequest } from '../../../protocol/parseTransactionRequest'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The error a call throws; fails the test when it throws none or throws something else. */
function thrown(run: () => unknown): WalletportError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError)
    return error as WalletportError
  }
  throw new Error('expected a WalletportError, nothing was thrown')
}

/** Refused as JSON-RPC "invalid params": INVALID_REQUEST with rpcCode -32602. */
function expectRefused(run: () => unknown, message?: RegExp): void {
  const error = thrown(run)
  expect(error.code).toBe('INVALID_REQUEST')
  expect(error.rpcCode).toBe(-32602)
  if (message) expect(error.message).toMatch(message)
}

describe('parseTransactionRequest: data and input', () => {
  it('reads input as data, lower-cased', () => {
    expect(parseTransactionRequest({ to, input: '0xA9059CBBdeadBEEF' })).toEqual({
      to,
      value: 0n,
      data: '0xa9059cbbdeadbeef',
    })
  })

  it('reads data: "" as no data, as other wallets do; "" beside an input that holds bytes still differs', () => {
    expect(parseTransactionRequest({ to, value: '0x1', data: '' })).toEqual({ to, value: 1n, data: '0x' })
    expect(parseTransactionRequest({ to, input: '' }).data).toBe('0x')
    expectRefused(() => parseTransactionRequest({ to, data: '', input: '0xdeadbeef' }), /data and input differ/)
    expectRefused(() => parseTransactionRequest({ data: '' }), /no contract code to deploy/)
  })

  it('lower-cases data too', () => {
    expect(parseTransactionRequest({ to, data: '0xABCDEF' }).data).toBe('0xabcdef')
  })

  it('accepts data and input when they hold the same bytes, whatever their case', () => {
    expect(parseTransactionRequest({ to, data: '0xdeadbeef', input: '0xdeadbeef' }).data).toBe('0xdeadbeef')
    expect(parseTransactionRequest({ to, data: '0xDEADBEEF', input: '0xdeadbeef' }).data).toBe('0xdeadbeef')
  })

  it.each([
    ['different bytes', '0xdeadbeef', '0xa9059cbb'],
    ['one empty, one not', '0x', '0xa9059cbb'],
    ['a prefix of the other', '0xdead', '0xdeadbeef'],
  ])('refuses data and input that differ (%s)', (_, data, input) => {
    expectRefused(() => parseTransactionRequest({ to, data, input }), /data and input differ/)
  })

  it('takes input when data is null', () => {
    expect(parseTransactionRequest({ to, data: null, input: '0x1234' }).data).toBe('0x1234')
  })

  it.each([
    ['odd length', '0xabc'],
    ['a lone nibble', '0x1'],
    ['no 0x prefix', 'deadbeef'],
    ['an upper-case 0X prefix', '0XDEADBEEF'],
    ['non-hex characters', '0xzz'],
    ['whitespace', '0xdead beef'],
  ])('refuses data with %s, in data and in input', (_, bad) => {
    expectRefused(() => parseTransactionRequest({ to, data: bad }), /^data:/)
    expectRefused(() => parseTransactionRequest({ to, input: bad }), /^input:/)
  })
})

describe('parseTransactionRequest: fields the review cannot show', () => {
  it.each([
    ['authorizationList (empty)', { authorizationList: [] }],
    [
      'authorizationList',
      { authorizationList: [{ chainId: '0x1', address: other, nonce: '0x0', yParity: '0x0', r: '0x1', s: '0x1' }] },
    ],
    ['authorizationList: null', { authorizationList: null }],
    ['blobVersionedHashes', { blobVersionedHashes: ['0x01' + '00'.repeat(31)] }],
    ['blobVersionedHashes (empty)', { blobVersionedHashes: [] }],
    ['blobs', { blobs: [] }],
    ['maxFeePerBlobGas', { maxFeePerBlobGas: '0x1' }],
    ['sidecars', { sidecars: [] }],
  ])('refuses %s', (_, extra) => {
    expectRefused(() => parseTransactionRequest({ to, value: '0x1', ...extra }), /is not supported/)
  })

  it.each([['0x4'], ['0x04'], ['0x3'], ['0x03'], ['0x7e'], [''], ['2']])('refuses type %j', (type) => {
    expectRefused(() => parseTransactionRequest({ to, type }), /transaction type/)
  })

  it.each([[4], [3], [{ toString: () => '0x2' }], [['0x2']], [null]])(
    'refuses a type that is not a string: %j',
    (type) => {
      expectRefused(() => parseTransactionRequest({ to, type }), /transaction type/)
    },
  )

  it.each([['0x0'], ['0x1'], ['0x2'], ['0x00'], ['0x01'], ['0x02'], ['0X2']])(
    'accepts type %j and drops it from the result',
    (type) => {
      const tx = parseTransactionRequest({ to, type, value: '0x1' })
      expect(tx).toEqual({ to, value: 1n, data: '0x' })
      expect(tx).not.toHaveProperty('type')
    },
  )

  it('drops gas, nonce, fees and the access list: the wallet sets them', () => {
    const tx = parseTransactionRequest({
      from,
      to,
      value: '0x10',
      data: '0x',
      gas: '0x1',
      gasLimit: '0x1',
      gasPrice: '0xffffffffffff',
      nonce: '0x7',
      maxFeePerGas: '0xffffffffffffffff',
      maxPriorityFeePerGas: '0xffffffffffffffff',
      accessList: [{ address: other, storageKeys: [] }],
    })
    expect(tx).toEqual({ from, to, value: 16n, data: '0x' })
    expect(Object.keys(tx).sort()).toEqual(['data', 'from', 'to', 'value'])
  })

  it('does not read a field through __proto__ (JSON.parse makes it an own key)', () => {
    const raw = JSON.parse(`{"to":"${to}","__proto__":{"authorizationList":[],"data":"0xdead","value":"0x5"}}`)
    expect(parseTransactionRequest(raw)).toEqual({ to, value: 0n, data: '0x' })
  })
})

describe('parseTransactionRequest: value', () => {
  it.each([
    ['0x0', 0n],
    ['0x1', 1n],
    ['0xDE0B6B3A7640000', 10n ** 18n],
    ['0x00ff', 255n],
    ['0x' + 'f'.repeat(64), 2n ** 256n - 1n],
  ])('reads the hex quantity %s as a bigint', (value, expected) => {
    expect(parseTransactionRequest({ to, value }).value).toBe(expected)
  })

  it('is 0n when absent', () => {
    expect(parseTransactionRequest({ to }).value).toBe(0n)
  })

  it.each([
    ['a number', 1],
    ['a float', 0.5],
    ['a bigint', 1n],
    ['a decimal string', '1000'],
    ['a negative hex', '-0x1'],
    ['an empty quantity', '0x'],
    ['more than 256 bits', '0x1' + '0'.repeat(64)],
    ['an object', { hex: '0x1' }],
    ['an array', ['0x1']],
    ['null', null],
    ['true', true],
  ])('refuses a value given as %s', (_, value) => {
    expectRefused(() => parseTransactionRequest({ to, value }), /^value:/)
  })
})

describe('parseTransactionRequest: to, from, chainId', () => {
  it('reads to: null with data as a contract creation', () => {
    const tx = parseTransactionRequest({ to: null, data: '0x6080' })
    expect(tx).toEqual({ value: 0n, data: '0x6080' })
    expect(tx).not.toHaveProperty('to')
  })

  it('reads a missing to with code as a contract creation', () => {
    expect(parseTransactionRequest({ data: '0x6080', value: '0x1' })).toEqual({ value: 1n, data: '0x6080' })
  })

  it.each([
    ['missing', {}],
    ['null', { to: null }],
    ['null, with data 0x', { to: null, data: '0x' }],
    ['missing, with value only', { value: '0x1' }],
  ])('refuses to: %s with no code to deploy', (_, raw) => {
    expectRefused(() => parseTransactionRequest(raw), /to: missing/)
  })

  it.each([
    ['an empty string', ''],
    ['a short address', '0x1234'],
    ['no 0x prefix', to.slice(2)],
    ['an ENS name', 'vitalik.eth'],
    ['a number', 0x1234],
    ['an object', { address: to }],
  ])('refuses to as %s', (_, bad) => {
    expectRefused(() => parseTransactionRequest({ to: bad, data: '0x6080' }), /^to:/)
  })

  it('keeps from, and refuses a from that is not an address', () => {
    expect(parseTransactionRequest({ from, to }).from).toBe(from)
    expectRefused(() => parseTransactionRequest({ from: 'me', to }), /^from:/)
    expectRefused(() => parseTransactionRequest({ from: null, to }), /^from:/)
    expectRefused(() => parseTransactionRequest({ from: [from], to }), /^from:/)
  })

  it.each([
    ['0x1', 1],
    ['0x7a69', 31337],
    ['0x01', 1],
    ['0x1fffffffffffff', Number.MAX_SAFE_INTEGER],
  ])('parses chainId %s', (chainId, expected) => {
    expect(parseTransactionRequest({ to, chainId }).chainId).toBe(expected)
  })

  it.each([
    ['zero', '0x0'],
    ['above MAX_SAFE_INTEGER', '0x20000000000000'],
    ['a number', 1],
    ['a decimal string', '31337'],
    ['an object', { id: 1 }],
  ])('refuses chainId as %s', (_, chainId) => {
    expectRefused(() => parseTransactionRequest({ to, chainId }), /chainId/)
  })
})

describe('parseTransactionRequest: shapes', () => {
  const junk = { toString: () => to, valueOf: () => to }
  it.each(['from', 'to', 'value', 'data', 'input', 'chainId', 'type'])(
    'refuses an object where %s expects a string',
    (name) => {
      expectRefused(() => parseTransactionRequest({ to, data: '0x6080', [name]: junk }))
      expectRefused(() => parseTransactionRequest({ to, data: '0x6080', [name]: [to] }))
    },
  )

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', `{"to":"${to}"}`],
    ['a number', 1],
    ['an array', [{ to }]],
    ['a Date', new Date()],
    ['a Map', new Map([['to', to]])],
  ])('refuses a transaction that is %s', (_, raw) => {
    expectRefused(() => parseTransactionRequest(raw), /the transaction must be an object/)
  })

  it('accepts an object without a prototype', () => {
    const raw = Object.assign(Object.create(null) as object, { to, value: '0x2' })
    expect(parseTransactionRequest(raw)).toEqual({ to, value: 2n, data: '0x' })
  })
})

describe('parseApprovalRequest', () => {
  const typed = (domain: Record<string, unknown>) => ({
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain,
    message: { contents: 'hi' },
  })

  it.each<[ApprovalMethod, unknown]>([
    ['eth_sendTransaction', { to }],
    ['personal_sign', 'hello'],
    ['eth_signTypedData_v4', { 0: from, 1: '{}', length: 2 }],
    ['personal_sign', null],
    ['personal_sign', undefined],
  ])('refuses %s params that are not an array: %j', (method, params) => {
    expectRefused(() => parseApprovalRequest(method, params), /expects an array of params/)
  })

  it('sets the signer and chain of a transaction from tx.from and tx.chainId', () => {
    const request = parseApprovalRequest('eth_sendTransaction', [
      { from, to, value: '0x1', chainId: '0x7a69', gas: '0x5208' },
    ])
    expect(request).toEqual({
      method: 'eth_sendTransaction',
      tx: { from, to, value: 1n, data: '0x', chainId: 31337 },
      signer: from,
      chainId: 31337,
    })
  })

  it('sets neither signer nor chain when the transaction names none', () => {
    const request = parseApprovalRequest('eth_sendTransaction', [{ to }])
    expect(request).not.toHaveProperty('signer')
    expect(request).not.toHaveProperty('chainId')
  })

  it('passes the transaction errors through as -32602', () => {
    expectRefused(
      () => parseApprovalRequest('eth_sendTransaction', [{ to, authorizationList: [] }]),
      /authorizationList/,
    )
    expectRefused(() => parseApprovalRequest('eth_sendTransaction', []), /must be an object/)
  })

  it('reads personal_sign and sets the signer', () => {
    expect(parseApprovalRequest('personal_sign', ['0x68656c6c6f', from])).toEqual({
      method: 'personal_sign',
      message: '0x68656c6c6f',
      address: from,
      signer: from,
    })
    expect(parseApprovalRequest('personal_sign', ['plain text', from])).toMatchObject({
      message: 'plain text',
      signer: from,
    })
  })

  it.each([
    ['an object message', { text: 'hi' }],
    ['an array message', ['hi']],
    ['a number message', 42],
    ['a message over 1,000,000 characters', 'x'.repeat(1_000_001)],
  ])('refuses personal_sign with %s', (_, message) => {
    expectRefused(() => parseApprovalRequest('personal_sign', [message, from]), /personal_sign: expected the message/)
  })

  it.each([['0xabc'], ['0xABC'], ['0x1']])('refuses the odd-length hex message %j', (message) => {
    expectRefused(() => parseApprovalRequest('personal_sign', [message, from]), /odd length/)
  })

  it('signs an odd-length 0x text that is not hex as text', () => {
    expect(parseApprovalRequest('personal_sign', ['0xabz', from])).toMatchObject({ message: '0xabz' })
  })

  it.each([
    ['no address', undefined],
    ['a short address', '0x1234'],
    ['an object', { address: from }],
    ['the params swapped', 'hello'],
  ])('refuses personal_sign with %s', (_, address) => {
    expectRefused(
      () => parseApprovalRequest('personal_sign', ['0x68656c6c6f', address]),
      /expected \[message, address\]/,
    )
  })

  it('refuses personal_sign with message and address swapped (MetaMask legacy order)', () => {
    expectRefused(() => parseApprovalRequest('personal_sign', [from, '0x68656c6c6f']))
  })

  it('reads eth_signTypedData_v4 from JSON or an object, and sets signer and chain from domain.chainId', () => {
    const fromJson = parseApprovalRequest('eth_signTypedData_v4', [
      from,
      JSON.stringify(typed({ name: 'Shop', chainId: 31337 })),
    ])
    expect(fromJson).toMatchObject({ method: 'eth_signTypedData_v4', address: from, signer: from, chainId: 31337 })
    expect(parseApprovalRequest('eth_signTypedData_v4', [from, typed({ chainId: '0x7a69' })])).toMatchObject({
      chainId: 31337,
    })
    expect(parseApprovalRequest('eth_signTypedData_v4', [from, typed({ chainId: '1' })])).toMatchObject({ chainId: 1 })
  })

  it('sets no chain for typed data whose domain names none', () => {
    const request = parseApprovalRequest('eth_signTypedData_v4', [from, typed({ name: 'Shop' })])
    expect(request.signer).toBe(from)
    expect(request).not.toHaveProperty('chainId')
  })

  it.each([
    ['a bad address', ['0x1234', typed({ chainId: 1 })]],
    ['the params swapped', [typed({ chainId: 1 }), from]],
    ['no params', []],
  ])('refuses eth_signTypedData_v4 with %s', (_, params) => {
    expectRefused(() => parseApprovalRequest('eth_signTypedData_v4', params), /expected \[address, typed data\]/)
  })

  it.each([
    ['bad JSON', '{"types":', /not valid JSON/],
    ['JSON that is not an object', '[1,2]', /typed data: expected an object/],
    ['a number', 42, /typed data: expected an object/],
    [
      'an undeclared message field',
      { ...typed({ chainId: 1 }), message: { contents: 'hi', extra: 1 } },
      /not a field of Mail/,
    ],
    ['domain.chainId 0', typed({ chainId: 0 }), /domain.chainId/],
    [
      'domain.chainId as an object',
      {
        ...typed({}),
        types: { Mail: [{ name: 'contents', type: 'string' }], EIP712Domain: [{ name: 'chainId', type: 'uint256' }] },
        domain: { chainId: { n: 1 } },
      },
      /domain.chainId/,
    ],
    ['domain.chainId above MAX_SAFE_INTEGER', typed({ chainId: '9007199254740992' }), /domain.chainId/],
  ])('refuses typed data with %s as -32602', (_, data, message) => {
    expectRefused(() => parseApprovalRequest('eth_signTypedData_v4', [from, data]), message)
  })
})
