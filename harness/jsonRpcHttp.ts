import type { IncomingMessage, ServerResponse } from 'node:http'
import { readRequestBody, RequestBodyTooLarge } from './readRequestBody'

const MAX_BODY_BYTES = 64 * 1024

export type RpcRequest = { id: number | string | null; method: string; params: unknown[] }

/** An error the JSON-RPC answer carries with its code; any other error answers -32603 "internal error". */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** One HTTP exchange: CORS for any origin (the widget calls it from the browser), POST of one JSON-RPC request. */
export async function serveJsonRpc(
  request: IncomingMessage,
  response: ServerResponse,
  handle: (request: RpcRequest) => Promise<unknown>,
): Promise<void> {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type')
  if (request.method === 'OPTIONS') return void response.writeHead(204).end()
  if (request.method !== 'POST') return void response.writeHead(405, { allow: 'POST, OPTIONS' }).end()
  const send = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  let id: RpcRequest['id'] = null
  try {
    const parsed = JSON.parse(
      await readRequestBody(request, MAX_BODY_BYTES).catch((error: unknown) => {
        throw error instanceof RequestBodyTooLarge ? new RpcError(-32600, error.message) : error
      }),
    ) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new RpcError(-32600, 'expected one JSON-RPC request object')
    const { id: rawId, method, params } = parsed as Record<string, unknown>
    if (typeof rawId === 'number' || typeof rawId === 'string') id = rawId
    if (typeof method !== 'string' || !Array.isArray(params)) throw new RpcError(-32600, 'expected a method and params')
    send({ jsonrpc: '2.0', id, result: await handle({ id, method, params }) })
  } catch (error) {
    const code = error instanceof RpcError ? error.code : error instanceof SyntaxError ? -32700 : -32603
    const message = error instanceof RpcError || error instanceof SyntaxError ? error.message : 'internal error'
    if (!(error instanceof RpcError) && !(error instanceof SyntaxError)) console.error('dev paymaster:', error)
    if (!response.headersSent) response.setHeader('connection', 'close')
    if (!response.headersSent) send({ jsonrpc: '2.0', id, error: { code, message } })
  }
}
