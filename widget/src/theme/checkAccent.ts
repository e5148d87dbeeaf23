import { WalletportError } from '../../../protocol/errors'

/** The Confirm label is white on the accent; below this contrast (WCAG's for large text and controls) it is not legible. */
export const MIN_ACCENT_CONTRAST = 3

export type Rgba = { r: number; g: number; b: number; a: number }

export type CheckAccentParameters = {
  accent: string
  /**
   * The button's background as the browser computes it with this accent ("rgb(…)" / "rgba(…)"):
   * every CSS colour syntax and name, resolved by the one engine that will paint it.
   */
  resolve?: (css: string) => string
}

/**
 * Refuses an accent that would make Confirm illegible or invisible: transparent, any alpha below
 * 1, or a contrast below 3:1 with the button's white label (in the light theme that is also the
 * contrast with the background). A host could otherwise paint Confirm invisible while the
 * visibility check still counts it as seen.
 */
export function checkAccent({ accent, resolve = paintedAccent }: CheckAccentParameters): void {
  // Keywords that take their colour from elsewhere: what is checked would not be what is painted.
  if (/^(inherit|initial|unset|revert|revert-layer|currentcolor)$/i.test(accent.trim()))
    throw invalid(`${accent} is not a colour of its own`)
  const colour = parseRgba(resolve(accent))
  if (!colour) throw invalid(`${accent} is not a colour this browser can paint`)
  if (colour.a < 1) throw invalid(`${accent} is (partly) transparent; Confirm must be fully opaque`)
  const contrast = contrastRatio(colour, { r: 255, g: 255, b: 255, a: 1 })
  if (contrast < MIN_ACCENT_CONTRAST) {
    throw invalid(
      `${accent} leaves Confirm's white label at ${contrast.toFixed(2)}:1 contrast; at least ${MIN_ACCENT_CONTRAST}:1 is needed`,
    )
  }
}

/** "rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)" or "rgb(1 2 3 / 50%)" as numbers; undefined otherwise. */
export function parseRgba(text: string): Rgba | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(text.trim())
  if (!match) return undefined
  const [, r, g, b, alpha, percent] = match
  const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1)
  return { r: Number(r), g: Number(g), b: Number(b), a }
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(x: Rgba, y: Rgba): number {
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The background a Confirm button gets with `css` as the accent, before legibleAccent darkens it: the host's own colour as painted. */
export function paintedAccent(css: string): string {
  const probe = document.createElement('span')
  probe.style.color = 'rgb(1, 2, 3)'
  probe.style.color = css
  // Not a colour at all: refused rather than taken for whatever the button falls back to.
  if (probe.style.color === 'rgb(1, 2, 3)' && css.replace(/\s/g, '') !== 'rgb(1,2,3)') return ''
  const button = document.createElement('button')
  button.className = 'primary'
  button.style.setProperty('--wp-accent', css)
  button.style.setProperty('--wp-button', css)
  button.hidden = true
  document.body.append(button)
  const painted = getComputedStyle(button).backgroundColor
  button.remove()
  return painted
}

function invalid(message: string): WalletportError {
  return new WalletportError('INVALID_REQUEST', `accent: ${message}`)
}
