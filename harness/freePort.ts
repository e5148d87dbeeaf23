import { createServer } from 'node:net'

/**
 * A TCP port free on loopback right now, for a server a test starts beside the fixed dev ports (devchain/ports.ts):
 * the kernel picks it, so two runs never reach for the same one.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
