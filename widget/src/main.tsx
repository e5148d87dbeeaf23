import { boot, connection } from './pageStart'
import './styles.css'

/** The longest the shell waits for the host's options before it renders anyway. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted. The shell (React) is one long task to evaluate and
// render: it waits until the host's options have come (or a moment has passed: a slow host still
// gets the shell), so the handshake and `configure` are never queued behind it, and it renders in
// the host's theme. The page has been fetching and compiling it meanwhile (modulepreload).
await connection?.configured(FIRST_RENDER_WAIT_MS)
// The wallet (App.tsx loads it once the shell has rendered) is fetched from now, while the shell
// evaluates and renders: on a phone's network that is a round trip less before the connect screen.
// Only in the embedded widget (the secure and passkey windows have no bridge and need no wallet).
if (connection) void import('./WalletApp').catch(() => undefined)
const { renderShell } = await import('./shell')
renderShell({ boot, connection })
