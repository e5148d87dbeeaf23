import { getAddress, type Address } from 'viem'
import { probeBundlerValidation } from './probeBundlerValidation'

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
 * apart; `unreachable`: no answer (the reason says why).
 */
export type CheckBundlerReturnType =
  { status: 'ok'; unclear?: string | undefined } | { status: 'unreachable'; reason: string }

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
  if (validation.status === 'cannotTrace')
    throw new Error(
      `deploy: the bundler at ${bundlerUrl} cannot validate a UserOperation: ${validation.refused ? "its chain's RPC refuses debug_traceCall" : "its chain's RPC does not run Alto's JavaScript tracer in debug_traceCall as geth does"}, which Alto's --safe-mode true needs (it answered: ${validation.answer}). Restart Alto with --safe-mode false, or give its --rpc-url a node that traces (geth, or a provider's debug API): until then every send fails after the visitor's Confirm`,
    )
  return { status: 'ok', unclear: validation.status === 'unclear' ? validation.answer : undefined }
}
