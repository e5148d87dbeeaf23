/**
 * A wagmi React app as wagmi's docs write one (demo-host/wagmi-react.html), with Walletport as one line
 * of its config: `walletport({ widgetUrl, target })` from `walletport/wagmi` (here its source,
 * loader/wagmi.ts). The page loads no script of the widget's; the connector mounts the widget on the
 * first connect, and wagmi's reconnect brings the session back after a reload.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, unstable_connector, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { walletport } from '../../loader/wagmi'
import { WagmiReactPanels } from './wagmiReactPanels'

const root = document.querySelector<HTMLElement>('#app')!
/** The widget's URL, from the page (the local stack's origins are written in the HTML, devchain/ports.ts checks them). */
const widgetUrl = root.dataset.widgetUrl!

/** The local stack's second chain (devchain/ports.ts). Its reads, as chain 31337's, go through the widget. */
const anvil2 = defineChain({
  id: 31338,
  name: 'Anvil 2 (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

const config = createConfig({
  chains: [foundry, anvil2],
  connectors: [walletport({ widgetUrl, target: '#wallet' })],
  // The page has no RPC URL of its own: wagmi's reads (receipts, batch status) go through the
  // connected widget's provider, and so through the widget's RPC.
  transports: { [foundry.id]: unstable_connector(walletport), [anvil2.id]: unstable_connector(walletport) },
  // Wallets injected in this page are offered inside the widget (it relays them), not beside it.
  multiInjectedProviderDiscovery: false,
  pollingInterval: 500,
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}

const queryClient = new QueryClient()

createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiReactPanels />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
