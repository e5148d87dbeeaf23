import { BUDGETS } from '../budgets'
import { measureBaseline } from '../harness/baseline'
import { newProbedContext } from '../harness/connectProbe'
import { RUNS } from '../harness/pages'
import { ratioRow, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'
import { visitWidget } from '../harness/visit'

/**
 * A repeat visit: the host page loaded again in the same context after a first visit that went as
 * far as the connect screen (its HTTP cache warm, nothing else kept: the widget's storage holds no
 * connection), beside the bare React iframe's second load in a context of its own. `ready` against
 * the iframe's `load` (the budget), connect interactive against its first paint.
 */
export async function measureRepeatVisit({ browser }: Stack): Promise<Measured> {
  const ready: number[] = []
  const connect: number[] = []
  const baselineLoad: number[] = []
  const baselinePaint: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await newProbedContext(browser)
    const page = await context.newPage()
    await visitWidget(page)
    const visit = await visitWidget(page)
    ready.push(visit.ready)
    connect.push(visit.connect)
    await context.close()
    const baselineContext = await newProbedContext(browser)
    const baselinePage = await baselineContext.newPage()
    await measureBaseline(baselinePage)
    const baseline = await measureBaseline(baselinePage)
    await baselineContext.close()
    baselineLoad.push(baseline.load)
    baselinePaint.push(baseline.paint)
  }
  return {
    rows: [
      ratioRow({
        metric: 'repeat visit (warm HTTP cache): script insertion → ready (ms)',
        runs: ready,
        baselineRuns: baselineLoad,
        baselineNote: '(iframe load, warm)',
        maxRatio: BUDGETS.repeatVisitRatio,
      }),
      ratioRow({
        metric: 'repeat visit (warm HTTP cache): script insertion → connect interactive (ms)',
        runs: connect,
        baselineRuns: baselinePaint,
        baselineNote: '(React iframe paint, warm)',
      }),
    ],
    results: { repeatVisit: { ready, connect, baselineLoad, baselinePaint } },
  }
}
