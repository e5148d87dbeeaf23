/**
 * The TestWallet's provider in the page: an EIP-1193 object announced by EIP-6963 whose every request
 * goes to the test through a Playwright binding.
 */

/** Runs in the page, in every frame (or only the top one). Kept free of closures: it is serialised. */
export function injectProvider({
  binding,
  topOnly,
  info,
  throwSyncOnSend,
}: {
  binding: string
  topOnly: boolean
  info: Record<string, string>
  throwSyncOnSend: boolean
}) {
  if (topOnly && window.top !== window) return
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((listener) => listener(data))
  const call = (
    window as unknown as Record<
      string,
      (request: unknown) => Promise<{ result?: unknown; error?: { code: number; message: string } }>
    >
  )[binding]!
  const ask = async (method: string, params: unknown) => {
    const answer = await call({ method, params: params ?? [] })
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    if (method === 'wallet_switchEthereumChain') emit('chainChanged', (params as [{ chainId: string }])[0].chainId)
    return answer.result
  }
  const provider = {
    request({ method, params }: { method: string; params?: unknown }) {
      if (throwSyncOnSend && method === 'eth_sendTransaction')
        throw new TypeError('provider bug: cannot read properties of undefined')
      return ask(method, params)
    },
    on(event: string, listener: (data: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  ;(window as unknown as { __testWalletEmit: typeof emit }).__testWalletEmit = emit
  ;(window as unknown as { __testWalletListeners: () => number }).__testWalletListeners = () =>
    [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { ...info }, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
