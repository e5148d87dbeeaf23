/**
 * A React host with `walletport/react` (here its source, loader/react): the provider mounts the widget in
 * #wallet, and the page's own ConnectButton connects and then shows the account, its network and balance.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, useWalletport, WalletportProvider } from '../../loader/react'

const root = document.querySelector<HTMLElement>('#app')!
/** The widget's URL, from the page (the local stack's origins are written in the HTML, devchain/ports.ts checks them). */
const widgetUrl = root.dataset.widgetUrl!
const NETWORKS: Record<number, string> = { 31337: 'Anvil (local)', 31338: 'Anvil 2 (local)' }

/** What useWalletport() gives the page, as it reads it. */
function Status() {
  const { state } = useWalletport()
  return <output id="status">{state.status}</output>
}

createRoot(root).render(
  <StrictMode>
    <WalletportProvider options={{ widgetUrl, target: '#wallet' }}>
      <ConnectButton networkName={(chainId) => NETWORKS[chainId] ?? `Chain ${chainId}`} />
      <p>
        Status: <Status />
      </p>
    </WalletportProvider>
  </StrictMode>,
)
