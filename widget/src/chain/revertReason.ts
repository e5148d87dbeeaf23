import { cleanErrorText } from '../../../protocol/cleanErrorText'
import { decodeErrorResult, isHex, parseAbi, type Hex } from 'viem'

/** Errors a token transfer commonly reverts with: Solidity's own, OpenZeppelin 5's ERC-20 errors, the EntryPoint's. */
const knownErrors = parseAbi([
  'error Error(string reason)',
  'error Panic(uint256 code)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
  // The EntryPoint's refusal of a UserOperation (the passkey wallet's preview runs handleOps): "AA21 didn't pay prefund".
  'error FailedOp(uint256 opIndex, string reason)',
  'error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)',
])

/** A readable reason for revert data: the message of `Error(string)`, or a known custom error by name. */
export function decodeRevertReason(data: Hex): string {
  if (data === '0x') return 'the call reverted without a reason'
  try {
    const { errorName, args } = decodeErrorResult({ abi: knownErrors, data })
    if (errorName === 'Error') return cleanErrorText(String(args[0])) || 'the call reverted'
    if (errorName === 'Panic') return `panic ${String(args[0])}`
    if (errorName === 'FailedOp' || errorName === 'FailedOpWithRevert') return cleanErrorText(String(args[1]))
    return `${errorName}(${(args ?? []).map(String).join(', ')})`.slice(0, 200)
  } catch {
    return 'the call reverted'
  }
}

/** Finds revert data in an RPC or viem error, wherever the provider put it. */
export function revertDataOf(error: unknown): Hex | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { data, cause } = current as { data?: unknown; cause?: unknown }
    if (typeof data === 'string' && isHex(data)) return data
    if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string')
      return (data as { data: Hex }).data
    current = cause
  }
  return undefined
}

/** The reason a call failed: decoded revert data when there is some, else the error's own words. */
export function failureReason(error: unknown): string {
  const data = revertDataOf(error)
  if (data && data !== '0x') return decodeRevertReason(data)
  const { shortMessage, details, message } = (error ?? {}) as {
    shortMessage?: string
    details?: string
    message?: string
  }
  return cleanErrorText(details ?? shortMessage ?? message ?? String(error))
}
