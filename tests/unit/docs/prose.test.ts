import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as ports from '../../../devchain/ports'
import { anchorsOf, codeSpansOf, linksOf } from '../../support/markdown'
import { docFiles, readDoc, root } from './support/docFiles'

/**
 * The prose of README.md and docs/, as parsed: every relative link reaches its file and heading, every repository
 * path written as `code` exists, every local origin is one of the stack's.
 */
const docs = docFiles()

describe('links and paths in the prose', () => {
  it.each(docs)('%s: every relative link reaches a file, and its heading', (doc) => {
    const broken: string[] = []
    for (const { target, line } of linksOf(readDoc(doc))) {
      if (/^[a-z]+:/.test(target)) continue
      const [path, anchor] = target.split('#') as [string, string | undefined]
      const file = path === '' ? resolve(root, doc) : resolve(root, dirname(doc), path)
      if (!existsSync(file)) broken.push(`${doc}:${line}: ${target}: no such file`)
      else if (
        anchor !== undefined &&
        file.endsWith('.md') &&
        !anchorsOf(readDoc(file.slice(root.length + 1))).has(anchor)
      )
        broken.push(`${doc}:${line}: ${target}: no such heading`)
    }
    expect(broken).toEqual([])
  })

  /** Paths the docs name that a checkout does not hold: build outputs and what the widget origin serves. */
  const NOT_IN_A_CHECKOUT =
    /^(dist[\w-]*\/|bench\/results\.json|widget\/(host|assets)\/|widget\/walletport\.config\.json)/
  const REPOSITORY_PATH =
    /^(widget|loader|protocol|server|scripts|tests|devchain|harness|demo-host|bench|deploy|docs)\/[\w./-]*$/

  it.each(docs)('%s: every repository path in `inline code` exists', (doc) => {
    const missing = codeSpansOf(readDoc(doc))
      .filter(({ code }) => REPOSITORY_PATH.test(code) && !NOT_IN_A_CHECKOUT.test(code))
      .filter(({ code }) => !existsSync(join(root, code)))
      .map(({ code, line }) => `${doc}:${line}: ${code}`)
    expect(missing).toEqual([])
  })
})

describe('the local stack the docs name', () => {
  /** Ports that are examples, not the stack's: a host developer's own dev server, a widget variant of theirs. */
  const EXAMPLES = [3000, 5190]
  /** Every port of the module: its numbers, and the ports of its origins and URLs. */
  const portsIn = (value: unknown): number[] =>
    typeof value === 'number'
      ? [value]
      : typeof value === 'string'
        ? [...value.matchAll(/:(\d+)$/g)].map((match) => Number(match[1]))
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(portsIn)
          : []
  const stack = new Set(portsIn(ports))

  // Anywhere in the doc, code blocks included: a URL is text, not Markdown structure.
  it.each(docs)('%s: every local origin is one of devchain/ports.ts', (doc) => {
    const unknown = [...readDoc(doc).matchAll(/\/\/(?:localhost|127\.0\.0\.1|wallet\.localhost):(\d+)/g)]
      .map((match) => Number(match[1]))
      .filter((port) => !stack.has(port) && !EXAMPLES.includes(port))
    expect(unknown).toEqual([])
  })
})
