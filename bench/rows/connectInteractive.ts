import { BUDGETS } from '../budgets'
import { measureBaseline } from '../harness/baseline'
import { newProbedContext } from '../harness/connectProbe'
import { ratioRow, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'
import { visitWidget } from '../harness/visit'

/**
 * More visits than the other rows (RUNS): on the 2-core machine this row's ratio moved by more than its
 * budget's margin between runs of the same code (1.47×, 1.58× and 1.48× in three runs of five visits;
 * 1.42×, 1.66×, 1.42× and 1.57× in four runs of nine), most of it the bare iframe's spread. Fifteen
 * pairs make the medians steadier; the cost is under a minute.
 */
const CONNECT_RUNS = 15

/**
 * "Connect interactive": script insertion → the connect screen's wallet options are on the page and
 * take a click (a first visit opens on them), against a bare React iframe's first paint in the same
 * run, visits alternating. Fresh contexts: a first visit.
 */
export async function measureConnectInteractive({ browser }: Stack): Promise<Measured> {
  const connect: number[] = []
  const baselinePaint: number[] = []
  for (let i = 0; i < CONNECT_RUNS; i++) {
    const context = await newProbedContext(browser)
    const page = await context.newPage()
    connect.push((await visitWidget(page)).connect)
    await context.close()
    const baselineContext = await newProbedContext(browser)
    baselinePaint.push((await measureBaseline(await baselineContext.newPage())).paint)
    await baselineContext.close()
  }
  return {
    rows: [
      ratioRow({
        metric: 'script insertion → connect interactive: wallet options take a click (ms)',
        runs: connect,
        baselineRuns: baselinePaint,
        baselineNote: '(React iframe paint)',
        maxRatio: BUDGETS.connectInteractiveRatio,
      }),
    ],
    results: { connectInteractive: { connect, baselinePaint } },
  }
}
