import { boot, connection } from './pageStart'
import './styles.css'

/** The longest the shell waits for the host's options before it renders anyway. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted. The shell (React) is one long task to evaluate and
// render: it waits until the host's options have come (or a moment has passed: a slow host still
// gets the shell), so the handshake and `configure` are never queued behind it, and it renders in
// the host's theme. The page has been fetching and compiling it meanwhile (modulepreload).
await connection?.configured(FIRST_RENDER_WAIT_MS)
const { renderShell } = await import('./shell')
renderShell({ boot, connection })
