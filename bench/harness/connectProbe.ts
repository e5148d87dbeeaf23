import type { Browser, BrowserContext, Page } from '@playwright/test'

/** The prefix of a probe's report on the console: `walletport-bench:<moment> <absolute ms>`. */
const REPORT = 'walletport-bench:'

/**
 * The moments the start-up rows time, reported by the frames themselves (init scripts reach
 * cross-origin frames), so the test process need not look into a frame before its moment has passed:
 * - in the widget page, the connect screen's wallet options in the page with their handlers: "connect
 *   interactive". The page's HTML has the buttons before any script (prerendered); React's props on them say
 *   they are hydrated (the commit that attaches them is followed at once by the render that adds the site, a
 *   change this observer sees). A first visit opens on them; where
 *   the home shows first instead (a session may be kept in the host's storage), the probe is a
 *   visitor who clicks its "Connect a wallet" the moment it shows;
 * - in the bare React iframe (the baseline), its first contentful paint, and when its HTML was received.
 * Why the console: Playwright's own scripts (its injected script for a locator, its utility script
 * for an evaluation) are parsed in a frame's main thread the first time it is looked into, 12–20 ms
 * each in a profile, and when the bench waited for the options from a locator that work fell
 * inside the widget's measured window, and not the baseline's. A console message is a DevTools event
 * the browser sends anyway. A string, not a function: tsx would wrap a function's inner names in a
 * __name() the page does not have.
 */
const PROBES = `
if (location.pathname.startsWith('/widget/') && location.hash === '') {
  var reported = false
  new MutationObserver(function () {
    var choice = document.querySelector('button.wallet-choice')
    // Its handlers attached: React's props on the button (a prerendered button has none until hydrated).
    if (!reported && choice && Object.keys(choice).some(function (key) { return key.indexOf('__reactProps$') === 0 })) {
      reported = true
      console.debug('${REPORT}connect ' + (performance.timeOrigin + performance.now()))
      return
    }
    if (reported || window.__benchClickedConnect) return
    var buttons = document.querySelectorAll('button')
    for (var i = 0; i < buttons.length; i++) {
      if (buttons[i].textContent === 'Connect a wallet') {
        var button = buttons[i]
        window.__benchClickedConnect = true
        // As a click would: in a task of its own, after the render that showed the button.
        setTimeout(function () { button.click() }, 0)
        return
      }
    }
  }).observe(document, { subtree: true, childList: true })
}
if (location.pathname.startsWith('/bench-baseline/')) {
  addEventListener('load', function () {
    var navigation = performance.getEntriesByType('navigation')[0]
    console.debug('${REPORT}html ' + (performance.timeOrigin + navigation.responseEnd))
  })
  new PerformanceObserver(function (list) {
    list.getEntriesByName('first-contentful-paint').forEach(function (paint) {
      console.debug('${REPORT}paint ' + (performance.timeOrigin + paint.startTime))
    })
  }).observe({ type: 'paint', buffered: true })
}
`

/** A fresh browser context (a first visit) whose frames report the moments the start-up rows time. */
export async function newProbedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addInitScript({ content: PROBES })
  return context
}

/**
 * The absolute time (ms) a frame of `page` reports `moment` next: call it before the visit starts.
 * `connect` comes from the widget, `paint` and `html` from the bare React iframe.
 */
export async function probeReport(page: Page, moment: 'connect' | 'paint' | 'html'): Promise<number> {
  const prefix = `${REPORT}${moment} `
  const message = await page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith(prefix),
    timeout: 60_000,
  })
  return Number(message.text().slice(prefix.length))
}
