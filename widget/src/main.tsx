import { boot, connection, hydrating } from './pageStart'
import './styles.css'
// The connect screen's styles (the secure windows' reviews use them too) are in the page's own CSS,
// not in a chunk's: a chunk's stylesheet is a <link> Vite's preload helper inserts and waits for.
import './screens/connect.css'

/** The longest the shell waits for the host's options before it renders anyway. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted, and pageStart has opened the bridge. The shell (React
// and the connect screen a visit opens on, preloaded by the page) is one long task to evaluate and
// render: it waits until the host's options have come (or a moment has passed: a slow host still gets
// the shell), so the handshake and `configure` are never queued behind it, and it renders in the
// host's theme and language. Nothing is fetched between the options and the first screen (another
// language than English fetches its catalogue there).
// (Evaluated while the host answers the handshake instead, it moved `ready` 10 ms later and the first
// paint with it, for a connect screen no sooner beyond the spread: alternating runs, docs/performance.md.)
await connection?.configured(FIRST_RENDER_WAIT_MS)
const { renderShell } = await import('./shell')
await renderShell({ boot, connection, hydrating })
