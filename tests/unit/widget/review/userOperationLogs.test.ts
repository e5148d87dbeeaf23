import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeErrorResult, pad, parseAbi, toEventSelector, type Address } from 'viem'
import { decodeRevertReason } from '../../../../widget/src/chain/revertReason'
import { balanceChangesOf } from '../../../../widget/src/review/balanceChangesOf'
import { readUserOperationLogs } from '../../../../widget/src/review/userOperationLogs'
import {
  beforeExecution as entryPointBefore,
  log,
  operationEvent as operationEventOf,
  topic,
  transfer,
} from '../../support/userOperationEvents'

const ACCOUNT: Address = '0x1111111111111111111111111111111111111111'
const ENTRY_POINT: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const PAYMASTER: Address = '0x344825295889D9b4f8aBc9bF79385C67F225304F'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const beforeExecution = entryPointBefore(ENTRY_POINT)
const operationEvent = (success: boolean) => operationEventOf(ENTRY_POINT, ACCOUNT, PAYMASTER, success)

describe('readUserOperationLogs', () => {
  it('leaves out the prefund the account pays the EntryPoint while validated (the fee row shows it), never a later payment to it', () => {
    const { logs, failure } = readUserOperationLogs(
      [
        transfer(NATIVE, ACCOUNT, ENTRY_POINT, 900n),
        beforeExecution,
        transfer(NATIVE, ACCOUNT, ENTRY_POINT, 5n),
        operationEvent(true),
      ],
      { account: ACCOUNT, entryPoint: ENTRY_POINT },
    )
    expect(failure).toBeUndefined()
    expect(balanceChangesOf(logs, ACCOUNT)).toEqual([{ token: 'native', diff: -5n }])
  })

  it('keeps the operator’s token paymaster’s charge as a balance change, and leaves it out of what two environments are compared on', () => {
    const { logs, compared } = readUserOperationLogs(
      [
        transfer(TOKEN, ACCOUNT, PAYMASTER, 840n),
        beforeExecution,
        transfer(TOKEN, ACCOUNT, ENTRY_POINT, 3n),
        transfer(TOKEN, PAYMASTER, ACCOUNT, 40n),
        operationEvent(true),
      ],
      { account: ACCOUNT, entryPoint: ENTRY_POINT, feeTaker: { paymaster: PAYMASTER, token: TOKEN } },
    )
    expect(balanceChangesOf(logs, ACCOUNT)).toEqual([{ token: TOKEN, diff: -803n }])
    expect(balanceChangesOf(compared, ACCOUNT)).toEqual([{ token: TOKEN, diff: -3n }])
  })

  it('compares everything else: another token moved between the account and the fee taker, and any paymaster that is not the operator’s token paymaster', () => {
    const OTHER: Address = '0x2222222222222222222222222222222222222222'
    const run = [
      transfer(TOKEN, ACCOUNT, PAYMASTER, 840n),
      beforeExecution,
      // The calls hand the paymaster another token, and it pays something back: a site's paymaster can be a call's target too.
      transfer(OTHER, ACCOUNT, PAYMASTER, 500n),
      transfer(OTHER, PAYMASTER, ACCOUNT, 1000n),
      operationEvent(true),
    ]
    const byOperator = readUserOperationLogs(run, {
      account: ACCOUNT,
      entryPoint: ENTRY_POINT,
      feeTaker: { paymaster: PAYMASTER, token: TOKEN },
    })
    expect(balanceChangesOf(byOperator.compared, ACCOUNT)).toEqual([{ token: OTHER, diff: 500n }])
    // A paymaster the site named is not trusted to take only a fee: all it moves is compared.
    const bySite = readUserOperationLogs(run, { account: ACCOUNT, entryPoint: ENTRY_POINT })
    expect(balanceChangesOf(bySite.compared, ACCOUNT)).toEqual(balanceChangesOf(bySite.logs, ACCOUNT))
  })

  it('an operation whose calls revert inside handleOps is a failure with their reason, though the bundle succeeded', () => {
    const reason = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['no reward'],
    })
    const { failure } = readUserOperationLogs(
      [
        beforeExecution,
        log(
          ENTRY_POINT,
          [toEventSelector('UserOperationRevertReason(bytes32,address,uint256,bytes)'), pad('0x01'), topic(ACCOUNT)],
          encodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], [0n, reason]),
        ),
        operationEvent(false),
      ],
      { account: ACCOUNT, entryPoint: ENTRY_POINT },
    )
    expect(failure).toContain('no reward')
  })

  it('a bundle in which the EntryPoint never ran the operation is a failure', () => {
    expect(readUserOperationLogs([], { account: ACCOUNT, entryPoint: ENTRY_POINT }).failure).toBe(
      'the EntryPoint did not run the UserOperation',
    )
  })

  it('an operation the EntryPoint refuses (handleOps reverts) reads as its AA reason', () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error FailedOp(uint256 opIndex, string reason)']),
      errorName: 'FailedOp',
      args: [0n, "AA21 didn't pay prefund"],
    })
    expect(decodeRevertReason(data)).toBe("AA21 didn't pay prefund")
  })
})
