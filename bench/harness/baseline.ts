import type { Page } from '@playwright/test'
import { probeReport } from './connectProbe'
import { HOST, WIDGET } from './pages'

/**
 * The baseline of every start-up row: a cross-origin iframe (on the widget origin) rendering a
 * React hello world (dist-dev/bench-baseline), inserted into the host page. Its `load` is the
 * baseline of `ready`, its first contentful paint that of the widget's paint and connect screen, and when
 * its HTML was received tells the frame's own time from what came before it. In ms after insertion. The
 * page is the caller's (from `newProbedContext`, whose probe reports the paint), so it can be throttled
 * or have a warm cache.
 */
export async function measureBaseline(page: Page): Promise<{ paint: number; load: number; html: number }> {
  await page.goto(`${HOST}/blank.html`)
  const painted = probeReport(page, 'paint')
  const received = probeReport(page, 'html')
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
  const [paint, html] = await Promise.all([painted, received])
  return { paint: paint - inserted, load: load - inserted, html: html - inserted }
}
