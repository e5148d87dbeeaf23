import { afterEach, describe, expect, it, vi } from 'vitest'
import { bestWidgetLanguage, directionOf, widgetLanguageOf } from '../../../../protocol/widgetLanguages'
import { languageOf } from '../../../../widget/src/i18n/translate'
import { browserLocale, widgetLocale } from '../../../../widget/src/i18n/usableLocale'

describe('widgetLanguageOf: the language of ours a tag is best read in', () => {
  it.each([
    ['zh-HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['pt-PT', 'pt'],
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['iw', 'he'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['he', 'he'],
    ['ar-EG', 'ar'],
    ['DE-at', 'de'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
  ])('%s → %s', (tag, language) => expect(widgetLanguageOf(tag)).toBe(language))

  it.each(['sv', 'sv-SE', 'x-klingon', '', 'C', 'zz'])('%s: none of ours', (tag) => {
    expect(widgetLanguageOf(tag)).toBeUndefined()
    expect(languageOf(tag)).toBe('en')
  })

  it('takes the first tag it speaks, else English', () => {
    expect(bestWidgetLanguage(['sv', undefined, 'zh-TW', 'de'])).toBe('zh-Hant')
    expect(bestWidgetLanguage(['sv', 'nb'])).toBe('en')
    expect(bestWidgetLanguage([])).toBe('en')
  })

  it('writes Arabic and Hebrew right to left, every other language left to right', () => {
    expect(['ar', 'he'].map(directionOf)).toEqual(['rtl', 'rtl'])
    expect(['en', 'de', 'zh-Hant', 'ja', 'ur'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr'])
  })
})

describe("widgetLocale: the host's locale, then the browser's languages in order", () => {
  afterEach(() => vi.unstubAllGlobals())
  const browser = (languages: string[]) =>
    vi.stubGlobal('navigator', { language: languages[0] ?? '', languages } as unknown as Navigator)

  it("takes the host's locale where we speak it", () => {
    browser(['de-DE', 'en'])
    expect(widgetLocale({ locale: 'ja-JP' })).toBe('ja-JP')
    expect(widgetLocale({ locale: 'zh-HK' })).toBe('zh-HK')
  })

  it("passes a host locale we do not speak for the browser's first language we do", () => {
    browser(['sv-SE', 'nb', 'pt-PT', 'de'])
    expect(widgetLocale({ locale: 'fi' })).toBe('pt-PT')
    expect(languageOf(widgetLocale({ locale: 'fi' }))).toBe('pt')
    expect(browserLocale()).toBe('pt-PT')
  })

  it('falls back to English, never crashing on a tag Intl refuses', () => {
    browser(['C', 'POSIX', ''])
    expect(languageOf(widgetLocale({ locale: 'en_US-x' }))).toBe('en')
    expect(languageOf(widgetLocale(undefined))).toBe('en')
    browser(['sv'])
    expect(languageOf(widgetLocale(undefined))).toBe('en')
  })

  it('reads a browser that has only navigator.language', () => {
    vi.stubGlobal('navigator', { language: 'iw-IL' } as unknown as Navigator)
    expect(languageOf(widgetLocale(undefined))).toBe('he')
  })
})
