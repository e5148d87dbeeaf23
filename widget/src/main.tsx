import { boot, connection } from './pageStart'
import type { Arriving } from './boot/useModule'
import type * as EarlyConnectModule from './screens/EarlyConnectScreen'
import './styles.css'
// The connect screen's styles (the secure windows' reviews use them too) are in the page's own CSS,
// not in its chunk's: a stylesheet in that chunk was a second fetch, and a <link> the page waited for,
// after the host's `configure`, on the way to the first screen.
import './screens/connect.css'

/** The longest the shell waits for the host's options before it renders anyway. */
const FIRST_RENDER_WAIT_MS = 250

// index.html's placeholder is already painted. The shell (React) is one long task to evaluate and
// render: it waits until the host's options have come (or a moment has passed: a slow host still
// gets the shell), so the handshake and `configure` are never queued behind it, and it renders in
// the host's theme. The page has been fetching and compiling it meanwhile (modulepreload).
// (Evaluated during the handshake instead, it moved `ready` later by as much as the connect screen
// gained: measured, `npm run bench`, docs/performance.md.)
await connection?.configured(FIRST_RENDER_WAIT_MS)
// The shell's connect screen (a small chunk, no chain code) is fetched from now, while the shell
// evaluates, and the first render waits for it: a disconnected visitor's first screen is then the
// home, not a loading frame drawn once more just before it. Only in the embedded widget (the secure
// and passkey windows have no bridge and need no wallet). The wallet follows that first screen
// (App.tsx).
const early = connection ? arriving(import('./screens/EarlyConnectScreen')) : undefined
const shell = import('./shell')
await early?.promise
const { renderShell } = await shell
renderShell({ boot, connection, early })

/** A module on its way, readable at once once it has come (a failure leaves it absent). */
function arriving(promise: Promise<typeof EarlyConnectModule>): Arriving<typeof EarlyConnectModule> {
  const state: Arriving<typeof EarlyConnectModule> = { promise: promise.catch(() => undefined) }
  void state.promise.then((module) => (state.module = module))
  return state
}
