import { describe, expect, it } from 'vitest'
import { en } from '../../../../widget/src/i18n/en'
import { CATALOGUES, catalogueFor } from '../../../../widget/src/i18n/catalogues'
import { loadCatalogue, OTHER_LANGUAGES, translate } from '../../../../widget/src/i18n/translate'
import { REVIEW_CATALOGUES, reviewTextsFor } from '../../../../widget/src/i18n/review'
import { reviewEn } from '../../../../widget/src/i18n/review/en'
import { PASSKEY_CATALOGUES, passkeyTextsFor } from '../../../../widget/src/i18n/passkey'
import { SITE_TOKEN_CATALOGUES, siteTokenTextsFor } from '../../../../widget/src/i18n/siteTokens'
import { WALLET_CATALOGUES, walletTextsFor } from '../../../../widget/src/i18n/wallet'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { siteTokensEn } from '../../../../widget/src/i18n/siteTokens/en'
import { passkeyEn } from '../../../../widget/src/i18n/passkey/en'

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

  /** The texts that load with a later screen: the reviews', the passkey panel's. */
  const LATER = [
    {
      name: 'review',
      catalogues: REVIEW_CATALOGUES,
      english: reviewEn as Record<string, string>,
      textsFor: reviewTextsFor as (locale: string) => unknown,
    },
    {
      name: 'passkey panel',
      catalogues: PASSKEY_CATALOGUES,
      english: passkeyEn as Record<string, string>,
      textsFor: passkeyTextsFor as (locale: string) => unknown,
    },
    {
      name: 'site token',
      catalogues: SITE_TOKEN_CATALOGUES,
      english: siteTokensEn as Record<string, string>,
      textsFor: siteTokenTextsFor as (locale: string) => unknown,
    },
    {
      name: 'wallet',
      catalogues: WALLET_CATALOGUES,
      english: walletEn as Record<string, string>,
      textsFor: walletTextsFor as (locale: string) => unknown,
    },
  ]
  for (const { name, catalogues, english } of LATER) {
    for (const [language, catalogue] of Object.entries(catalogues as Record<string, Record<string, string>>)) {
      it(`${language} has every ${name} text (loaded with it), with the same placeholders`, () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
        for (const key of Object.keys(english)) {
          expect(placeholders(catalogue[key]!), `${language} ${key}`).toEqual(placeholders(english[key]!))
          expect(catalogue[key]!.trim(), `${language} ${key}`).not.toBe('')
        }
      })
    }
  }

  it.each(LATER)(
    'keeps the $name texts apart from the first paint catalogue, in every language',
    ({ catalogues, english, textsFor }) => {
      expect(Object.keys(catalogues).sort()).toEqual(Object.keys(CATALOGUES).sort())
      for (const key of Object.keys(english)) expect(Object.keys(en)).not.toContain(key)
      expect(textsFor('es-MX')).toBe((catalogues as Record<string, unknown>).es)
      expect(textsFor('fr')).toBe(english)
    },
  )

  it('shows a key whose texts have not loaded as itself, never crashing', () => {
    expect(translate(en, 'review.domain')).toBe('review.domain')
  })

  it('picks the catalogue by language and falls back to English', () => {
    expect(catalogueFor('de-CH')).toBe(CATALOGUES.de)
    expect(catalogueFor('ES')).toBe(CATALOGUES.es)
    expect(catalogueFor('fr-FR')).toBe(en)
  })

  it('loads the same catalogue the shell does not carry: every language but English, named in OTHER_LANGUAGES', async () => {
    expect([...OTHER_LANGUAGES].sort()).toEqual(
      Object.keys(CATALOGUES)
        .filter((language) => language !== 'en')
        .sort(),
    )
    for (const locale of ['de-CH', 'ES', 'fr-FR', 'en-GB', 'en'])
      expect(await loadCatalogue(locale), locale).toBe(catalogueFor(locale))
  })

  it('fills placeholders', () => {
    expect(translate(CATALOGUES.de!, 'home.title')).toBe('Deine Wallet')
    expect(translate(walletTextsFor('de'), 'home.connectedTo', { site: 'https://shop.example' })).toBe(
      'Verbunden mit https://shop.example',
    )
    expect(translate(en, 'amount.decimals', { symbol: 'USDC', decimals: 6 })).toBe('USDC has at most 6 decimal places.')
  })
})
