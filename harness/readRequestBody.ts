import type { IncomingMessage } from 'node:http'

/** A request body over the limit its reader set. */
export class RequestBodyTooLarge extends Error {
  override readonly name = 'RequestBodyTooLarge'
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`)
  }
}

/**
 * The body of a request as UTF-8 text, at most `maxBytes`: a larger one rejects RequestBodyTooLarge
 * at once and the rest is not read (the request is paused, so the caller can still answer the error).
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(new RequestBodyTooLarge(maxBytes))
        request.pause()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
