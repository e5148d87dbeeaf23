import { describe, expect, it } from 'vitest'
import { WIDGET_PAGES, widgetPageFile, widgetPageFor } from '../../../../protocol/widgetPages'

describe('widgetPageFor: the page the widget origin serves for the loader’s ask', () => {
  it.each([
    ['?de-AT,dark', 'en-US', 'de', 'dark'],
    ['?de,', 'es', 'de', 'light'],
    ['?,auto', 'es-ES,es;q=0.9', 'es', 'auto'],
    ['?,', undefined, 'en', 'light'],
    ['', 'de-CH', 'de', 'light'],
    // Not prerendered: English, then light; a malformed ask is never a page of its own.
    ['?fr-FR,dark', 'de', 'en', 'dark'],
    ['?de,purple', 'en', 'de', 'light'],
    ['?DE,dark', 'es', 'es', 'dark'],
    ['?../../etc/passwd,dark', 'en', 'en', 'dark'],
    ['?de,dark,x', 'en', 'de', 'dark'],
  ])('%s with Accept-Language %s is %s-%s', (query, acceptLanguage, language, theme) => {
    expect(widgetPageFor(query, acceptLanguage)).toEqual({ language, theme })
  })

  it('names every page by a file beside index.html, English light being index.html itself', () => {
    const files = WIDGET_PAGES.map(widgetPageFile)
    expect(files[0]).toBe('index.html')
    expect(new Set(files).size).toBe(WIDGET_PAGES.length)
    expect(files.every((file) => /^[a-z]{2}-(light|dark|auto)\.html$|^index\.html$/.test(file))).toBe(true)
  })
})
