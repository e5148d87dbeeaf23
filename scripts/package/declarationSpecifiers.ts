import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * Gives every relative import of an emitted declaration file its `.js` extension (or
 * `/index.js`), as Node's ESM resolution (`moduleResolution: node16` / `nodenext`) requires;
 * `bundler` resolution accepts either. tsc keeps specifiers as the source wrote them, and the
 * source is written for Vite, without extensions.
 */
export function withDeclarationExtensions(text: string, file: string): string {
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
    (whole, lead: string, quote: string, specifier: string) => {
      if (/\.(js|mjs|cjs|json)$/.test(specifier)) return whole
      const target = resolve(dirname(file), specifier)
      const resolved = existsSync(`${target}.d.ts`)
        ? `${specifier}.js`
        : existsSync(resolve(target, 'index.d.ts'))
          ? `${specifier}/index.js`
          : undefined
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`)
      return `${lead}${quote}${resolved}${quote}`
    },
  )
}
