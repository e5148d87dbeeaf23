import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync, brotliCompressSync } from 'node:zlib'
import type { Browser, Frame, Page } from '@playwright/test'
import { HOST_ORIGIN, WIDGET_ORIGIN, WIDGET_VARIANTS, widgetVariantOrigin } from '../../devchain/ports'
import { DIST } from './stack'

export const HOST = HOST_ORIGIN
export const WIDGET = WIDGET_ORIGIN
export const PROXIED_WIDGET = `${widgetVariantOrigin(WIDGET_VARIANTS.proxiedChain.port)}/widget/`
/** How many times each timing is taken (median [min–max]). */
export const RUNS = 5

export const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length
export const br = (data: Buffer | string) => brotliCompressSync(data).length

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

export function widgetFrame(page: Page): Promise<Frame> {
  return new Promise((resolvePromise, reject) => {
    const deadline = Date.now() + 30_000
    const look = () => {
      const frame = page.frames().find((f) => f.url().includes('/widget/'))
      if (frame) return resolvePromise(frame)
      if (Date.now() > deadline) return reject(new Error('no widget frame'))
      setTimeout(look, 20)
    }
    look()
  })
}

/** The frame's first contentful paint, on the absolute clock. */
export async function firstPaint(frame: Frame): Promise<number> {
  return frame.evaluate(async () => {
    for (let i = 0; i < 800; i++) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      if (paint) return performance.timeOrigin + paint.startTime
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error('no first paint')
  })
}

/** What the widget page itself names for its first screen: entry script, modulepreloads, CSS (paths under dist/widget). */
export function firstPaintFiles(): string[] {
  const html = readFileSync(resolve(DIST, 'widget/index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
}

/**
 * The host page, its script tag inserted (`data-mount="#wallet"`): returns when it was inserted,
 * when the host saw `ready` and when walletport.js ran, on the absolute clock.
 */
export async function insertScriptTag(page: Page, src = `${WIDGET}/walletport.js`) {
  await page.goto(`${HOST}/blank.html`)
  return page.evaluate(async (s) => {
    const script = document.createElement('script')
    script.src = s
    script.dataset.mount = '#wallet'
    const inserted = performance.timeOrigin + performance.now()
    const ready = new Promise<number>((r, reject) => {
      addEventListener('walletport:ready', () => r(performance.timeOrigin + performance.now()), { once: true })
      setTimeout(() => reject(new Error('no ready after 60 s')), 60_000)
    })
    const loaderRun = new Promise<number>((r) =>
      script.addEventListener('load', () => r(performance.timeOrigin + performance.now()), { once: true }),
    )
    document.body.append(script)
    return { inserted, ready: await ready, loaderRun: await loaderRun }
  }, src)
}

export async function mountProxied(page: Page, tokens: string[]): Promise<Frame> {
  await page.goto(`${HOST}/blank.html`)
  // walletport.js mounts only the widget of its own origin.
  await page.addScriptTag({ url: new URL('../walletport.js', PROXIED_WIDGET).href })
  await page.evaluate(
    async ([widgetUrl, list]) => {
      const w = window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } }; handle: unknown }
      const handle = w.Walletport.mount({
        target: '#wallet',
        widgetUrl,
        tokens: list.map((address) => ({ chainId: 31337, address })),
      })
      w.handle = handle
      await handle.ready
    },
    [PROXIED_WIDGET, tokens] as const,
  )
  return widgetFrame(page)
}

/**
 * The wallet `name` chosen on the connect screen a first visit opens on, as a visitor does: a wallet
 * choice is a guarded click (the screen seen whole for 500 ms, a pointer that rested on it), and a wallet
 * that answers at once is confirmed in the secure window (the site may see the address), with a pointer
 * that rested on its Confirm too. Returns once the widget has asked the wallet.
 */
export async function chooseWalletAsVisitor(frame: Frame, name: RegExp = /Test Wallet/) {
  const option = frame.getByRole('button', { name })
  await option.hover()
  await frame.page().waitForTimeout(600)
  if ((await option.getAttribute('data-consent')) === 'window') {
    const [popup] = await Promise.all([frame.page().context().waitForEvent('page'), option.click()])
    const confirm = popup.getByTestId('secure-confirm')
    await confirm.waitFor()
    // The window takes a mouse click only from a pointer that has rested on Confirm for its 500 ms.
    await confirm.hover()
    await popup.waitForTimeout(600)
    await Promise.all([popup.waitForEvent('close'), confirm.click().catch(() => undefined)])
  } else await option.click()
}

/** The wallet `name` chosen as a visitor does (chooseWalletAsVisitor), until the widget shows its address. */
export async function connectWallet(frame: Frame, name: RegExp = /Test Wallet/) {
  await chooseWalletAsVisitor(frame, name)
  await frame.getByTestId('account-address').waitFor()
}
