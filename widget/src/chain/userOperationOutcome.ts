import { decodeEventLog, type Address, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'

/** A log as a receipt holds it. */
export type ReceiptLog = { address: Address; topics: [Hex, ...Hex[]]; data: Hex }

/**
 * What the EntryPoint's logs of a bundle say of `account`'s UserOperation in it: whether it
 * succeeded, and the logs its calls emitted (those between the previous operation's end, or the
 * start of execution, and its own UserOperationEvent; the EntryPoint's own left out). Undefined
 * when the bundle holds no operation of the account.
 */
export function userOperationOutcome<L extends ReceiptLog>(
  logs: readonly L[],
  entryPoint: Address,
  account: Address,
): { success: boolean; logs: L[] } | undefined {
  let segment: L[] = []
  for (const log of logs) {
    if (log.address.toLowerCase() !== entryPoint.toLowerCase()) {
      segment.push(log)
      continue
    }
    let event
    try {
      event = decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })
    } catch {
      continue
    }
    if (event.eventName === 'BeforeExecution') segment = []
    if (event.eventName !== 'UserOperationEvent') continue
    if (event.args.sender.toLowerCase() === account.toLowerCase()) return { success: event.args.success, logs: segment }
    segment = []
  }
  return undefined
}
