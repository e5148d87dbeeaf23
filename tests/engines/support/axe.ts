import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Engine } from './Engine'

/** axe-core's own browser build (the version the Chromium tours run through @axe-core/playwright). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Every WCAG 2.x A and AA rule axe has (WCAG 2.2's `target-size` is tagged wcag22aa). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * A check for the screen the engine's current context shows (the widget's frame, or a window of the widget
 * origin): axe-core is put into that document through the driver (once per document), run on its WCAG 2.x A and AA
 * rules, and any violation, whatever its impact, fails with the screen's name, each rule and the elements it found.
 */
export function axeClean(engine: Engine): (screen: string) => Promise<void> {
  return async (screen) => {
    if (!(await engine.evaluate<boolean>('return typeof window.axe === "object"')))
      await engine.evaluate(`${AXE_SOURCE}\n;return typeof window.axe`)
    const found = await engine.evaluate<string[]>(
      `const { violations } = await window.axe.run(document, {
        runOnly: { type: 'tag', values: args.tags },
        resultTypes: ['violations'],
      })
      return violations.map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' ')).join(', '))`,
      { tags: WCAG_TAGS },
    )
    if (found.length > 0) throw new Error(`axe in ${engine.name}, ${screen}: ${found.join('; ')}`)
  }
}
