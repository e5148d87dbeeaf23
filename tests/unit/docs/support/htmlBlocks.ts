import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Window } from 'happy-dom'
import { parseWidgetOptions } from '../../../../protocol/parseWidgetOptions'
import { readScriptAttributes } from '../../../../loader/readScriptAttributes'
import { root } from './docFiles'

/**
 * The `data-*` attributes the script tag honours, asked of the loader itself: `data-mount`, which
 * walletport.js reads (loader/script.ts), and every one the host module's readScriptAttributes reads.
 */
export function loaderAttributes(): string[] {
  const script = readFileSync(resolve(root, 'loader/script.ts'), 'utf8')
  const own = [...script.matchAll(/(?:get|has)Attribute\('(data-[a-z-]+)'\)/g)].map((match) => match[1]!)
  const read: string[] = []
  const recorder = {
    getAttribute: (name: string) => {
      read.push(name)
      return null
    },
  }
  readScriptAttributes(recorder as unknown as HTMLScriptElement)
  return [...new Set([...own, ...read])]
}

/** An inline script of an html block, to type-check like a ts block. */
export type InlineScript = { offset: number; code: string }

/**
 * Checks an `html` block: it parses, each `<script src="…/walletport.js">` uses only attributes the
 * loader reads, with values its parser takes (readScriptAttributes, then the mount options' own
 * parser, parseWidgetOptions). Returns the inline scripts, for the caller to type-check, with the
 * line of the block each starts on.
 */
export function checkHtmlBlock(code: string): InlineScript[] {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } })
  const document = new window.DOMParser().parseFromString(`<!doctype html><body>${code}`, 'text/html')
  const known = loaderAttributes()
  const problems: string[] = []
  const inline: InlineScript[] = []
  for (const script of document.querySelectorAll('script')) {
    const src = script.getAttribute('src')
    if (src === null) {
      const text = script.textContent ?? ''
      inline.push({ offset: code.slice(0, code.indexOf(text)).split('\n').length - 1, code: text })
      continue
    }
    // The page's own scripts are its business; the loader must come whole from the widget origin.
    if (!src.endsWith('walletport.js')) continue
    if (!/^https?:\/\/[^/]+\/(.+\/)?walletport\.js$/.test(src)) problems.push(`${src}: not a walletport.js URL`)
    for (const { name } of script.attributes) {
      if (name.startsWith('data-') && !known.includes(name))
        problems.push(`${name}: the loader reads only ${known.join(', ')}`)
    }
    try {
      parseWidgetOptions(readScriptAttributes(script as unknown as HTMLScriptElement))
    } catch (error) {
      problems.push(`${src}: ${(error as Error).message}`)
    }
  }
  window.close()
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return inline
}
