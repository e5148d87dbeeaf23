import { getAddress, type Address } from 'viem'
import { probeBundlerValidation, type ProbeBundlerValidationReturnType } from './probeBundlerValidation'
import { probeTracing, type ProbeTracingReturnType } from './probeTracing'

export type CheckBundlerParameters = {
  bundlerUrl: string
  chainId: number
  entryPoint: Address
  /** The chain's RPC: the validation probe's fee. */
  rpcUrl?: string | undefined
  timeoutMs?: number
}
/**
 * `ok`: it serves the EntryPoint on the chain, and `unclear` holds its answer when its validation could not be told
 * apart (`tracing`: then what the chain's RPC said of the tracing Alto's safe mode needs); `unreachable`: no answer.
 */
export type CheckBundlerReturnType =
  | { status: 'ok'; unclear?: string | undefined; tracing?: ProbeTracingReturnType | undefined }
  | { status: 'unreachable'; reason: string }

/**
 * Asks an operator's bundler what it serves (`eth_chainId`, `eth_supportedEntryPoints`) and whether it can validate
 * (probeBundlerValidation). A bundler that answers for another chain, without the passkey wallet's EntryPoint or
 * unable to trace its validations throws: the config would offer a wallet that cannot send. One that does not answer
 * is reported, not thrown: it may not be started yet when the contracts are deployed.
 */
export async function checkBundler({
  bundlerUrl,
  chainId,
  entryPoint,
  rpcUrl,
  timeoutMs = 5000,
}: CheckBundlerParameters): Promise<CheckBundlerReturnType> {
  const ask = async (method: string): Promise<unknown> => {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message ?? 'an error'}`)
    return body.result
  }
  let answers: [unknown, unknown]
  try {
    answers = await Promise.all([ask('eth_chainId'), ask('eth_supportedEntryPoints')])
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { status: 'unreachable', reason: cause ?? (error as Error).message }
  }
  const [servedChain, entryPoints] = answers
  if (typeof servedChain !== 'string' || Number(servedChain) !== chainId)
    throw new Error(
      `deploy: the bundler at ${bundlerUrl} serves chain ${typeof servedChain === 'string' ? Number(servedChain) : String(servedChain)}, not ${chainId}`,
    )
  const served = Array.isArray(entryPoints) ? entryPoints.filter((e) => typeof e === 'string').map(String) : []
  if (!served.some((address) => /^0x[0-9a-fA-F]{40}$/.test(address) && getAddress(address) === entryPoint))
    throw new Error(
      `deploy: the bundler at ${bundlerUrl} does not serve EntryPoint ${entryPoint} (it serves ${served.join(', ') || 'none'})`,
    )
  const validation = await probeBundlerValidation({ bundlerUrl, entryPoint, rpcUrl })
  if (validation.status === 'validates') return { status: 'ok' }
  const tracing = rpcUrl ? await probeTracing({ rpcUrl }) : undefined
  if (validation.status === 'cannotTrace') throw new Error(cannotTraceSentence(bundlerUrl, validation, tracing))
  return { status: 'ok', unclear: validation.answer, tracing }
}

/**
 * The one sentence for a bundler that cannot validate: why (Alto's safe mode traces, and what the chain's RPC said of
 * tracing), the two ways out and what the second costs.
 */
export function cannotTraceSentence(
  bundlerUrl: string,
  validation: Extract<ProbeBundlerValidationReturnType, { status: 'cannotTrace' }>,
  tracing: ProbeTracingReturnType | undefined,
): string {
  const rpc =
    validation.refused || tracing?.status === 'refused'
      ? `its chain's RPC refuses debug_traceCall`
      : tracing?.status === 'traces'
        ? `its chain's RPC runs a JavaScript tracer in debug_traceCall, but its traces differ from geth's (as anvil's do)`
        : `its chain's RPC does not run Alto's JavaScript tracer in debug_traceCall as geth does`
  return (
    `deploy: the bundler at ${bundlerUrl} cannot validate a UserOperation, since Alto's --safe-mode true traces each ` +
    `one with debug_traceCall and a JavaScript tracer (bundlerCollectorTracer) and ${rpc} (it answered: ` +
    `${validation.answer}), so every send would fail after the visitor's Confirm: give Alto an --rpc-url that traces ` +
    `as geth does (your own geth node, or a provider's debug API), or restart it with --safe-mode false, which skips ` +
    `the ERC-7562 checks of what an operation's validation may touch (fine for a bundler that takes operations only ` +
    `from your wallet's visitors, not from a public mempool: an operation that passes simulation and then fails ` +
    `on chain costs the bundler's executor its gas).`
  )
}
