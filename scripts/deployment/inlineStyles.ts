import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g
const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g

/**
 * The page's own stylesheet written into it: a prerendered screen paints with the page, one round trip
 * sooner than a stylesheet the browser must first fetch (on a phone's network, 562 ms on Slow 4G). The
 * CSP allows exactly these styles by hash (`'sha256-…'` in `style-src`, returned here), nothing inline
 * besides. Idempotent: a page whose styles are already in it keeps them, and its hashes are returned.
 */
export function inlineStyles(html: string, widgetDir: string): { html: string; styleHashes: string[] } {
  const inlined = html.replace(STYLESHEET, (_, path: string) => {
    const css = readFileSync(join(widgetDir, path), 'utf8')
    if (css.includes('</')) throw new Error(`${path} cannot be written into a <style> block`)
    // Named by the file it came from: what counts the first paint's bytes (tests/size, the bench) still finds it.
    return `<style data-href="./${path}">${css}</style>`
  })
  const styleHashes = [...inlined.matchAll(STYLE)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  )
  return { html: inlined, styleHashes }
}
