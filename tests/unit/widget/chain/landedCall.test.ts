import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  pad,
  parseAbi,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { landedCall } from '../../../../widget/src/chain/landedCall'
import { transferMismatch, type PendingTransfer } from '../../../../widget/src/send/pendingTransfer'
import { ACCOUNT, RECIPIENT } from '../../../support/sendFixtures'

/*
 * What landed under a hash, against the transfer the visitor reviewed. A passkey wallet's transfer
 * lands inside a bundle: a `handleOps` transaction of the EntryPoint (v0.8), sent by the bundler,
 * whose UserOperation for the account executes an ERC-7821 batch of exactly that one call.
 */

const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as const
const FEE_PAYMASTER = '0xFe2c778431f56eb3b293dcC34D4BD6bb7eF41f38' as const
/** The chain as the widget's smart accounts meet it: the EntryPoint, and the approval a fee in a token may put first. */
const ON_CHAIN = {
  entryPoint: ENTRY_POINT,
  feeApproval: { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', spender: FEE_PAYMASTER },
} as const
const BUNDLER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const
const STRANGER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const HASH = `0x${'1'.repeat(64)}` as const

type Call = readonly [to: Address, value: bigint, data: Hex]

/** ERC-7821 `execute(mode, executionData)`, batch mode 0x01 without opData, executionData `abi.encode(Call[])`. */
const execute = (calls: Call[]): Hex =>
  encodeFunctionData({
    abi: parseAbi(['function execute(bytes32 mode, bytes executionData)']),
    functionName: 'execute',
    args: [
      `0x01${'00'.repeat(31)}`,
      encodeAbiParameters(
        [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }],
        [calls.map((call) => [...call] as const)],
      ),
    ],
  })

const operation = (sender: Address, callData: Hex) => ({
  sender,
  nonce: 0n,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: pad('0x0186a0000186a0', { size: 32 }),
  preVerificationGas: 50_000n,
  gasFees: pad('0x3b9aca000077359400', { size: 32 }),
  paymasterAndData: '0x' as Hex,
  signature: `0x${'ab'.repeat(65)}` as Hex,
})

const handleOps = (...operations: ReturnType<typeof operation>[]): Hex =>
  encodeFunctionData({ abi: entryPoint08Abi, functionName: 'handleOps', args: [operations, BUNDLER] })

type Log = { address: Address; topics: Hex[]; data: Hex }

/** The EntryPoint's `UserOperationEvent` for `sender` (logged by `address`, the EntryPoint unless a test says otherwise). */
const operationEvent = (sender: Address, success: boolean, address: Address = ENTRY_POINT): Log => ({
  address,
  topics: encodeEventTopics({
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    args: { userOpHash: `0x${'99'.repeat(32)}`, sender, paymaster: zeroAddress },
  }) as Hex[],
  data: encodeAbiParameters(
    [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
    [0n, success, 21_000_000_000_000n, 90_000n],
  ),
})
/** What else a bundle's receipt holds: the EntryPoint's BeforeExecution, and a token's Transfer. */
const beforeExecution: Log = {
  address: ENTRY_POINT,
  topics: encodeEventTopics({ abi: entryPoint08Abi, eventName: 'BeforeExecution' }) as Hex[],
  data: '0x',
}
const tokenTransfer: Log = {
  address: TOKEN,
  topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: ACCOUNT, to: RECIPIENT } }) as Hex[],
  data: encodeAbiParameters([{ type: 'uint256' }], [1000n]),
}

/** The bundle transaction: sent by the bundler with its own (low) nonce, to the EntryPoint. */
const bundle = (input: Hex, patch: Record<string, unknown> = {}) => ({
  from: BUNDLER,
  to: ENTRY_POINT,
  value: '0x0',
  input,
  nonce: '0x0',
  chainId: '0x7a69',
  ...patch,
})

/** A chain holding `tx` under HASH, with a receipt of `logs` (null: no receipt). */
const chainWith = (tx: Record<string, unknown> | null, logs: Log[] | null = []) =>
  ({
    request: async ({ method, params }: { method: string; params: [string] }) => {
      if (params[0] !== HASH) return null
      if (method === 'eth_getTransactionByHash') return tx
      if (method === 'eth_getTransactionReceipt') return logs && { status: '0x1', transactionHash: HASH, logs }
      throw new Error(`unexpected ${method}`)
    },
  }) as unknown as ChainClient

/** The reviewed transfer: 1000 wei to RECIPIENT, by an account whose transaction count was 7 when it was sent. */
const native: PendingTransfer = {
  hash: HASH,
  minNonce: 7,
  chainId: 31337,
  from: ACCOUNT,
  token: 'native',
  to: RECIPIENT,
  amount: '1000',
}
const token: PendingTransfer = { ...native, token: TOKEN }
const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** The account's operation with `calls`, in a bundle whose receipt says it succeeded. */
const landedBundle = (calls: Call[]) =>
  chainWith(bundle(handleOps(operation(ACCOUNT, execute(calls)))), [beforeExecution, operationEvent(ACCOUNT, true)])

describe('landedCall: a plain transaction', () => {
  it('is read as the account sent it, whether or not the chain has an EntryPoint', async () => {
    const sent = chainWith({
      from: ACCOUNT,
      to: RECIPIENT,
      value: '0x3e8',
      input: '0x',
      nonce: '0x7',
      chainId: '0x7a69',
    })
    const expected = { from: ACCOUNT, to: RECIPIENT, value: 1000n, input: '0x', nonce: 7, chainId: 31337 }
    expect(await landedCall(sent, HASH, ACCOUNT, undefined)).toEqual(expected)
    expect(await landedCall(sent, HASH, ACCOUNT, ON_CHAIN)).toEqual(expected)
    expect(await transferMismatch(sent, native, ACCOUNT, ON_CHAIN)).toBeUndefined()
  })

  it('that is not on the chain is a mismatch', async () => {
    expect(await transferMismatch(chainWith(null), native, ACCOUNT, ON_CHAIN)).toBe('the transaction (not found)')
  })
})

describe('landedCall: a bundle of the EntryPoint with the account’s UserOperation', () => {
  it('a native transfer in the operation, which the EntryPoint logged as successful, is the reviewed transfer (the bundler’s nonce does not count)', async () => {
    const chain = landedBundle([[RECIPIENT, 1000n, '0x']])
    expect(await landedCall(chain, HASH, ACCOUNT, ON_CHAIN)).toEqual({
      from: ACCOUNT,
      to: RECIPIENT,
      value: 1000n,
      input: '0x',
      nonce: undefined,
      chainId: 31337,
    })
    expect(await transferMismatch(chain, native, ACCOUNT, ON_CHAIN)).toBeUndefined()
  })

  it('a token transfer in the operation is the reviewed token transfer', async () => {
    const chain = chainWith(
      bundle(handleOps(operation(ACCOUNT, execute([[TOKEN, 0n, transferData(RECIPIENT, 1000n)]])))),
      [beforeExecution, tokenTransfer, operationEvent(ACCOUNT, true)],
    )
    expect(await transferMismatch(chain, token, ACCOUNT, ON_CHAIN)).toBeUndefined()
  })

  it('the account’s operation among other senders’ operations in the same bundle is found', async () => {
    const chain = chainWith(
      bundle(
        handleOps(
          operation(STRANGER, execute([[STRANGER, 5n, '0x']])),
          operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])),
        ),
      ),
      [beforeExecution, operationEvent(STRANGER, false), operationEvent(ACCOUNT, true)],
    )
    expect(await transferMismatch(chain, native, ACCOUNT, ON_CHAIN)).toBeUndefined()
  })

  it.each<[string, ChainClient, string]>([
    [
      'the EntryPoint says the operation failed',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])))), [
        beforeExecution,
        operationEvent(ACCOUNT, false),
      ]),
      'the transaction (the operation did not succeed)',
    ],
    [
      'the receipt has no UserOperationEvent',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])))), [beforeExecution]),
      'the transaction (the operation did not succeed)',
    ],
    [
      'there is no receipt',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])))), null),
      'the transaction (the operation did not succeed)',
    ],
    [
      'the success is logged by another contract than the EntryPoint',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])))), [
        operationEvent(ACCOUNT, true, TOKEN),
        operationEvent(ACCOUNT, false),
      ]),
      'the transaction (the operation did not succeed)',
    ],
    [
      'the only success logged is another sender’s',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])))), [
        operationEvent(STRANGER, true),
      ]),
      'the transaction (the operation did not succeed)',
    ],
    [
      'the only operation is another sender’s',
      chainWith(bundle(handleOps(operation(STRANGER, execute([[RECIPIENT, 1000n, '0x']])))), [
        operationEvent(STRANGER, true),
      ]),
      'the transaction (not one call of this account)',
    ],
    [
      'the operation has two calls',
      landedBundle([
        [RECIPIENT, 1000n, '0x'],
        [STRANGER, 1n, '0x'],
      ]),
      'the transaction (not one call of this account)',
    ],
    [
      'the bundle holds two operations of the account',
      chainWith(
        bundle(
          handleOps(
            operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])),
            operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']])),
          ),
        ),
        [operationEvent(ACCOUNT, true)],
      ),
      'the transaction (not one call of this account)',
    ],
    [
      'the operation’s callData is not an ERC-7821 execute',
      chainWith(bundle(handleOps(operation(ACCOUNT, transferData(RECIPIENT, 1000n)))), [operationEvent(ACCOUNT, true)]),
      'the transaction (not one call of this account)',
    ],
    ['the call goes to another recipient', landedBundle([[STRANGER, 1000n, '0x']]), 'the recipient'],
    ['the call moves another amount', landedBundle([[RECIPIENT, 1001n, '0x']]), 'the amount'],
    ['the call carries data besides the value', landedBundle([[RECIPIENT, 1000n, '0x12345678']]), 'the amount'],
    [
      'the bundle is on another network',
      chainWith(bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']]))), { chainId: '0x1' }), [
        operationEvent(ACCOUNT, true),
      ]),
      'the network',
    ],
  ])('a mismatch when %s', async (_, chain, mismatch) => {
    expect(await transferMismatch(chain, native, ACCOUNT, ON_CHAIN)).toBe(mismatch)
  })

  it.each<[string, Call, string]>([
    ['another recipient', [TOKEN, 0n, transferData(STRANGER, 1000n)], 'the recipient'],
    ['another amount', [TOKEN, 0n, transferData(RECIPIENT, 999n)], 'the amount'],
    ['another token', [STRANGER, 0n, transferData(RECIPIENT, 1000n)], 'the token'],
  ])('a token transfer in the operation with %s is a mismatch', async (_, call, mismatch) => {
    expect(await transferMismatch(landedBundle([call]), token, ACCOUNT, ON_CHAIN)).toBe(mismatch)
  })

  it('a bundle sent to an address that is not the configured EntryPoint is read as a plain transaction: its sender is the bundler', async () => {
    const elsewhere = chainWith(
      bundle(handleOps(operation(ACCOUNT, execute([[RECIPIENT, 1000n, '0x']]))), { to: STRANGER }),
      [operationEvent(ACCOUNT, true, STRANGER)],
    )
    expect(await landedCall(elsewhere, HASH, ACCOUNT, ON_CHAIN)).toMatchObject({ from: BUNDLER, to: STRANGER })
    expect(await transferMismatch(elsewhere, native, ACCOUNT, ON_CHAIN)).toBe('the sender')
  })

  it('on a chain without a passkey wallet (no EntryPoint given) a bundle is a plain transaction too', async () => {
    expect(await transferMismatch(landedBundle([[RECIPIENT, 1000n, '0x']]), native, ACCOUNT, undefined)).toBe(
      'the sender',
    )
  })
})

describe('landedCall: a fee paid in a token', () => {
  const approval = (spender: Address, amount = 4_200_000n): Call => [
    ON_CHAIN.feeApproval.token,
    0n,
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  ]

  it('an approval of the fee token to the token paymaster before the send is the operation’s, not the send', async () => {
    const chain = landedBundle([approval(FEE_PAYMASTER), [RECIPIENT, 1000n, '0x']])
    expect(await transferMismatch(chain, native, ACCOUNT, ON_CHAIN)).toBeUndefined()
  })

  it('an approval to anyone else, or with no fee paymaster on the chain, is a mismatch', async () => {
    const toStranger = landedBundle([approval(STRANGER), [RECIPIENT, 1000n, '0x']])
    expect(await transferMismatch(toStranger, native, ACCOUNT, ON_CHAIN)).toBe(
      'the transaction (not one call of this account)',
    )
    const noFeePaymaster = landedBundle([approval(FEE_PAYMASTER), [RECIPIENT, 1000n, '0x']])
    expect(await transferMismatch(noFeePaymaster, native, ACCOUNT, { entryPoint: ENTRY_POINT })).toBe(
      'the transaction (not one call of this account)',
    )
  })
})
