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
  const startup: Startup = { ready: [], paint: [], baselinePaint: [], baselineLoad: [], baselineHtml: [] }
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
    startup.baselineHtml.push(baseline.html)
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
      ...frameRows(startup, traces),
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

type Startup = {
  ready: number[]
  paint: number[]
  baselinePaint: number[]
  baselineLoad: number[]
  baselineHtml: number[]
}

/**
 * Where the start-up time goes, against the bare React iframe: before the frame has its page (the loader's own fetch
 * and run, then the page's), and in the frame from then on (its renderer, then the prerendered HTML or React's render;
 * for `ready`, the handshake with the host after that).
 */
function frameRows(startup: Startup, traces: Trace[]) {
  const html = traces.map((t) => t.html)
  const afterHtml = (moments: number[], at: number[]) => moments.map((moment, i) => moment - at[i]!)
  return [
    ratioRow({
      metric: 'script insertion → the iframe has its HTML (ms): the loader, then the page',
      runs: html,
      baselineRuns: startup.baselineHtml,
      baselineNote: '(bare React iframe)',
    }),
    ratioRow({
      metric: 'the iframe has its HTML → its first paint (ms): the frame alone',
      runs: afterHtml(startup.paint, html),
      baselineRuns: afterHtml(startup.baselinePaint, startup.baselineHtml),
      baselineNote: '(bare React iframe)',
    }),
    ratioRow({
      metric: 'the iframe has its HTML → ready (ms): the frame, then the handshake with the host',
      runs: afterHtml(startup.ready, html),
      baselineRuns: afterHtml(startup.baselineLoad, startup.baselineHtml),
      baselineNote: '(bare React iframe, to its load)',
    }),
  ]
}
