import { webSocket } from 'viem'
import type { HeadsHandlers, HeadsSocket } from './headsSocket'

/**
 * Opens a WebSocket to `url` with viem's transport and subscribes to `newHeads` (eth_subscribe);
 * its own chunk, loaded only for a chain that has a ws(s) URL. `signal` gives the attempt up
 * (BlockWatcher's connect timeout, or its stop): the socket is closed, even mid-subscribe.
 *
 * viem's keep-alive is off: it would send a `net_version` every 30 s, requests on an idle widget
 * (the browser answers the server's ping frames by itself). viem's reconnection is off too (it
 * retries 5 times at a fixed 2 s, then goes quiet): BlockWatcher retries with backoff instead and
 * polls meanwhile. viem caches one socket client per URL, a dead one included: every way out of
 * here closes the client it used (at the first error, before viem could retry on it), which also
 * drops it from that cache, so the next attempt opens a fresh socket rather than reusing a dead one.
 */
export async function subscribeNewHeads(
  url: string,
  { onHead, onLost }: HeadsHandlers,
  signal: AbortSignal,
): Promise<HeadsSocket> {
  const transport = webSocket(url, { keepAlive: false, reconnect: false, retryCount: 0 })({})
  const client = await transport.value!.getRpcClient()
  let open = true
  const close = () => {
    if (!open) return false
    open = false
    client.close()
    return true
  }
  if (signal.aborted) {
    close()
    throw new Error(`gave up the socket to ${url}`)
  }
  // Closing fails a pending eth_subscribe (viem rejects it), so a server that never answers it holds nothing.
  signal.addEventListener('abort', close, { once: true })
  await transport.value!.subscribe({
    params: ['newHeads'],
    onData: (data: { result?: { number?: unknown } | undefined }) => {
      const number = data.result?.number
      // A head without a readable number is not a head; the next one will be.
      if (typeof number === 'string' && /^0x[0-9a-f]{1,64}$/i.test(number)) onHead(BigInt(number))
    },
    // Every failure comes here, while subscribing too (then the promise rejects as well), and a
    // closing socket reports both its error and its close: one onLost, one closed client.
    onError: () => {
      if (close()) onLost()
    },
  })
  return {
    async blockNumber() {
      // On this very client: a request through the transport would open a new socket once this one is closed.
      const { result, error } = await client.requestAsync({ body: { method: 'eth_blockNumber' }, timeout: 10_000 })
      if (error || typeof result !== 'string') throw new Error(`eth_blockNumber over ${url} failed`)
      return BigInt(result)
    },
    close() {
      close()
    },
  }
}
