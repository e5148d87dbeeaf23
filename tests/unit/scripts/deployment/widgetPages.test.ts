import { describe, expect, it } from 'vitest'
import { WIDGET_PAGES, widgetPageFile, widgetPageFor } from '../../../../protocol/widgetPages'

describe('widgetPageFor: the page the widget origin serves for the loader’s ask', () => {
  it.each([
    ['?de-AT,dark', 'en-US', 'de', 'dark'],
    ['?de,', 'es', 'de', 'light'],
    ['?,auto', 'es-ES,es;q=0.9', 'es', 'auto'],
    ['?,', undefined, 'en', 'light'],
    ['', 'de-CH', 'de', 'light'],
    // A language we do not speak: the browser's, else English; a theme we have not: light; a malformed ask is never
    // a page of its own.
    ['?sv-SE,dark', 'de', 'de', 'dark'],
    ['?sv-SE,dark', 'sv', 'en', 'dark'],
    ['?fr-FR,dark', 'de', 'fr', 'dark'],
    ['?de,purple', 'en', 'de', 'light'],
    ['?DE,dark', 'es', 'es', 'dark'],
    // Chinese by script, else by region; Portuguese of any region; the old codes of Hebrew and Indonesian.
    ['?zh-TW,auto', 'en', 'zh-Hant', 'auto'],
    ['?zh-HK,', 'en', 'zh-Hant', 'light'],
    ['?zh-Hant-CN,', 'en', 'zh-Hant', 'light'],
    ['?,', 'zh-CN,zh;q=0.9', 'zh-Hans', 'light'],
    ['?zh,', 'en', 'zh-Hans', 'light'],
    ['?pt-PT,dark', 'en', 'pt', 'dark'],
    ['?iw,', 'en', 'he', 'light'],
    ['?,', 'in-ID', 'id', 'light'],
    ['?ar-EG,dark', 'en', 'ar', 'dark'],
    ['?../../etc/passwd,dark', 'en', 'en', 'dark'],
    ['?de,dark,x', 'en', 'de', 'dark'],
  ])('%s with Accept-Language %s is %s-%s', (query, acceptLanguage, language, theme) => {
    expect(widgetPageFor(query, acceptLanguage)).toEqual({ language, theme })
  })

  it('names every page by a file beside index.html, English light being index.html itself', () => {
    const files = WIDGET_PAGES.map(widgetPageFile)
    expect(files[0]).toBe('index.html')
    expect(new Set(files).size).toBe(WIDGET_PAGES.length)
    expect(files.every((file) => /^([a-z]{2}|zh-Han[st])-(light|dark|auto)\.html$|^index\.html$/.test(file))).toBe(true)
  })
})
