import { BUDGETS } from '../budgets'
import { measureBaseline } from '../harness/baseline'
import { newProbedContext } from '../harness/connectProbe'
import { emulateNetwork, NETWORK_PRESETS, type NetworkPreset } from '../harness/network'
import { RUNS, widgetFrame } from '../harness/pages'
import { ratioRow, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'
import { visitWidget } from '../harness/visit'

/**
 * The widget's first paint, `ready` and connect interactive under one of DevTools' network presets (CDP
 * emulation, CPU not throttled), each run beside the bare React iframe under the same emulation: its first
 * paint for the first paint and connect interactive, its `load` for `ready`. Fresh contexts: a first visit.
 */
export async function measureUnderNetwork({ browser }: Stack, preset: NetworkPreset): Promise<Measured> {
  const ready: number[] = []
  const paint: number[] = []
  const connect: number[] = []
  const baselineLoad: number[] = []
  const baselinePaint: number[] = []
  /** The shell chunk's fetch in the iframe, request to response end: shows the emulation reached the cross-origin frame. */
  const iframeFetch: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await newProbedContext(browser)
    const page = await context.newPage()
    await emulateNetwork(page, preset)
    const visit = await visitWidget(page)
    ready.push(visit.ready)
    paint.push(visit.paint)
    connect.push(visit.connect)
    iframeFetch.push(
      await (
        await widgetFrame(page)
      ).evaluate(() => {
        const shell = performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/shell-[^/]+\.js$/.test(r.name)) as PerformanceResourceTiming
        return shell.responseEnd - shell.requestStart
      }),
    )
    await context.close()
    const baselineContext = await newProbedContext(browser)
    const baselinePage = await baselineContext.newPage()
    await emulateNetwork(baselinePage, preset)
    const baseline = await measureBaseline(baselinePage)
    await baselineContext.close()
    baselineLoad.push(baseline.load)
    baselinePaint.push(baseline.paint)
  }
  // The emulated latency alone is more than the whole fetch takes on loopback: below it, the iframe was not throttled.
  if (Math.min(...iframeFetch) < NETWORK_PRESETS[preset].latency)
    throw new Error(`${preset}: the widget iframe's fetches were not throttled (${iframeFetch.join(', ')} ms)`)
  return {
    rows: [
      ratioRow({
        metric: `${preset}: script insertion → widget first paint (ms)`,
        runs: paint,
        baselineRuns: baselinePaint,
        baselineNote: '(React iframe paint)',
        maxRatio: BUDGETS.firstPaintRatio,
      }),
      ratioRow({
        metric: `${preset}: script insertion → ready (ms)`,
        runs: ready,
        baselineRuns: baselineLoad,
        baselineNote: '(iframe load)',
        maxRatio: BUDGETS.throttledReadyRatio,
      }),
      ratioRow({
        metric: `${preset}: script insertion → connect interactive (ms)`,
        runs: connect,
        baselineRuns: baselinePaint,
        baselineNote: '(React iframe paint)',
        maxRatio: BUDGETS.throttledConnectInteractiveRatio[preset],
      }),
    ],
    results: {
      [preset]: {
        conditions: NETWORK_PRESETS[preset],
        paint,
        ready,
        connect,
        baselineLoad,
        baselinePaint,
        iframeFetch,
      },
    },
  }
}
