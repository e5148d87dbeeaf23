import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton, useWalletport, WalletportProvider } from '../../../../loader/react'

/** walletport/react on a server: a render mounts nothing (no window, no iframe) and shows a disconnected button. */
describe('walletport/react, rendered on the server', () => {
  it('renders the provider and a disabled "Connect wallet" without touching a browser API', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      createElement(
        WalletportProvider,
        { options: { widgetUrl: 'https://wallet.example.com/widget/' } },
        createElement(ConnectButton, { label: 'Connect' }),
      ),
    )
    expect(html).toBe('<button type="button" disabled="" data-walletport="connect">Connect</button>')
  })

  it('useWalletport() outside a provider says what it needs', () => {
    const Orphan = () => (useWalletport(), null)
    expect(() => renderToString(createElement(Orphan))).toThrow('useWalletport() needs a <WalletportProvider> above it')
  })
})
