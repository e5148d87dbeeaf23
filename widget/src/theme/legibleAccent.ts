import { contrastRatio, type Rgba } from './checkAccent'

/** WCAG AA for text of the buttons' size and weight (15 px, semibold): white on the accent at 4.5:1 at least. */
export const LABEL_CONTRAST = 4.5

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }

/**
 * The accent as the buttons wear it behind their white labels: the host's colour where its label
 * reads at 4.5:1, else the same hue darkened just enough that it does. checkAccent refuses an accent
 * under 3:1 outright; between 3:1 and 4.5:1 the host keeps its colour everywhere else (links, the
 * spinner) and the visitor still reads Confirm.
 */
export function legibleAccent(colour: Rgba): Rgba {
  if (contrastRatio(colour, WHITE) >= LABEL_CONTRAST) return colour
  // The largest scale toward black that reaches 4.5:1: contrast only grows as the scale falls.
  let [reaches, misses] = [0, 1]
  for (let step = 0; step < 24; step++) {
    const scale = (reaches + misses) / 2
    if (contrastRatio(scaled(colour, scale), WHITE) >= LABEL_CONTRAST) reaches = scale
    else misses = scale
  }
  return scaled(colour, reaches)
}

function scaled({ r, g, b, a }: Rgba, scale: number): Rgba {
  return { r: Math.floor(r * scale), g: Math.floor(g * scale), b: Math.floor(b * scale), a }
}
