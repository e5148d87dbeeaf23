import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Frame, Page } from '@playwright/test'
import { HOST_ORIGIN, LOADER_URL, WIDGET_ORIGIN } from './origins'

export type RecordedEvent = { name: string; detail: unknown }

/**
 * Records every `walletport:*` DOM event on the host page into `window.__walletportEvents`,
 * installed before any page script runs: what a host that only listens would see.
 */
export async function recordHostEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window.top !== window) return
    const events: { name: string; detail: unknown }[] = []
    ;(window as unknown as { __walletportEvents: typeof events }).__walletportEvents = events
    for (const name of ['ready', 'connect', 'disconnect', 'accountsChanged', 'chainChanged', 'send', 'error']) {
      addEventListener(`walletport:${name}`, (event) => events.push({ name, detail: (event as CustomEvent).detail }))
    }
  })
}

export function hostEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __walletportEvents: RecordedEvent[] }).__walletportEvents)
}

/** An empty page on the host origin with walletport.js loaded, for tests that mount by hand. */
export async function openBlankHost(page: Page, origin = HOST_ORIGIN): Promise<void> {
  await page.goto(`${origin}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
}

/** The widget's frame inside the page, found by its origin. */
export async function widgetFrame(page: Page): Promise<Frame> {
  for (let i = 0; i < 100; i++) {
    const frame = page.frames().find((f) => f.url().startsWith(WIDGET_ORIGIN))
    if (frame) return frame
    await page.waitForTimeout(100)
  }
  throw new Error('no widget frame on the page')
}

const require = createRequire(import.meta.url)
/** Penpal's own browser build, for tests that speak the bridge protocol without our loader. */
export const PENPAL_SOURCE = readFileSync(require.resolve('penpal').replace(/penpal\.(c|m)?js$/, 'penpal.min.js'), 'utf8')
