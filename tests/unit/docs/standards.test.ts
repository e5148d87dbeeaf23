import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PROVIDER_METHODS, type ProviderMethod } from '../../../protocol/providerMethods'
import { column, tableWithHeader } from '../../support/markdown'

/** docs/standards.md's methods table, held to protocol/providerMethods.ts: a row per method, its codes the table's. */
const doc = readFileSync(new URL('../../../docs/standards.md', import.meta.url), 'utf8')
const table = tableWithHeader('docs/standards.md', doc, [
  'Method',
  'Standard',
  'How Walletport answers',
  'Errors besides 4100',
])
const methods = column(table, 'Method')
const errors = column(table, 'Errors besides 4100')

describe('docs/standards.md', () => {
  it('lists every method of the table, and no other', () => {
    expect(methods.flatMap((cell) => cell.spans).sort()).toEqual(Object.keys(PROVIDER_METHODS).sort())
  })

  it.each(Object.keys(PROVIDER_METHODS) as ProviderMethod[])('%s: the errors it names are the table’s', (method) => {
    const cell = errors[methods.findIndex((cell) => cell.spans.includes(method))]!
    const named = cell.text === 'none' ? [] : cell.text.split(',').map((code) => Number(code.trim()))
    const table = (PROVIDER_METHODS[method].errors as readonly number[]).filter((code) => code !== 4100)
    expect(named.sort()).toEqual([...table].sort())
  })
})
