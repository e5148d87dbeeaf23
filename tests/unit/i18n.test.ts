import { describe, expect, it } from 'vitest'
import { en } from '../../widget/src/i18n/en'
import { CATALOGUES, catalogueFor, translate } from '../../widget/src/i18n/translate'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  it('offer English and at least two more languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(['de', 'en', 'es'])
  })

  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    it(`${language} has every key, with the same placeholders, and nothing left untranslated by accident`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(placeholders(catalogue[key]), `${language} ${key}`).toEqual(placeholders(en[key]))
        expect(catalogue[key].trim(), `${language} ${key}`).not.toBe('')
      }
    })
  }

  it('picks the catalogue by language and falls back to English', () => {
    expect(catalogueFor('de-CH')).toBe(CATALOGUES.de)
    expect(catalogueFor('ES')).toBe(CATALOGUES.es)
    expect(catalogueFor('fr-FR')).toBe(en)
  })

  it('fills placeholders', () => {
    expect(translate(CATALOGUES.de!, 'home.connectedTo', { site: 'https://shop.example' })).toBe('Verbunden mit https://shop.example')
    expect(translate(en, 'amount.decimals', { symbol: 'USDC', decimals: 6 })).toBe('USDC has at most 6 decimal places.')
  })
})
