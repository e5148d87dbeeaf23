import type { Theme } from '../../../protocol/types'
import { checkAccent, paintedAccent, parseRgba, type CheckAccentParameters } from './checkAccent'
import { legibleAccent } from './legibleAccent'

/**
 * The widget's look as the host chose it (its theme and accent): what the widget wears, and what a
 * window of the widget's own, the secure window, wears too so the visitor finds the same wallet there.
 */
export type Look = { theme: Theme; accent?: string }

/**
 * Wears `look` on this document: `data-theme` on the root (CSS variables do the rest), the accent as
 * `--wp-accent`, and as `--wp-button` the accent the buttons wear behind white labels (legibleAccent).
 * `resolve`: as checkAccent's.
 */
export function applyLook(
  { theme, accent }: Look,
  root = document.documentElement,
  resolve: CheckAccentParameters['resolve'] = paintedAccent,
): void {
  root.dataset.theme = theme
  const painted = accent ? parseRgba(resolve(accent)) : undefined
  if (accent) root.style.setProperty('--wp-accent', accent)
  else root.style.removeProperty('--wp-accent')
  if (painted) {
    const { r, g, b } = legibleAccent(painted)
    root.style.setProperty('--wp-button', `rgb(${r}, ${g}, ${b})`)
  } else root.style.removeProperty('--wp-button')
}

/** The look this document wears (applyLook put it there). */
export function readLook(root = document.documentElement): Look {
  const accent = root.style.getPropertyValue('--wp-accent')
  return { theme: parseTheme(root.dataset.theme), ...(accent ? { accent } : {}) }
}

/**
 * A look that came in a message, as data: an unknown theme is the light one, and an accent this
 * window would not let a host choose is left out. `resolve`: as checkAccent's.
 */
export function parseLook(value: unknown, resolve?: CheckAccentParameters['resolve']): Look {
  const { theme, accent } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const look: Look = { theme: parseTheme(theme) }
  if (typeof accent !== 'string') return look
  try {
    checkAccent({ accent, ...(resolve ? { resolve } : {}) })
    return { ...look, accent }
  } catch {
    // Not a colour Confirm stays legible on: the theme's own accent.
    return look
  }
}

function parseTheme(theme: unknown): Theme {
  return theme === 'dark' || theme === 'auto' ? theme : 'light'
}
