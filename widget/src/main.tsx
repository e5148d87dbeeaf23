import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { boot, connection } from './pageStart'
import './styles.css'

/** The longest the shell's first render waits for the host's options. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted. The shell's first render is one long task: it waits
// until the host's options have come (or a moment has passed: a slow host still gets the shell), so
// the handshake and `configure` are never queued behind it, and it renders in the host's theme.
await connection?.configured(FIRST_RENDER_WAIT_MS)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App boot={boot} connection={connection} />
  </StrictMode>,
)
