/**
 * One line of the bench table, as printed, written to bench/results.json and rendered into
 * docs/performance.md. A timed row keeps its runs (and its same-run baseline's), so the median,
 * the spread and the ratio can be checked against the raw figures.
 */
export type Row = {
  metric: string
  walletport: string
  baseline: string
  ratio?: string
  budget?: string
  ok?: boolean
  /** Each run's figure, for a timed row. */
  runs?: number[]
  /** The same-run baseline's figures, when the row is compared with one. */
  baselineRuns?: number[]
}

/** What one measurement hands back: its table rows and the details worth keeping in results.json. */
export type Measured = { rows: Row[]; results: Record<string, unknown> }

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** `median [min–max]`, in whole units. */
export const spread = (xs: number[]) =>
  `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`

/**
 * A row of timings against a baseline measured in the same run: medians compared, the budget a
 * largest ratio (`maxRatio`), or none when the figure is only reported.
 */
export function ratioRow({
  metric,
  runs,
  baselineRuns,
  baselineNote = '',
  maxRatio,
}: {
  metric: string
  runs: number[]
  baselineRuns: number[]
  baselineNote?: string
  maxRatio?: number
}): Row {
  const ratio = median(runs) / median(baselineRuns)
  return {
    metric,
    walletport: spread(runs),
    baseline: `${spread(baselineRuns)}${baselineNote ? ` ${baselineNote}` : ''}`,
    ratio: ratio.toFixed(2),
    ...(maxRatio === undefined ? {} : { budget: `≤ ${maxRatio}×`, ok: ratio <= maxRatio }),
    runs,
    baselineRuns,
  }
}

/** A row of timings with no baseline (the spread of the runs only). */
export function timedRow(metric: string, runs: number[], budget?: { text: string; ok: boolean }): Row {
  return {
    metric,
    walletport: spread(runs),
    baseline: '',
    ...(budget ? { budget: budget.text, ok: budget.ok } : {}),
    runs,
  }
}
