/**
 * The widget page's first script, run before React has even been evaluated (index.html lists it
 * first; it is small and arrives first): it decides whether the widget may run here and opens the
 * bridge, so the handshake and the host's `configure` are answered while the rest of the shell is
 * still downloading. main.tsx renders with what it decided; the page's one bridge lives as long as
 * the page.
 */
import { HostConnection } from './bridge/HostConnection'
import { bootFromPage } from './boot/bootFromPage'
import { isSecureWindowPage } from './boot/windowPages'

// For `npm run bench`'s trace of the widget's start (and anyone's devtools).
performance.mark('walletport:start')
export const boot = bootFromPage()

/** Opened here when the config was in the page; else the shell opens one once it has fetched it. */
export const connection =
  boot.status === 'ready' && !isSecureWindowPage(location.hash)
    ? new HostConnection(boot.config, boot.hostOrigin)
    : undefined
