import type { BrowserContext, Frame } from '@playwright/test'

/**
 * The moment the connect screen's wallet options are in the page with their handlers (React attaches
 * them in the same commit), in every widget page of the context: "connect interactive". A first visit
 * opens on them; where the home shows first instead (a session may be kept in the host's storage), the
 * probe is a visitor who clicks its "Connect a wallet" the moment it shows. It runs in the iframe itself (an init
 * script reaches cross-origin frames), so no round trip to the test process is counted. A string,
 * not a function: tsx would wrap a function's inner names in a __name() the page does not have.
 */
const PROBE = `
if (location.pathname.startsWith('/widget/') && location.hash === '') {
  window.__benchConnect = {}
  new MutationObserver(function () {
    var probe = window.__benchConnect
    if (probe.options === undefined && document.querySelector('button.wallet-choice'))
      probe.options = performance.timeOrigin + performance.now()
    if (probe.clicked !== undefined) return
    var buttons = document.querySelectorAll('button')
    for (var i = 0; i < buttons.length; i++) {
      if (buttons[i].textContent === 'Connect a wallet') {
        var button = buttons[i]
        probe.clicked = performance.timeOrigin + performance.now()
        // As a click would: in a task of its own, after the render that showed the button.
        setTimeout(function () { button.click() }, 0)
        return
      }
    }
  }).observe(document, { subtree: true, childList: true })
}
`

export async function installConnectProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PROBE })
}

/** When the wallet options showed, on the absolute clock (waits for them), and when "Connect a wallet" was clicked. */
export async function connectInteractiveAt(frame: Frame): Promise<{ options: number; clicked: number }> {
  await frame.locator('button.wallet-choice').first().waitFor({ timeout: 60_000 })
  return frame.evaluate(
    () => (window as unknown as { __benchConnect: { options: number; clicked: number } }).__benchConnect,
  )
}
