import { BUDGETS } from '../budgets'
import { measureBaseline } from '../harness/baseline'
import { newProbedContext } from '../harness/connectProbe'
import { RUNS } from '../harness/pages'
import { ratioRow, spread, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'
import { TRACE_STEPS, visitWidget, type Trace } from '../harness/visit'

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
  for (let i = 0; i < RUNS; i++) {
    const context = await newProbedContext(browser)
    const visit = await visitWidget(await context.newPage())
    await context.close()
    startup.ready.push(visit.ready)
    startup.paint.push(visit.paint)
    traces.push(visit.trace)
    const baselineContext = await newProbedContext(browser)
    const baseline = await measureBaseline(await baselineContext.newPage())
    await baselineContext.close()
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
