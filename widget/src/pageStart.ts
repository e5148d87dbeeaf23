/**
 * The widget page's first script, run before React has even been evaluated (index.html lists it
 * first; it is small and arrives first): it decides whether the widget may run here and opens the
 * bridge, so the handshake and the host's `configure` are answered while the rest of the shell is
 * still downloading. main.tsx renders with what it decided; the page's one bridge lives as long as
 * the page.
 */
import { HostConnection } from './bridge/HostConnection'
import { bootFromPage } from './boot/bootFromPage'
import { stopEarlyGestures } from './boot/earlyGestures'
import { pageToHydrate, prerenderedPage } from './boot/firstRender'
import { isSecureWindowPage } from './boot/windowPages'

// For `npm run bench`'s trace of the widget's start (and anyone's devtools).
performance.mark('walletport:start')
export const boot = bootFromPage()

/** Opened here when the config was in the page; else the shell opens one once it has fetched it. */
export const connection =
  boot.status === 'ready' && !isSecureWindowPage(location.hash)
    ? new HostConnection(boot.config, boot.hostOrigin)
    : undefined

const root = document.getElementById('root')!
const page = pageToHydrate(root, boot, connection !== undefined)

/**
 * The page's prerendered first screen, where the shell will hydrate it: until then, a click on it is
 * stopped and answered (boot/earlyGestures.ts). Where it will not be hydrated (a session to resume, the
 * launcher's dialog, a refusal), it comes down now for the neutral placeholder: a screen that is about
 * to be replaced must not stand there looking ready.
 */
export const hydrating = page && { page, handOver: stopEarlyGestures(root, document.getElementById('page-note')) }
if (!page && prerenderedPage(root)) {
  root.innerHTML = '<div class="page-start" aria-busy="true">Walletport</div>'
  document.getElementById('page-note')?.remove()
}
