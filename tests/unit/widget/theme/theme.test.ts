// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio, MIN_ACCENT_CONTRAST, parseRgba, type Rgba } from '../../../../widget/src/theme/checkAccent'
import { applyLook, parseLook, readLook } from '../../../../widget/src/theme/look'

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }

const css = readFileSync(join(import.meta.dirname, '../../../../widget/src/styles.css'), 'utf8')
const screensCss = readFileSync(join(import.meta.dirname, '../../../../widget/src/screens/screens.css'), 'utf8')

/** The variables one block of styles.css declares: the light root, or the dark theme. */
function variables(selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`)).split('}')[0]!
  return Object.fromEntries([...block.matchAll(/--wp-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

const hex = (value: string): Rgba => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number]
  return { r, g, b, a: 1 }
}
/** CSS color-mix(in srgb, accent p%, other): a straight mix of the encoded channels. */
const mix = (accent: Rgba, share: number, other: Rgba): Rgba => ({
  r: Math.round(accent.r * share + other.r * (1 - share)),
  g: Math.round(accent.g * share + other.g * (1 - share)),
  b: Math.round(accent.b * share + other.b * (1 - share)),
  a: 1,
})
/** A grid of every accent checkAccent lets a host choose (Confirm's white label at 3:1 at least). */
const ALLOWED_ACCENTS: Rgba[] = []
for (let r = 0; r < 256; r += 15)
  for (let g = 0; g < 256; g += 15)
    for (let b = 0; b < 256; b += 15)
      if (contrastRatio({ r, g, b, a: 1 }, hex('#ffffff')) >= MIN_ACCENT_CONTRAST)
        ALLOWED_ACCENTS.push({ r, g, b, a: 1 })

const light = variables(':root')
const themes = { light, dark: { ...light, ...variables(":root[data-theme='dark']") } }

describe.each(Object.entries(themes))('the %s theme', (_, theme) => {
  const colour = (name: string) => hex(theme[name]!)
  const link = (accent: Rgba) => {
    const [, share, other] = /color-mix\(in srgb, var\(--wp-accent\) (\d+)%, (#[0-9a-f]{3,6})\)/.exec(theme.link!)!
    return mix(accent, Number(share) / 100, hex(other!.length === 4 ? other!.replace(/[0-9a-f]/g, '$&$&') : other!))
  }

  it('gives every text at least 4.5:1 on the backgrounds it is drawn on', () => {
    const pairs: [string, string][] = [
      ['fg', 'bg'],
      ['fg', 'surface'],
      ['muted', 'bg'],
      ['muted', 'surface'],
      ['danger', 'bg'],
      ['danger', 'danger-bg'],
      ['warning-fg', 'warning-bg'],
      ['fg', 'disabled'],
    ]
    for (const [text, background] of pairs)
      expect(contrastRatio(colour(text), colour(background)), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5)
  })

  it("edges every field (the send form's, the network select) at 3:1 at least on the page: WCAG 1.4.11", () => {
    for (const selector of ['.field input,\n.field select {', '.network-select select {']) {
      const block = screensCss.slice(screensCss.indexOf(selector)).split('}')[0]!
      const edge = /\bborder: 1px solid var\(--wp-([a-z-]+)\)/.exec(block)![1]!
      expect(contrastRatio(colour(edge), colour('bg')), selector).toBeGreaterThanOrEqual(3)
    }
  })

  it('keeps links and focus rings at 4.5:1 on every background, whatever accent the host chose', () => {
    expect(ALLOWED_ACCENTS.length).toBeGreaterThan(1000)
    for (const background of ['bg', 'surface', 'danger-bg', 'warning-bg'])
      for (const accent of ALLOWED_ACCENTS)
        expect(contrastRatio(link(accent), colour(background))).toBeGreaterThanOrEqual(4.5)
  })
})

it('the auto theme in a dark system is the dark theme, variable for variable', () => {
  expect(variables(":root[data-theme='auto']")).toEqual(variables(":root[data-theme='dark']"))
})

describe('the look the secure window takes on', () => {
  const paints = (css: string) => (css === '#1f4fd8' ? 'rgb(31, 79, 216)' : css === 'yellow' ? 'rgb(255, 255, 0)' : '')

  it('reads back what applyLook put on the root', () => {
    const root = document.createElement('html')
    applyLook({ theme: 'dark', accent: '#1f4fd8' }, root, paints)
    expect(readLook(root)).toEqual({ theme: 'dark', accent: '#1f4fd8' })
    applyLook({ theme: 'auto' }, root, paints)
    expect(readLook(root)).toEqual({ theme: 'auto' })
  })

  it('the buttons wear the accent, darkened only where their white label would read under 4.5:1', () => {
    const root = document.createElement('html')
    applyLook({ theme: 'light', accent: '#1f4fd8' }, root, paints)
    expect(root.style.getPropertyValue('--wp-button')).toBe('rgb(31, 79, 216)')
    // #ff0066 leaves white at 3.86:1 (checkAccent lets it through at 3:1): the buttons get its darker shade.
    applyLook({ theme: 'light', accent: '#ff0066' }, root, () => 'rgb(255, 0, 102)')
    expect(readLook(root).accent).toBe('#ff0066')
    const worn = parseRgba(root.style.getPropertyValue('--wp-button'))!
    expect(contrastRatio(worn, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(worn, WHITE)).toBeLessThan(4.7)
    expect(worn.r / 255).toBeCloseTo(worn.b / 102, 1) // the same hue, only darker
    applyLook({ theme: 'light' }, root, paints)
    expect(root.style.getPropertyValue('--wp-button')).toBe('')
  })

  it('parses a message: an unknown theme is the light one, an illegible or foreign accent is left out', () => {
    expect(parseLook({ theme: 'dark', accent: '#1f4fd8' }, paints)).toEqual({ theme: 'dark', accent: '#1f4fd8' })
    expect(parseLook({ theme: 'neon', accent: 'yellow' }, paints)).toEqual({ theme: 'light' })
    expect(parseLook({ theme: 'auto', accent: { toString: () => '#1f4fd8' } }, paints)).toEqual({ theme: 'auto' })
    expect(parseLook(undefined, paints)).toEqual({ theme: 'light' })
  })
})
