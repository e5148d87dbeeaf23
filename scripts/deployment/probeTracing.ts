export type ProbeTracingParameters = {
  rpcUrl: string
  timeoutMs?: number
}
/**
 * - traces: `debug_traceCall` ran a JavaScript tracer and returned its result;
 * - refused: the RPC refused `debug_traceCall` (most public RPCs: "method not found"), `answer` its words;
 * - noJsTracer: it answered, but not with the tracer's result (it ignores or cannot run JavaScript tracers);
 * - unreachable: no answer.
 */
export type ProbeTracingReturnType =
  { status: 'traces' } | { status: 'refused' | 'noJsTracer' | 'unreachable'; answer: string }

/**
 * A JavaScript tracer of the kind Alto's safe mode hands `debug_traceCall` (its `bundlerCollectorTracer`, the
 * ERC-7562 collector, is sent as such an object literal's source, as geth's JavaScript tracers are written), reduced to
 * the callbacks it uses and a result only a tracer that ran returns.
 */
const PROBE_TRACER =
  '{ calls: 0, enter: function (frame) { this.calls++ }, exit: function (result) {}, step: function (log, db) {}, ' +
  'fault: function (log, db) {}, result: function (ctx, db) { return { walletport: "traced" } } }'

/**
 * Asks the chain's RPC what Alto's safe mode needs of it: `debug_traceCall` with a JavaScript tracer, on a plain call
 * at the latest block. A refusal or an answer without the tracer's result means Alto in safe mode cannot validate
 * there. One that traces is necessary, not enough: anvil runs the tracer, yet its traces are not geth's, and Alto's
 * validation fails on them (probeBundlerValidation, which asks the bundler itself, tells that).
 */
export async function probeTracing({
  rpcUrl,
  timeoutMs = 10_000,
}: ProbeTracingParameters): Promise<ProbeTracingReturnType> {
  const call = { to: '0x0000000000000000000000000000000000000001', data: '0x' }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'debug_traceCall',
        params: [call, 'latest', { tracer: PROBE_TRACER }],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { status: 'unreachable', answer: cause ?? (error as Error).message }
  }
  if (body.error) {
    const answer = oneLine(`${String(body.error.message ?? '')} (${String(body.error.code ?? 'no code')})`)
    // A node that knows the method but not the tracer says so; any other error is the method refused.
    return { status: /tracer|javascript|\bjs\b/i.test(answer) ? 'noJsTracer' : 'refused', answer }
  }
  const { result } = body
  if ((result as { walletport?: unknown } | null)?.walletport === 'traced') return { status: 'traces' }
  return { status: 'noJsTracer', answer: oneLine(JSON.stringify(result) ?? 'nothing') }
}

/** The node's words, one line, bounded: they go into one sentence of the check. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 120 ? `${line.slice(0, 120)}…` : line
}
