import puppeteer from 'puppeteer-core'
import type { Engine } from './Engine'
import { PuppeteerEngine } from './PuppeteerEngine'

export const FIREFOX_PATH = '/usr/bin/firefox-esr'

/**
 * Puppeteer relaxes Firefox for automation; these are Firefox's own defaults again, so the secure
 * window meets the popup blocker a visitor has (a popup only on a real click) and the widget's
 * storage the cookie policy a visitor has (Total Cookie Protection: partitioned third-party storage).
 */
const VISITOR_DEFAULTS = {
  'dom.disable_open_during_load': true,
  'network.cookie.cookieBehavior': 5,
  // Puppeteer's own list, with Firefox's cookie behaviour (5) in place of its 0 (all cookies, unpartitioned).
  'browser.contentblocking.features.standard': '-tp,tpPrivate,cookieBehavior5,cookieBehaviorPBM5,-cryptoTP,-fp',
}

/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (Playwright's BiDi Firefox cannot click into a cross-origin iframe). */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      protocol: 'webDriverBiDi',
      headless: true,
      timeout: 30_000,
      extraPrefsFirefox: VISITOR_DEFAULTS,
    })
    .catch((error: Error) => {
      throw new Error(`Firefox (${FIREFOX_PATH}) did not start over WebDriver BiDi: ${error.message}`)
    })
  return new PuppeteerEngine('firefox', browser, await browser.newPage())
}
