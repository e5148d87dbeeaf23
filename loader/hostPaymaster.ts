/**
 * The ERC-7677 requests of a `wallet_sendCalls` with the `paymasterService` capability, made by the
 * host page for the widget (part of the host agent, widget/host/agent.js).
 *
 * Why here and not in the widget: the widget's CSP `connect-src` lists only the operator's RPC,
 * bundler, paymaster and relay URLs, and a dapp's paymaster is none of them; widening it to any URL
 * a page names would let every embedding reach anything from the wallet's origin. The host page named
 * the URL, so it fetches it under its own CSP (the host's business). A hostile host gains nothing: it
 * can answer for a paymaster whatever it likes, but the widget validates every answer, checks the
 * paymaster is a contract, and previews the operation with it as the bundler will run it: a paymaster
 * that charges the visitor (a token paymaster under a "free gas" name) is shown as the fee it takes.
 *
 * Only URLs this page itself named in a `wallet_sendCalls` are fetched: the widget cannot make the page
 * reach an address of its choosing.
 */
import * as RPC_ERROR from '../protocol/rpcErrorCodes'
import type { AgentResponse } from '../protocol/bridge'
import type { PaymasterMethod } from '../protocol/parsePaymasterAnswer'

/** How long the paymaster may take to answer; the widget then tells the visitor it did not. */
const TIMEOUT_MS = 15_000
/** The most of an answer read: an ERC-7677 answer is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64_000
/** How many named paymasters are remembered: a page names one or two. */
const MAX_NAMED = 16

/** The paymaster URLs this page named, and the requests to them. */
export function createHostPaymaster() {
  const named: string[] = []
  return {
    /** Remembers the paymaster a `wallet_sendCalls` of this page names, before the widget sees it. */
    noteRequest(method: string, params: unknown): void {
      if (method !== 'wallet_sendCalls' || !Array.isArray(params)) return
      const url = (params[0] as { capabilities?: { paymasterService?: { url?: unknown } } } | undefined)?.capabilities
        ?.paymasterService?.url
      if (typeof url !== 'string') return
      try {
        const href = new URL(url).href
        if (!named.includes(href)) named.push(href)
        if (named.length > MAX_NAMED) named.shift()
      } catch {
        // Not a URL: the widget refuses the request (-32602), and nothing is fetched.
      }
    },
    async fetch(url: string, method: PaymasterMethod, params: unknown[]): Promise<AgentResponse> {
      if (!named.includes(url))
        return failure(RPC_ERROR.unauthorized, 'this page did not name that paymaster in a wallet_sendCalls')
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          credentials: 'omit',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        return failure(RPC_ERROR.internal, `the paymaster cannot be reached: ${String((error as Error)?.message)}`)
      }
      const text = await response.text().catch(() => '')
      if (text.length > MAX_ANSWER_BYTES) return failure(RPC_ERROR.internal, 'the paymaster answered too much')
      let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
      try {
        body = JSON.parse(text) as typeof body
      } catch {
        return failure(RPC_ERROR.internal, `the paymaster answered HTTP ${response.status} with no JSON-RPC`)
      }
      if (body?.error) {
        const { code, message } = body.error
        return failure(typeof code === 'number' ? code : RPC_ERROR.internal, String(message ?? 'paymaster error'))
      }
      return { ok: true, value: body?.result }
    },
  }
}

function failure(code: number, message: string): AgentResponse {
  return { ok: false, error: { code, message } }
}

export type HostPaymaster = ReturnType<typeof createHostPaymaster>
