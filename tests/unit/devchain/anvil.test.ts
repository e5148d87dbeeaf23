import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startAnvil } from '../../../devchain/anvil'

describe('startAnvil', () => {
  it('refuses to start when something already answers on the port', async () => {
    const squatter = createServer((socket) => socket.end())
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve))
    const { port } = squatter.address() as { port: number }
    try {
      await expect(startAnvil({ port, chainId: 31337 })).rejects.toThrow(`port ${port} already answers`)
    } finally {
      squatter.close()
    }
  })
})
