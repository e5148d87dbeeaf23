import type { Page } from '@playwright/test'
import { firstPaint, HOST, WIDGET, widgetFrame } from './pages'

/**
 * The baseline of every start-up row: a cross-origin iframe (on the widget origin) rendering a
 * React hello world (dist-dev/bench-baseline), inserted into the host page. Its `load` is the
 * baseline of `ready`, its first contentful paint that of the widget's paint and connect screen.
 * In ms after insertion. The page is the caller's, so it can be throttled or have a warm cache.
 */
export async function measureBaseline(page: Page): Promise<{ paint: number; load: number }> {
  await page.goto(`${HOST}/blank.html`)
  const { inserted, load } = await page.evaluate(async (src) => {
    const iframe = document.createElement('iframe')
    iframe.src = src
    const inserted = performance.timeOrigin + performance.now()
    const load = new Promise<number>((r) =>
      iframe.addEventListener('load', () => r(performance.timeOrigin + performance.now()), { once: true }),
    )
    document.body.append(iframe)
    return { inserted, load: await load }
  }, `${WIDGET}/bench-baseline/index.html`)
  const frame = await widgetFrame(page, '/bench-baseline/')
  const paint = await firstPaint(frame)
  return { paint: paint - inserted, load: load - inserted }
}
