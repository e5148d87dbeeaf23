import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicClient, http, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { verifySignIn } from '../server/verifySignIn'
import { readRequestBody } from '../harness/readRequestBody'

/** How long an issued nonce may be used. */
const NONCE_TTL_MS = 5 * 60_000
/** Largest request body read. */
const MAX_BODY = 20_000

/**
 * The demo host's sign-in backend, as a site's server would write it with `walletport/server`:
 * `POST /api/nonce` issues a nonce; `POST /api/verify` takes `{ message, signature }`, accepts each
 * nonce once and only while fresh, and verifies for the host this server answers as (its Host
 * header), with a client of the local chain so contract accounts verify too. Dev only: nonces live
 * in memory.
 */
export function createSignInEndpoints(rpcUrl: string) {
  const issued = new Map<string, number>()
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl) })

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path !== '/api/nonce' && path !== '/api/verify') return false
    if (request.method !== 'POST') return answer(response, 405, { error: 'POST only' })
    if (path === '/api/nonce') {
      const nonce = generateSiweNonce()
      issued.set(nonce, Date.now() + NONCE_TTL_MS)
      return answer(response, 200, { nonce })
    }
    let body: { message?: unknown; signature?: unknown }
    try {
      body = JSON.parse(await readRequestBody(request, MAX_BODY)) as typeof body
    } catch {
      return answer(response, 400, { error: 'expected JSON { message, signature }' })
    }
    if (typeof body.message !== 'string' || typeof body.signature !== 'string')
      return answer(response, 400, { error: 'expected JSON { message, signature }' })
    const nonce = parseSiweMessage(body.message).nonce
    const expiresAt = nonce === undefined ? undefined : issued.get(nonce)
    // Used up by this attempt whatever its outcome: a nonce never verifies twice.
    if (nonce !== undefined) issued.delete(nonce)
    if (expiresAt === undefined || expiresAt < Date.now())
      return answer(response, 401, { error: 'nonce: not issued here, already used, or expired' })
    try {
      const { address, chainId } = await verifySignIn({
        message: body.message,
        signature: body.signature as Hex,
        domain: request.headers.host ?? '',
        nonce: nonce!,
        client,
      })
      return answer(response, 200, { address, chainId })
    } catch (error) {
      return answer(response, 401, { error: (error as Error).message })
    }
  }
}

function answer(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
  return true
}
