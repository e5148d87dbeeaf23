import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PROVIDER_METHODS, type ProviderMethod } from '../../../protocol/providerMethods'

/** docs/standards.md's table of methods, held to protocol/providerMethods.ts: a row per method, its codes the table's. */
const doc = readFileSync(new URL('../../../docs/standards.md', import.meta.url), 'utf8')
const section = doc.slice(doc.indexOf('## Methods'), doc.indexOf('## Capabilities'))
const rows = section.split('\n').filter((line) => line.startsWith('| `'))
const cells = (row: string) => row.split('|').map((cell) => cell.trim())

describe('docs/standards.md', () => {
  it('lists every method of the table, and no other', () => {
    const documented = rows.flatMap((row) => [...cells(row)[1]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!))
    expect(documented.sort()).toEqual(Object.keys(PROVIDER_METHODS).sort())
  })

  it.each(Object.keys(PROVIDER_METHODS) as ProviderMethod[])('%s: the errors it names are the table’s', (method) => {
    const row = rows.find((line) => cells(line)[1]!.includes(`\`${method}\``))!
    const named =
      cells(row)[4] === 'none'
        ? []
        : cells(row)[4]!
            .split(',')
            .map((code) => Number(code.trim()))
    const table = (PROVIDER_METHODS[method].errors as readonly number[]).filter((code) => code !== 4100)
    expect(named.sort()).toEqual([...table].sort())
  })
})
