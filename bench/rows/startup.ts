import { BUDGETS } from '../budgets'
import { measureBaseline } from '../harness/baseline'
import { newProbedContext } from '../harness/connectProbe'
import { ratioRow, spread, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'
import { TRACE_STEPS, visitWidget, type Trace } from '../harness/visit'

/**
 * Twenty-five visits, not RUNS' five: of five, the first paid the servers' first compression of each file
 * (this row runs first) and the medians of the four others moved by more than the budgets' margins between
 * runs of the same code (`ready` 1.08× and 1.48×); of nine, `ready` still read 1.13× to 1.35× (resampling
 * sixty visits: one run in twenty-five over 1.3× where the sixty read 1.13×; with twenty-five visits, one in
 * three hundred). The servers are warmed by one visit of each kind first, as a deployed server's caches are
 * by its first visitor; each counted visit is still the browser's first.
 */
const STARTUP_RUNS = 25

/**
 * Script insertion → the widget's first paint and → `ready`, each run beside a bare React iframe's
 * (fresh contexts: an empty HTTP cache), with the trace of the steps between.
 */
export async function measureStartup({ browser }: Stack): Promise<Measured> {
  const startup = {
    ready: [] as number[],
    paint: [] as number[],
    baselinePaint: [] as number[],
    baselineLoad: [] as number[],
  }
  const traces: Trace[] = []
  for (let i = -1; i < STARTUP_RUNS; i++) {
    const context = await newProbedContext(browser)
    const visit = await visitWidget(await context.newPage())
    await context.close()
    const baselineContext = await newProbedContext(browser)
    const baseline = await measureBaseline(await baselineContext.newPage())
    await baselineContext.close()
    if (i < 0) continue // the servers' warm-up
    startup.ready.push(visit.ready)
    startup.paint.push(visit.paint)
    traces.push(visit.trace)
    startup.baselinePaint.push(baseline.paint)
    startup.baselineLoad.push(baseline.load)
  }
  return {
    rows: [
      ratioRow({
        metric: 'script insertion → widget first paint (ms)',
        runs: startup.paint,
        baselineRuns: startup.baselinePaint,
        maxRatio: BUDGETS.firstPaintRatio,
      }),
      ratioRow({
        metric: 'script insertion → ready (ms)',
        runs: startup.ready,
        baselineRuns: startup.baselineLoad,
        baselineNote: '(iframe load)',
        maxRatio: BUDGETS.readyRatio,
      }),
      ...(Object.keys(TRACE_STEPS) as (keyof Trace)[]).map((step) => ({
        metric: `trace: ${TRACE_STEPS[step]} (ms after insertion)`,
        walletport: spread(traces.map((t) => t[step])),
        baseline: '',
        runs: traces.map((t) => t[step]),
      })),
    ],
    results: { startup, trace: traces },
  }
}
