import { describe, expect, it } from 'vitest'
import { en } from '../../widget/src/i18n/en'
import { CATALOGUES, catalogueFor, translate } from '../../widget/src/i18n/translate'
import { REVIEW_CATALOGUES, reviewTextsFor } from '../../widget/src/i18n/review'
import { reviewEn } from '../../widget/src/i18n/review/en'

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

  for (const [language, catalogue] of Object.entries(REVIEW_CATALOGUES)) {
    it(`${language} has every review text (loaded with the first review), with the same placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reviewEn).sort())
      for (const key of Object.keys(reviewEn) as (keyof typeof reviewEn)[]) {
        expect(placeholders(catalogue[key]), `${language} ${key}`).toEqual(placeholders(reviewEn[key]))
        expect(catalogue[key].trim(), `${language} ${key}`).not.toBe('')
      }
    })
  }

  it('keeps the review texts apart from the first paint catalogue, in every language', () => {
    expect(Object.keys(REVIEW_CATALOGUES).sort()).toEqual(Object.keys(CATALOGUES).sort())
    for (const key of Object.keys(reviewEn)) expect(Object.keys(en)).not.toContain(key)
    expect(reviewTextsFor('es-MX')).toBe(REVIEW_CATALOGUES.es)
    expect(reviewTextsFor('fr')).toBe(reviewEn)
  })

  it('shows a key whose texts have not loaded as itself, never crashing', () => {
    expect(translate(en, 'review.domain')).toBe('review.domain')
  })

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
