import { isHex, stringToHex, toFunctionSelector } from 'viem'
import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'

/** proposeRecovery(bytes)'s selector as hex digits, lower case (devchain/contracts/PasskeyRecovery.sol). */
const PROPOSE_RECOVERY = toFunctionSelector('proposeRecovery(bytes)').slice(2)

/**
 * Whether a request of a site holds a recovery proposal anywhere: not only as its own call, but inside another
 * (`execute(victim, 0, proposeRecovery(…))` sent by a smart account or a 7702-delegated EOA to itself, which the
 * widget sees as a key), in typed data that authorizes calls (a SafeTx's `data`, a UserOperation's `callData`),
 * or in a message's bytes. A plain, case-insensitive scan of all the hex at any offset: no decoder can know every
 * account's execute, multicall or module encoding, and a 4-byte scan cannot be fooled by one.
 *
 * False positives are negligible and acceptable: a given 8-digit hex string turns up by chance at a given offset
 * of random bytes with probability 16^-8 (1 in 4.3 billion), so even 100 kB of calldata matches about once in
 * 20,000 requests; this selector has letters, so no decimal number holds it; and a site's request refused by
 * mistake only fails with a clear error, it moves nothing. Typed data's numbers are scanned as 32-byte words too,
 * for a contract that reads bytes from uint256 fields.
 */
export function holdsRecoveryProposal(request: ApprovalRequest): boolean {
  return hexOf(request).some((hex) => hex.toLowerCase().includes(PROPOSE_RECOVERY))
}

function hexOf(request: ApprovalRequest): string[] {
  switch (request.method) {
    case 'eth_sendTransaction':
      return [request.tx.data]
    case 'wallet_sendCalls':
      return request.batch.calls.map((call) => call.data)
    case 'personal_sign':
      return [request.message, isHex(request.message) ? '' : stringToHex(request.message)]
    case 'eth_signTypedData_v4': {
      const strings: string[] = []
      collect(request.data, strings)
      const words = strings
        .filter((text) => /^\d{1,78}$/.test(text))
        .map((n) => BigInt(n).toString(16).padStart(64, '0'))
      return [...strings, words.join('')]
    }
  }
}

/** Every string, number and key in typed data, in order. */
function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (typeof value === 'bigint' || Number.isSafeInteger(value)) into.push(String(value))
  else if (Array.isArray(value)) for (const item of value) collect(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.push(key)
      collect(item, into)
    }
}
