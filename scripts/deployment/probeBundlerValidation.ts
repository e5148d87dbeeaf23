import { bytesToHex, type Address } from 'viem'

export type ProbeBundlerValidationParameters = {
  bundlerUrl: string
  entryPoint: Address
  /** The chain's RPC, for a fee the bundler's price checks take; without it (or its answer) 1 gwei. */
  rpcUrl?: string | undefined
  timeoutMs?: number
}
/**
 * - validates: it refused the operation with an EntryPoint reason (AA20), as a bundler that can validate does;
 * - cannotTrace: it could not trace the validation (Alto's safe mode on an RPC that cannot); `refused` when the RPC
 *   refused `debug_traceCall` outright, else it answered without running Alto's tracer as geth does;
 * - unclear: any other answer (`answer`: its first line), which says nothing either way.
 */
export type ProbeBundlerValidationReturnType =
  | { status: 'validates' }
  | { status: 'cannotTrace'; refused: boolean; answer: string }
  | { status: 'unclear'; answer: string }

/**
 * Sends the bundler a UserOperation that can never be valid (a sender with no code and no factory, so no gas is ever
 * spent) and reads how it refuses it. `eth_sendUserOperation`, not the estimate: Alto's safe mode traces only the
 * operations it is sent, so its estimate works on a chain that cannot trace and its send fails there, 60 s after a
 * visitor's Confirm, with viem's raw words (`Encoded error signature "0x99410554" not found on ABI`).
 */
export async function probeBundlerValidation({
  bundlerUrl,
  entryPoint,
  rpcUrl,
  timeoutMs = 15_000,
}: ProbeBundlerValidationParameters): Promise<ProbeBundlerValidationReturnType> {
  const fee = (await gasPrice(rpcUrl)) * 2n
  // A fresh address each time: no code there, nor a factory to deploy it, so the EntryPoint refuses it (AA20).
  const sender = bytesToHex(crypto.getRandomValues(new Uint8Array(20)))
  const operation = {
    sender,
    nonce: '0x0',
    callData: '0x',
    callGasLimit: '0x10000',
    verificationGasLimit: '0x100000',
    preVerificationGas: '0x100000',
    maxFeePerGas: `0x${fee.toString(16)}`,
    maxPriorityFeePerGas: `0x${fee.toString(16)}`,
    signature: `0x${'00'.repeat(65)}`,
  }
  let body: { result?: unknown; error?: { message?: unknown } }
  try {
    body = (await rpc(bundlerUrl, 'eth_sendUserOperation', [operation, entryPoint], timeoutMs)) as typeof body
  } catch (error) {
    return { status: 'unclear', answer: (error as Error).message }
  }
  if (!body.error) return { status: 'unclear', answer: `it accepted it (${String(body.result)})` }
  return readValidationRefusal(String(body.error.message ?? ''))
}

/** What a bundler's refusal of the probe says of its validation (see ProbeBundlerValidationReturnType). */
export function readValidationRefusal(message: string): ProbeBundlerValidationReturnType {
  const answer = message.split('\n')[0]!.slice(0, 160)
  if (/\bAA\d\d\b/.test(message)) return { status: 'validates' }
  if (/debug_traceCall/.test(message)) {
    const refused = /does not exist|not available|not found|not supported|unsupported|method not allowed/i
    // Alto puts the whole request (its tracer's source) in the message: the node's own words are its Details.
    const details = /Details: (.*)/.exec(message)?.[1]
    return { status: 'cannotTrace', refused: refused.test(details ?? message), answer: details ?? answer }
  }
  if (/Encoded error signature "0x[0-9a-f]+" not found on ABI/i.test(message))
    return { status: 'cannotTrace', refused: false, answer }
  return { status: 'unclear', answer }
}

async function gasPrice(rpcUrl: string | undefined): Promise<bigint> {
  const fallback = 1_000_000_000n
  if (!rpcUrl) return fallback
  try {
    const { result } = (await rpc(rpcUrl, 'eth_gasPrice', [], 5000)) as { result?: unknown }
    return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) && BigInt(result) > 0n
      ? BigInt(result)
      : fallback
  } catch {
    return fallback
  }
}

async function rpc(url: string, method: string, params: unknown[], timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  return response.json()
}
