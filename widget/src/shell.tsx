import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, type AppProps } from './App'

/**
 * The shell: React, the boot decision's screens, the frame. Evaluated only when main.tsx asks for
 * it (the page preloads it, fetched and compiled meanwhile), so its long first task comes after the
 * bridge's handshake.
 */
export function renderShell({ boot, connection, early }: AppProps): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App boot={boot} connection={connection} early={early} />
    </StrictMode>,
  )
}
