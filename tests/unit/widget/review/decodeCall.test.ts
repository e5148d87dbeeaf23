import { encodeFunctionData, erc20Abi, getAddress, maxUint256, parseAbi, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall, tokensOf, type DecodedCall } from '../../../../widget/src/review/decodeCall'
import { isUnlimitedAmount } from '../../../../widget/src/review/unlimited'

const token = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const permit2 = getAddress('0x000000000022d473030f116ddee9f6b43ac78ba3')
const alice = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const bob = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')

const abi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
])
const permit2Abi = parseAbi(['function approve(address token, address spender, uint160 amount, uint48 expiration)'])

const approve = (amount: bigint) =>
  decodeCall(token, encodeFunctionData({ abi, functionName: 'approve', args: [bob, amount] }))
const increase = (amount: bigint) =>
  decodeCall(token, encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [bob, amount] }))
const permit2Approve = (amount: bigint, expiration = 1_900_000_000) =>
  decodeCall(
    permit2,
    encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [token, bob, amount, expiration] }),
  )

describe('decodeCall: the calls a review names', () => {
  it('names an ERC-20 transfer, with the called contract as the token', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1_500_000n] })
    expect(decodeCall(token, data)).toEqual({ kind: 'transfer', token, to: bob, amount: 1_500_000n })
  })

  it('names transferFrom', () => {
    const data = encodeFunctionData({ abi, functionName: 'transferFrom', args: [alice, bob, 7n] })
    expect(decodeCall(token, data)).toEqual({ kind: 'transferFrom', token, from: alice, to: bob, amount: 7n })
  })

  it('names approve, with the spender and the amount', () => {
    expect(approve(1_000n)).toEqual({ kind: 'approve', token, spender: bob, amount: 1_000n, unlimited: false })
  })

  it('names increaseAllowance', () => {
    expect(increase(42n)).toEqual({ kind: 'increaseAllowance', token, spender: bob, amount: 42n, unlimited: false })
  })

  it.each([true, false])('names setApprovalForAll(%s), with the called contract as the collection', (approved) => {
    const data = encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [bob, approved] })
    expect(decodeCall(token, data)).toEqual({ kind: 'setApprovalForAll', collection: token, operator: bob, approved })
  })

  it("names Permit2's approve: the token is an argument, the called contract is Permit2", () => {
    expect(permit2Approve(5_000_000n, 1_900_000_000)).toEqual({
      kind: 'permit2Approve',
      permit2,
      token,
      spender: bob,
      amount: 5_000_000n,
      unlimited: false,
      expiration: 1_900_000_000n,
    })
  })

  it('tells the two approve selectors apart', () => {
    const erc20 = encodeFunctionData({ abi, functionName: 'approve', args: [bob, 1n] })
    const p2 = encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [token, bob, 1n, 1] })
    expect(erc20.slice(0, 10)).toBe('0x095ea7b3')
    expect(p2.slice(0, 10)).toBe('0x87517c45')
  })

  it('names no call from upper-case calldata (the parser lower-cases data before the review): raw data, never a wrong name', () => {
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [bob, maxUint256] })
    expect(decodeCall(token, ('0x' + data.slice(2).toUpperCase()) as Hex)).toEqual({
      kind: 'unknown',
      selector: '0x095EA7B3',
    })
  })
})

describe('decodeCall: unlimited allowances', () => {
  const half256 = 2n ** 255n

  it.each([
    ['maxUint256', true, maxUint256],
    ['maxUint256 - 1', true, maxUint256 - 1n],
    ['2^255', true, half256],
    ['2^255 + 1', true, half256 + 1n],
    ['2^255 - 1 (= maxUint256 / 2)', false, half256 - 1n],
    ['maxUint256 / 2 - 1 (= 2^255 - 2)', false, maxUint256 / 2n - 1n],
    ['10^30', false, 10n ** 30n],
    ['0', false, 0n],
  ])('approve of %s: unlimited %s', (_, unlimited, amount) => {
    expect(approve(amount)).toMatchObject({ kind: 'approve', amount, unlimited })
    expect(increase(amount)).toMatchObject({ kind: 'increaseAllowance', amount, unlimited })
  })

  it('computes maxUint256 / 2n as 2^255 - 1 (integer division), which is below the threshold', () => {
    expect(maxUint256 / 2n).toBe(half256 - 1n)
    expect(isUnlimitedAmount(maxUint256 / 2n)).toBe(false)
    expect(isUnlimitedAmount(maxUint256 / 2n + 1n)).toBe(true)
  })

  const half160 = 2n ** 159n
  it.each([
    ['maxUint160', true, 2n ** 160n - 1n],
    ['2^159', true, half160],
    ['2^159 - 1', false, half160 - 1n],
    ['10^30', false, 10n ** 30n],
  ])('Permit2 approve of %s: unlimited %s (half of uint160)', (_, unlimited, amount) => {
    expect(permit2Approve(amount)).toMatchObject({ kind: 'permit2Approve', amount, unlimited })
  })

  it('isUnlimitedAmount refuses a bit width outside 1..256', () => {
    expect(() => isUnlimitedAmount(1n, 0)).toThrow(RangeError)
    expect(() => isUnlimitedAmount(1n, 257)).toThrow(RangeError)
    expect(() => isUnlimitedAmount(1n, 1.5)).toThrow(RangeError)
  })
})

describe('decodeCall: what it cannot name', () => {
  it('is undefined for a plain value transfer', () => {
    expect(decodeCall(token, '0x')).toBeUndefined()
  })

  it('gives the selector of an unknown call', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [bob, 1n],
    })
    expect(decodeCall(token, data)).toEqual({ kind: 'unknown', selector: data.slice(0, 10) })
    expect(decodeCall(token, '0xdeadbeef')).toEqual({ kind: 'unknown', selector: '0xdeadbeef' })
  })

  it('gives shorter-than-a-selector data as it is', () => {
    expect(decodeCall(token, '0x12')).toEqual({ kind: 'unknown', selector: '0x12' })
    expect(decodeCall(token, '0xa9059c')).toEqual({ kind: 'unknown', selector: '0xa9059c' })
  })

  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })
  const permit = encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [token, bob, 1n, 1] })
  it.each([
    ['the bare transfer selector', transfer.slice(0, 10)],
    ['transfer with one of two words', transfer.slice(0, 10 + 64)],
    ['transfer one byte short', transfer.slice(0, -2)],
    ['transfer with half a word', transfer.slice(0, 10 + 32)],
    ['Permit2 approve with three of four words', permit.slice(0, 10 + 3 * 64)],
  ])('treats truncated calldata of a known selector (%s) as unknown', (_, data) => {
    expect(decodeCall(token, data as Hex)).toEqual({ kind: 'unknown', selector: data.slice(0, 10) })
  })

  it.each([
    ['2', '00'.repeat(31) + '02'],
    ['a 1 in the high byte', '01' + '00'.repeat(31)],
  ])('names no setApprovalForAll whose bool word is %s (neither 0 nor 1)', (_, word) => {
    const data = encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [bob, true] })
    expect(decodeCall(token, (data.slice(0, -64) + word) as Hex)).toEqual({ kind: 'unknown', selector: '0xa22cb465' })
  })

  it('names a call with trailing bytes after its arguments (the contract ignores them too)', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })
    expect(decodeCall(token, (data + 'deadbeef') as Hex)).toEqual({ kind: 'transfer', token, to: bob, amount: 5n })
  })
})

describe('tokensOf', () => {
  const cases: [string, DecodedCall | undefined, Address[]][] = [
    ['no call', undefined, []],
    ['an unknown call', { kind: 'unknown', selector: '0xdeadbeef' }, []],
    [
      'setApprovalForAll (an NFT collection, no amount)',
      { kind: 'setApprovalForAll', collection: token, operator: bob, approved: true },
      [],
    ],
    ['transfer', { kind: 'transfer', token, to: bob, amount: 1n }, [token]],
    ['transferFrom', { kind: 'transferFrom', token, from: alice, to: bob, amount: 1n }, [token]],
    ['approve', { kind: 'approve', token, spender: bob, amount: 1n, unlimited: false }, [token]],
    ['increaseAllowance', { kind: 'increaseAllowance', token, spender: bob, amount: 1n, unlimited: false }, [token]],
  ]
  it.each(cases)('%s', (_, call, tokens) => {
    expect(tokensOf(call)).toEqual(tokens)
  })

  it("names Permit2's token argument, never Permit2 itself", () => {
    expect(tokensOf(permit2Approve(1n))).toEqual([token])
  })
})
