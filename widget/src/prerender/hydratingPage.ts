import type { WidgetPage } from '../../../protocol/widgetPages'

/**
 * The prerendered page the shell hydrates: the one React rendered at build time (renderFirstScreen.tsx)
 * and, in the browser, the clicks stopped on it before React was there (pageStart.ts).
 */
export type HydratingPage = {
  page: WidgetPage
  /** Ends the stopping of clicks on it (boot/earlyGestures.ts): called once hydrated. */
  handOver?: (() => void) | undefined
}
