import { describe, expect, it } from 'vitest'
import { WIDGET_LANGUAGES } from '../../../../protocol/widgetLanguages'
import { en } from '../../../../widget/src/i18n/en'
import { languageFiles, loadLanguage } from '../../../../widget/src/i18n/languagePacks'
import { formatMessage, pluralBranches } from '../../../../widget/src/i18n/message'
import { passkeyEn } from '../../../../widget/src/i18n/passkey/en'
import { reviewEn } from '../../../../widget/src/i18n/review/en'
import { siteTokensEn } from '../../../../widget/src/i18n/siteTokens/en'
import { loadCatalogue, translate } from '../../../../widget/src/i18n/translate'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'

/** The English of each catalogue file, by the path its languages' files have in a pack (i18n/packs/<tag>.ts). */
const ENGLISH: Record<string, (tag: string) => [string, Record<string, string>]> = {
  root: (tag) => [`../${tag}.ts`, en],
  wallet: (tag) => [`../wallet/${tag}.ts`, walletEn],
  review: (tag) => [`../review/${tag}.ts`, reviewEn],
  passkey: (tag) => [`../passkey/${tag}.ts`, passkeyEn],
  siteTokens: (tag) => [`../siteTokens/${tag}.ts`, siteTokensEn],
}
const OTHERS = WIDGET_LANGUAGES.filter((tag) => tag !== 'en')

type Argument = { name: string; plural?: string[] }

/** A text's arguments, ICU's way: `{name}`, and `{count, plural, one {…} other {…}}` with its selectors and inner ones. */
function argumentsOf(text: string): Argument[] {
  const found: Argument[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) start = i + 1
    else if (text[i] === '}' && depth > 0 && --depth === 0) {
      const [name = '', kind, ...rest] = text.slice(start, i).split(',')
      if (kind?.trim() !== 'plural') found.push({ name: name.trim() })
      else {
        const branches = pluralBranches(rest.join(','))
        found.push({ name: name.trim(), plural: Object.keys(branches) })
        for (const branch of Object.values(branches)) found.push(...argumentsOf(branch))
      }
    }
  }
  return found
}

const shape = (text: string) =>
  [...new Set(argumentsOf(text).map(({ name, plural }) => `${name}${plural ? ':plural' : ''}`))].sort()

describe('the catalogues: every language says every text, with the English one’s values and no other', () => {
  it('ship 20 languages (Chinese in two scripts), each loadable by its tag', () => {
    expect(WIDGET_LANGUAGES).toHaveLength(21)
    expect(new Set(WIDGET_LANGUAGES).size).toBe(21)
  })

  it.each(OTHERS)('%s has all five catalogue files, in its one pack', async (tag) => {
    const files = Object.keys(await languageFiles(tag)).sort()
    expect(files).toEqual(
      Object.values(ENGLISH)
        .map((file) => file(tag)[0])
        .sort(),
    )
  })

  for (const [group, file] of Object.entries(ENGLISH)) {
    it.each(OTHERS)(`%s: ${group} has every English key, no other, and the same values`, async (tag) => {
      const [path, english] = file(tag)
      const module = (await languageFiles(tag))[path]
      if (!module) return // the file test above fails for it
      const catalogue = Object.values(module)[0]!
      const locale = (await loadLanguage(tag))['app.numberLocale']
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
      expect(Object.keys(catalogue).sort(), `${tag} ${group}`).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${tag} ${key}`).not.toBe('')
        expect(shape(text), `${tag} ${key}: its values`).toEqual(shape(english[key] ?? ''))
        for (const { plural } of argumentsOf(text).filter((argument) => argument.plural)) {
          expect(plural, `${tag} ${key}: a plural needs 'other'`).toContain('other')
          for (const selector of plural!)
            expect(categories.includes(selector) || /^=\d+$/.test(selector), `${tag} ${key}: ${selector}`).toBe(true)
        }
      }
    })
  }

  /** Texts of the root catalogue that only the later screens show, with their plural formatting (message.ts). */
  const SHOWN_AFTER_THE_SHELL = ['review.items']

  it('English plurals use the categories English has, and the shell’s catalogue none (the first paint formats no plural)', () => {
    for (const english of [walletEn, reviewEn, passkeyEn, siteTokensEn] as Record<string, string>[])
      for (const [key, text] of Object.entries(english))
        for (const { plural } of argumentsOf(text).filter((argument) => argument.plural))
          expect(
            plural!.every((selector) => ['one', 'other'].includes(selector)),
            key,
          ).toBe(true)
    for (const [key, text] of Object.entries(en))
      if (!SHOWN_AFTER_THE_SHELL.includes(key))
        expect(
          argumentsOf(text).some(({ plural }) => plural),
          key,
        ).toBe(false)
  })

  it('keeps each group’s keys apart: a language’s texts are one map', () => {
    const keys = [en, walletEn, reviewEn, passkeyEn, siteTokensEn].flatMap((group) => Object.keys(group))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('loads a language in one piece, English for a language we do not speak', async () => {
    const german = await loadCatalogue('de-CH')
    expect(german['home.title']).toBe('Deine Wallet')
    expect((german as Record<string, string>)['home.connectedTo']).toBe('Verbunden mit {site}')
    expect(await loadCatalogue('sv-SE')).toBe(en)
    expect(await loadCatalogue('en-GB')).toBe(en)
  })

  it('shows a key whose texts have not loaded as itself, never crashing', () => {
    expect(translate(en, 'review.domain')).toBe('review.domain')
  })

  it('fills placeholders', () => {
    expect(translate({ ...en, ...walletEn }, 'amount.decimals', { symbol: 'USDC', decimals: 6 })).toBe(
      'USDC has at most 6 decimal places.',
    )
  })
})

describe('formatMessage: ICU plurals by Intl.PluralRules, numbers by Intl.NumberFormat', () => {
  const calls = '{count, plural, one {# call} other {# calls}} to {site}'
  it.each([
    [1, 'en', '1 call to shop'],
    [2, 'en', '2 calls to shop'],
    [1234, 'en', '1,234 calls to shop'],
    [1234, 'de', '1.234 calls to shop'],
  ])('%s in %s', (count, locale, expected) => {
    expect(formatMessage(calls, { count, site: 'shop' }, locale)).toBe(expected)
  })

  it('picks the language’s category (Polish few and many, Arabic two), an exact =N first', () => {
    const polish = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}'
    expect([1, 2, 5, 22].map((n) => formatMessage(polish, { n }, 'pl'))).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
    ])
    const arabic = '{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {#}}'
    expect(formatMessage(arabic, { n: 2 }, 'ar')).toBe('اثنان')
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en')).toBe('none')
  })

  it('leaves an argument not given as written, and writes a count given as digits in its other form', () => {
    expect(formatMessage('{a} {b}', { a: 'x' }, 'en')).toBe('x {b}')
    expect(formatMessage('{n, plural, other {#}}', {}, 'en')).toBe('{n, plural, other {#}}')
    expect(
      formatMessage('{n, plural, one {# item} other {# items}} #{id}', { n: '99999999999999999999', id: 7 }, 'en'),
    ).toBe('99999999999999999999 items #7')
  })
})
