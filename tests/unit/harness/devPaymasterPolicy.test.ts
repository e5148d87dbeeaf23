import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeFunctionData, erc20Abi, pad, parseAbi, type Address, type Hex } from 'viem'
import { sponsorshipDecision } from '../../../harness/devPaymaster'

const ACCOUNT: Address = '0x1111111111111111111111111111111111111111'
const TOKEN: Address = '0x2222222222222222222222222222222222222222'
const abi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function addSigner(bytes signer)',
  'function execute2(bytes32 mode, bytes executionData)',
])
const BATCH = pad('0x01', { dir: 'right', size: 32 })
const CALLS = [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }] as const

const batch = (calls: [Address, bigint, Hex][], mode: Hex = BATCH) =>
  encodeFunctionData({ abi, functionName: 'execute', args: [mode, encodeAbiParameters(CALLS, [calls])] })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ACCOUNT, 5n] })
const decide = (callData: Hex) => sponsorshipDecision({ sender: ACCOUNT, callData })

describe('the dev paymaster sponsors what moves no native value', () => {
  it('sponsors token calls and a multi-call batch with no value', () => {
    expect(decide(batch([[TOKEN, 0n, transfer]]))).toEqual({ sponsor: true })
    expect(
      decide(
        batch([
          [TOKEN, 0n, transfer],
          [TOKEN, 0n, '0x'],
        ]),
      ),
    ).toEqual({ sponsor: true })
  })

  it('sponsors the account adding an owner to itself', () => {
    const addSigner = encodeFunctionData({
      abi,
      functionName: 'addSigner',
      args: ['0x1234567890123456789012345678901234567890abcdef'],
    })
    expect(decide(batch([[ACCOUNT, 0n, addSigner]]))).toEqual({ sponsor: true })
  })

  it('refuses any call that moves native value, even one of several', () => {
    expect(decide(batch([[TOKEN, 1n, '0x']]))).toEqual({
      sponsor: false,
      reason: expect.stringContaining('moves native value'),
    })
    expect(
      decide(
        batch([
          [TOKEN, 0n, transfer],
          [TOKEN, 10n ** 18n, '0x'],
        ]),
      ),
    ).toMatchObject({ sponsor: false })
  })

  it('refuses a call from the account to itself other than owner management (a nested batch could hide value)', () => {
    const nested = batch([[TOKEN, 10n ** 18n, '0x']])
    expect(decide(batch([[ACCOUNT, 0n, nested]]))).toEqual({
      sponsor: false,
      reason: expect.stringContaining('calls itself'),
    })
    expect(decide(batch([[ACCOUNT, 0n, '0x']]))).toMatchObject({ sponsor: false })
  })

  it('refuses what it cannot decode: another function, another mode, truncated or garbage data, an empty batch', () => {
    const other = encodeFunctionData({
      abi,
      functionName: 'execute2',
      args: [BATCH, encodeAbiParameters(CALLS, [[[TOKEN, 0n, '0x']]])],
    })
    const full = batch([[TOKEN, 0n, transfer]])
    for (const callData of <Hex[]>[
      other,
      batch([[TOKEN, 0n, '0x']], pad('0x0101', { dir: 'right', size: 32 })),
      full.slice(0, full.length - 64) as Hex,
      '0x',
      '0xe9ae5c53',
      'nonsense' as Hex,
      batch([]),
    ]) {
      expect(decide(callData), callData.slice(0, 20)).toMatchObject({ sponsor: false, reason: expect.any(String) })
    }
  })

  it('refuses an offset pointing outside the data rather than throwing', () => {
    const hostile = `0xe9ae5c53${BATCH.slice(2)}${'ff'.repeat(32)}` as Hex
    expect(decide(hostile)).toEqual({ sponsor: false, reason: 'callData could not be decoded' })
  })
})
