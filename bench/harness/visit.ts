import type { Page } from '@playwright/test'
import { probeReport } from './connectProbe'
import { firstPaint, insertScriptTag, widgetFrame } from './pages'

/** The steps of the widget's start, each in ms after the script tag was inserted. */
export const TRACE_STEPS = {
  loaderRun: 'walletport.js ran (iframe created)',
  html: 'widget HTML received',
  start: 'widget pageStart ran (bridge opening)',
  entry: 'widget shell JS received (React, the connect screen)',
  paint: 'widget first paint',
  handshake: 'bridge handshake done (widget)',
  configured: 'host options answered (widget)',
  ready: 'ready (host)',
  wallet: 'wallet code loaded, screen live',
  connect: 'connect screen: wallet options shown',
}
export type Trace = Record<keyof typeof TRACE_STEPS, number>

/**
 * One visit: the script tag inserted into the host page, until the connect screen's wallet options
 * show (the page's context from `newProbedContext`). Each figure in ms after insertion. The widget
 * frame is looked into only once they have shown (connectProbe.ts says why).
 */
export async function visitWidget(
  page: Page,
): Promise<{ ready: number; paint: number; connect: number; trace: Trace }> {
  const optionsShown = probeReport(page, 'connect')
  const { inserted, ready, loaderRun } = await insertScriptTag(page)
  const options = await optionsShown
  const frame = await widgetFrame(page)
  const paint = await firstPaint(frame)
  // The wallet's code may come after the connect screen (the shell draws it first): its mark is waited for.
  await frame.waitForFunction(() => performance.getEntriesByName('walletport:wallet').length > 0, undefined, {
    timeout: 60_000,
  })
  // Each entry's end on the absolute clock (responseEnd for a fetch, startTime for a mark). No
  // helper functions inside: tsx names them with a __name() the page does not have.
  const widget = await frame.evaluate(
    () =>
      Object.fromEntries(
        [
          ['html', performance.getEntriesByType('navigation')[0]],
          ['entry', performance.getEntriesByType('resource').find((r) => /\/assets\/shell-[^/]+\.js$/.test(r.name))],
          ['start', performance.getEntriesByName('walletport:start')[0]],
          ['handshake', performance.getEntriesByName('walletport:handshake')[0]],
          ['configured', performance.getEntriesByName('walletport:configured')[0]],
          ['wallet', performance.getEntriesByName('walletport:wallet')[0]],
        ].map(([name, entry]) => [
          name,
          entry
            ? performance.timeOrigin +
              ((entry as PerformanceResourceTiming).responseEnd || (entry as PerformanceEntry).startTime)
            : NaN,
        ]),
      ) as Record<'html' | 'entry' | 'start' | 'handshake' | 'configured' | 'wallet', number>,
  )
  const since = (t: number) => t - inserted
  const trace: Trace = {
    loaderRun: since(loaderRun),
    html: since(widget.html),
    entry: since(widget.entry),
    start: since(widget.start),
    paint: since(paint),
    handshake: since(widget.handshake),
    configured: since(widget.configured),
    ready: since(ready),
    wallet: since(widget.wallet),
    connect: since(options),
  }
  return { ready: since(ready), paint: since(paint), connect: since(options), trace }
}
