import type { WidgetPage } from '../../../protocol/widgetPages'
import type { Theme } from '../../../protocol/types'
import { firstScreen } from './firstScreen'
import type { BootState } from './bootFromPage'
import { detectLayout } from './layout'
import { isSecureWindowPage } from './windowPages'

/**
 * The page React rendered at build time in this page's root (`data-page="de-dark"`, scripts/deployment/
 * widgetPages.ts), or undefined where the page came without it (a stale cache, a secure window's page).
 */
export function prerenderedPage(root: HTMLElement): WidgetPage | undefined {
  // The page's own markup, written by the build: no ask of the host's. The theme after the last dash: a language
  // may hold one (`zh-Hant-dark`).
  const [, language, theme] = /^(.+)-(.+)$/.exec(root.dataset.page ?? '') ?? []
  return language && theme ? { language, theme: theme as Theme } : undefined
}

/**
 * Whether the shell hydrates the page's prerendered first screen (its page), or renders from nothing
 * (undefined). It hydrates only where its first render is the one made at build time: the embedded
 * widget, placed inline, allowed here, with its bridge open, on a visit that opens on the connect
 * screen. Anything else (a session to resume, the launcher's dialog, a refusal) renders its own first
 * screen, and pageStart takes the prerendered one down at once rather than let it stand meanwhile.
 */
export function pageToHydrate(root: HTMLElement, boot: BootState, bridgeOpen: boolean): WidgetPage | undefined {
  const page = prerenderedPage(root)
  if (!page || boot.status !== 'ready' || !bridgeOpen) return undefined
  if (isSecureWindowPage(location.hash) || detectLayout() !== 'inline') return undefined
  return firstScreen(boot.hostOrigin) === 'connect' ? page : undefined
}
