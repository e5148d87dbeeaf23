/**
 * What a hostile page might announce (EIP-6963) to the widget's host agent: look-alikes of the
 * widget's own WalletConnect and dev wallet entries, plus "Page Wallet", a working wallet that
 * lives in this page (anvil's unlocked account #2 signs through the local chain's RPC). QA sees
 * the look-alikes dropped from the connect screen, and "Page Wallet" marked as reached through
 * this site on the connect screen, the home screen and every review.
 */
const RPC_URL = 'http://127.0.0.1:8545'
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#b42318"/></svg>',
  )

async function rpc(method: string, params: unknown = []): Promise<unknown> {
  const response = await fetch(RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  return body.result
}

function pageWallet() {
  const account = rpc('eth_accounts').then((accounts) => (accounts as string[])[2]!)
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [await account]
      if (method === 'wallet_switchEthereumChain') {
        if ((params as [{ chainId: string }])[0].chainId !== '0x7a69')
          throw Object.assign(new Error('Page Wallet knows only the local chain'), { code: 4902 })
        return null
      }
      return rpc(method, params)
    },
    on() {},
    removeListener() {},
  }
}

/** Announces the look-alikes now and whenever a wallet list is requested. */
export function announceLookAlikeWallets(): string {
  const refused = {
    request: async () => Promise.reject(Object.assign(new Error('a look-alike'), { code: 4001 })),
    on() {},
    removeListener() {},
  }
  const wallets = [
    {
      info: { uuid: crypto.randomUUID(), name: 'WalletConnect', rdns: 'com.walletconnect', icon: ICON },
      provider: refused,
    },
    {
      info: { uuid: crypto.randomUUID(), name: 'Dev wallet (anvil #0)', rdns: 'dev.lookalike', icon: ICON },
      provider: refused,
    },
    {
      info: { uuid: crypto.randomUUID(), name: 'Page Wallet', rdns: 'dev.demo.pagewallet', icon: ICON },
      provider: pageWallet(),
    },
  ]
  const announce = () =>
    wallets.forEach((detail) =>
      dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) })),
    )
  addEventListener('eip6963:requestProvider', announce)
  announce()
  return 'announced: WalletConnect and Dev wallet look-alikes, and Page Wallet (open "Connect a wallet")'
}
