import { describe, expect, it, vi } from 'vitest'
import { parseWidgetOptions } from '../../../../protocol/parseWidgetOptions'
import { WalletportError } from '../../../../protocol/errors'
import { usableLocale } from '../../../../widget/src/i18n/usableLocale'
import { formatAmount } from '../../../../widget/src/balances/formatAmount'

/** Tags browsers and hosts were seen to hand over, each of which made Intl throw (or would). */
const BROWSER_TAGS_INTL_REFUSES = [
  'C',
  'c',
  'POSIX',
  'posix',
  '',
  ' ',
  'en_US',
  'en-US-US',
  'C.UTF-8',
  'x',
  '123',
  'en--US',
  '-en',
  'en-',
  'i',
  'root',
]
/** Tags a host may pass that the regular expression alone let through, and Intl refuses. */
const HOST_TAGS_INTL_REFUSES = ['en-US-US', 'de-DE-DE', 'en-a', 'fr-x', 'es-419-419']
const GOOD_TAGS = ['en', 'de-DE', 'es-419', 'zh-Hant-TW', 'pt-BR', 'fr-CA']

describe('a browser locale Intl refuses falls back to English', () => {
  for (const tag of BROWSER_TAGS_INTL_REFUSES) {
    it(`"${tag}" → en, and amounts format`, () => {
      expect(usableLocale(tag)).toBe('en')
      expect(() => formatAmount(123456789n, 6, usableLocale(tag))).not.toThrow()
    })
  }
  it('a value that is not a string → en', () => {
    for (const value of [undefined, null, 42, {}, ['de']]) expect(usableLocale(value)).toBe('en')
  })
  for (const tag of GOOD_TAGS) {
    it(`"${tag}" is kept, canonical`, () => expect(usableLocale(tag)).toBe(Intl.getCanonicalLocales(tag)[0]))
  }
  it('every tag it keeps is one the formatters take', () => {
    for (const tag of [...BROWSER_TAGS_INTL_REFUSES, ...HOST_TAGS_INTL_REFUSES, ...GOOD_TAGS]) {
      const kept = usableLocale(tag)
      expect(() => [new Intl.NumberFormat(kept), new Intl.DateTimeFormat(kept)]).not.toThrow()
    }
  })
  it('checks a tag without building a formatter (that loads the locale data: 30–50 ms before the first screen)', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      for (const tag of ['de-DE', 'en-US-US', 'C']) usableLocale(tag)
      expect(numbers).not.toHaveBeenCalled()
      expect(dates).not.toHaveBeenCalled()
    } finally {
      numbers.mockRestore()
      dates.mockRestore()
    }
  })
})

describe('a host locale Intl refuses is INVALID_REQUEST naming the value', () => {
  for (const locale of [...HOST_TAGS_INTL_REFUSES, 'C', '', 'english please', 42]) {
    it(`${JSON.stringify(locale)}`, () => {
      let error: unknown
      try {
        parseWidgetOptions({ locale })
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(WalletportError)
      expect((error as WalletportError).code).toBe('INVALID_REQUEST')
      expect((error as WalletportError).message).toContain(typeof locale === 'string' ? `"${locale}"` : String(locale))
    })
  }
  for (const locale of GOOD_TAGS) {
    it(`"${locale}" is taken`, () =>
      expect(parseWidgetOptions({ locale }).locale).toBe(Intl.getCanonicalLocales(locale)[0]))
  }
})
