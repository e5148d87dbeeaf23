import { describe, expect, it } from 'vitest'
import { CurrencyChoice } from '../../../../widget/src/balances/CurrencyChoice'
import { displayCurrency, localeCurrency } from '../../../../widget/src/balances/displayCurrency'
import { DurableStore, localRecordKey } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'

const HOST = 'https://shop.example'

/** A store over a Map: what the iframe's own storage keeps across a reload. */
function memory() {
  const map = new Map<string, string>()
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage
  return {
    map,
    store: () =>
      new DurableStore(
        createSafeStorage(() => storage),
        HOST,
      ),
  }
}

describe('the currency of a locale', () => {
  it.each([
    ['de-DE', 'EUR'],
    ['de', 'EUR'],
    ['fr-CA', 'CAD'],
    ['en-GB', 'GBP'],
    ['en-DE', 'EUR'],
    ['ja', 'JPY'],
    ['ja-JP', 'JPY'],
    ['en', 'USD'],
    ['en-US', 'USD'],
    ['es-MX', 'USD'],
    ['pt-PT', 'EUR'],
  ])('%s → %s', (locale, currency) => {
    expect(localeCurrency(locale)).toBe(currency)
  })

  it('reads USD for a tag Intl refuses rather than throwing', () => {
    expect(localeCurrency('not a locale')).toBe('USD')
  })
})

describe('which currency values are shown in', () => {
  it("the visitor's choice wins over the host's, the host's over the locale's", () => {
    expect(displayCurrency({ chosen: 'JPY', host: 'GBP', locale: 'de-DE' })).toBe('JPY')
    expect(displayCurrency({ host: 'GBP', locale: 'de-DE' })).toBe('GBP')
    expect(displayCurrency({ locale: 'de-DE' })).toBe('EUR')
    expect(displayCurrency({ chosen: 'USD', host: 'EUR', locale: 'de-DE' })).toBe('USD')
  })
})

describe('CurrencyChoice: the visitor’s choice, remembered', () => {
  const embedding = (currency?: string) => ({ options: currency ? { currency } : {}, locale: 'de-DE' })

  it('follows the host, then the locale, until the visitor chooses; the choice survives a reload', async () => {
    const { store } = memory()
    const first = new CurrencyChoice(() => store(), embedding('GBP'))
    await first.load()
    expect(first.current()).toBe('GBP')
    first.choose('JPY')
    expect(first.current()).toBe('JPY')
    expect(first.automatic()).toBe('GBP')

    // A reload: the same storage, a new widget.
    const s = store()
    const again = new CurrencyChoice(() => s, embedding('GBP'))
    expect(again.current()).toBe('GBP')
    await again.load()
    expect(again.getSnapshot()).toEqual({ chosen: 'JPY' })
    expect(again.current()).toBe('JPY')

    // Back to automatic: the host's currency again, and nothing remembered.
    again.choose(undefined)
    expect(again.current()).toBe('GBP')
    const third = new CurrencyChoice(() => store(), embedding())
    await third.load()
    expect(third.current()).toBe('EUR')
  })

  it('drops a remembered record that is not a currency code (the host may write it where it keeps the records)', async () => {
    const { map, store } = memory()
    map.set(localRecordKey('currency', HOST), '<img src=x>')
    const choice = new CurrencyChoice(() => store(), embedding())
    await choice.load()
    expect(choice.current()).toBe('EUR')
    expect(map.has(localRecordKey('currency', HOST))).toBe(false)
  })

  it('a choice made while the record is read is not overwritten by the older one', async () => {
    const { store } = memory()
    const before = new CurrencyChoice(() => store(), embedding())
    before.choose('GBP')
    const s = store()
    const choice = new CurrencyChoice(() => s, embedding())
    const loading = choice.load()
    choice.choose('JPY')
    await loading
    expect(choice.current()).toBe('JPY')
  })
})
