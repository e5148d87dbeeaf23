import { decodeAbiParameters, toEventSelector, type Address, type Hex, type Log } from 'viem'
import { decodeRevertReason } from '../chain/revertReason'

const BEFORE_EXECUTION = toEventSelector('BeforeExecution()')
const USER_OPERATION_EVENT = toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)')
const REVERT_REASON = toEventSelector('UserOperationRevertReason(bytes32,address,uint256,bytes)')
const POST_OP_REVERT_REASON = toEventSelector('PostOpRevertReason(bytes32,address,uint256,bytes)')
/** The pseudo-address under which `traceTransfers` logs native currency moves. */
const NATIVE_PSEUDO_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type ReadUserOperationLogsReturnType = {
  /** The logs whose transfers the review shows: all of the run's, but the account's prefund to the EntryPoint. */
  logs: Log[]
  /**
   * The same without the fee the operator's token paymaster takes (its fee token, between it and the account,
   * either way: it takes the approval's most and pays back the rest), which moves with the base fee.
   */
  compared: Log[]
  /** Why the operation failed, when handleOps ran it and it did not succeed (its calls or the paymaster's postOp). */
  failure?: string
}

/**
 * What the bundle transaction of one UserOperation did (review/simulateTransaction.ts), from its logs. handleOps
 * does not revert when the operation's calls do: the EntryPoint says so in `UserOperationEvent`, with the reason in
 * `UserOperationRevertReason` or `PostOpRevertReason`. The native currency the account sends the EntryPoint while it
 * is validated (before `BeforeExecution`) is its prefund: the network fee, which the review shows on its own row.
 * Everything else, a paymaster's charge included, is a balance change.
 */
export function readUserOperationLogs(
  logs: Log[],
  {
    account,
    entryPoint,
    feeTaker,
  }: {
    account: Address
    entryPoint: Address
    /**
     * The operator's token paymaster and its fee token, when it is the operation's paymaster: its code is the
     * deployment's, so what it moves of that token is its fee. Any other paymaster (a site's names any contract,
     * one that may be a call's target too) is compared on all it moves.
     */
    feeTaker?: { paymaster: Address; token: Address } | undefined
  },
): ReadUserOperationLogsReturnType {
  const fromEntryPoint = (log: Log) => log.address.toLowerCase() === entryPoint.toLowerCase()
  const executionAt = logs.findIndex((log) => fromEntryPoint(log) && log.topics[0] === BEFORE_EXECUTION)
  const prefund = (log: Log, index: number) =>
    (executionAt < 0 || index < executionAt) &&
    log.address.toLowerCase() === NATIVE_PSEUDO_ADDRESS &&
    topicAddress(log.topics[1]) === account.toLowerCase() &&
    topicAddress(log.topics[2]) === entryPoint.toLowerCase()
  const shown = logs.filter((log, index) => !prefund(log, index))
  const parties = [account.toLowerCase(), feeTaker?.paymaster.toLowerCase()]
  const between = (log: Log) =>
    parties.includes(topicAddress(log.topics[1])) && parties.includes(topicAddress(log.topics[2]))
  const fee = (log: Log) =>
    feeTaker !== undefined && log.address.toLowerCase() === feeTaker.token.toLowerCase() && between(log)
  const compared = shown.filter((log) => !fee(log))
  const event = logs.find((log) => fromEntryPoint(log) && log.topics[0] === USER_OPERATION_EVENT)
  if (!event) return { logs: shown, compared, failure: 'the EntryPoint did not run the UserOperation' }
  const [, success] = decodeAbiParameters([{ type: 'uint256' }, { type: 'bool' }], event.data)
  if (success) return { logs: shown, compared }
  const reason = logs.find(
    (log) => fromEntryPoint(log) && (log.topics[0] === REVERT_REASON || log.topics[0] === POST_OP_REVERT_REASON),
  )
  if (!reason) return { logs: shown, compared, failure: 'the UserOperation reverted' }
  const [, revertData] = decodeAbiParameters([{ type: 'uint256' }, { type: 'bytes' }], reason.data)
  const why = revertData === '0x' ? 'reverted' : decodeRevertReason(revertData)
  return {
    logs: shown,
    compared,
    failure: reason.topics[0] === POST_OP_REVERT_REASON ? `the paymaster's postOp failed: ${why}` : why,
  }
}

const topicAddress = (topic: Hex | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : undefined)
