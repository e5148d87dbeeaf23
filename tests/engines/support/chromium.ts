import puppeteer from 'puppeteer-core'
import type { Engine } from './Engine'
import { PuppeteerEngine } from './PuppeteerEngine'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Debian's Chromium driven by puppeteer-core over CDP: the Engine of Chromium for a tool that makes the same moves in
 * all three engines (npm run screens). The e2e suite drives Chromium through Playwright instead.
 */
export async function launchChromium(): Promise<Engine> {
  const browser = await puppeteer
    .launch({
      browser: 'chrome',
      executablePath: CHROMIUM_PATH,
      headless: true,
      timeout: 30_000,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
    })
    .catch((error: Error) => {
      throw new Error(`Chromium (${CHROMIUM_PATH}) did not start over CDP: ${error.message}`)
    })
  return new PuppeteerEngine('chromium', browser, await browser.newPage())
}
