import type { WidgetPage } from '../../../protocol/widgetPages'
import type { EarlyGestures } from '../boot/earlyGestures'

/**
 * The prerendered page the shell hydrates: the one React rendered at build time (renderFirstScreen.tsx)
 * and, in the browser, the clicks stopped on it before React was there (pageStart.ts).
 */
export type HydratingPage = { page: WidgetPage; gestures?: EarlyGestures | undefined }
