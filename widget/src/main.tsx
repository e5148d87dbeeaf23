import { boot, connection } from './pageStart'
import './styles.css'
// The connect screen's styles (the secure windows' reviews use them too) are in the page's own CSS,
// not in a chunk's: a chunk's stylesheet is a <link> Vite's preload helper inserts and waits for.
import './screens/connect.css'

/** The longest the shell waits for the host's options before it renders anyway. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted, and pageStart has opened the bridge. The shell (React
// and the connect screen a visit opens on, preloaded by the page) is evaluated from now, while the
// host answers the handshake: the widget waits for the host there, and the evaluation fills the wait.
// It renders once the host's options have come (or a moment has passed: a slow host still gets the
// shell), in the host's theme and language; the wallet follows that first screen (App.tsx).
// Measured (alternating runs, 24 pairs, docs/performance.md): with the connect screen in a chunk of
// its own fetched at `configure`, evaluating the shell here cost `ready` and gained nothing (that
// fetch came after the handshake); with no fetch left after `configure`, connect interactive is
// 15-18 ms sooner, `ready` 4-9 ms later.
const shell = import('./shell')
await connection?.configured(FIRST_RENDER_WAIT_MS)
const { renderShell } = await shell
await renderShell({ boot, connection })
