/**
 * The budgets of shared/design.md ("Budgets"), in one place: `npm run bench` measures them all and
 * exits non-zero when one is broken; tests/size asserts the byte budgets on every `npm test`.
 */
export const BUDGETS = {
  /** What the host page downloads before the iframe starts loading. */
  loaderGzipBytes: 2 * 1024,
  /** The widget's first paint: its entry script, what that imports, and its CSS. */
  firstPaintGzipBytes: 90 * 1024,
  /** Script insertion → `ready`, against a bare cross-origin iframe's load in the same run. */
  readyRatio: 1.3,
  /** Script insertion → the widget's first paint (its prerendered HTML), against a bare React iframe's in the same run. */
  firstPaintRatio: 0.9,
  /** Script insertion → the connect screen's wallet options take a click (hydrated), against a bare React iframe's first paint. */
  connectInteractiveRatio: 1.3,
  /** Under DevTools' Slow 4G and Fast 4G (CDP emulation): `ready` against the bare iframe's load, emulated alike. */
  throttledReadyRatio: 1.3,
  /** Under the same emulation: connect interactive against the bare React iframe's first paint, Slow 4G and Fast 4G. */
  throttledConnectInteractiveRatio: { 'Slow 4G': 1.5, 'Fast 4G': 2 },
  /** A repeat visit (warm HTTP cache): `ready` against the bare iframe's second load. */
  repeatVisitRatio: 1.2,
  /** `npm start` with nothing changed, to the printed demo URL, on 2 cores. */
  npmStartWarmSeconds: 15,
  /** The widget's JS heap after 100 refreshes, against after connect. */
  heapGrowthBytes: 8 * 1024 * 1024,
} as const
