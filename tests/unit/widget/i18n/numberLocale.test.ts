// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../widget/src/i18n/en'
import { loadCatalogue } from '../../../../widget/src/i18n/translate'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { SendStatus } from '../../../../widget/src/screens/SendStatus'

/**
 * A number on screen is written in the language of the text around it: the catalogue in use, not the host's
 * locale (`en-DE` read English texts, with German digits: "1.234,5 dUSD" in an English sentence).
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const DE = await loadCatalogue('de')

describe("the locale of a text's numbers", () => {
  it("is the language of the catalogue in use, whatever the host's region or a language without one", async () => {
    expect(makeT(en, 'en-DE').locale).toBe('en')
    expect(makeT(en, 'fr-FR').locale).toBe('en')
    expect(makeT(await loadCatalogue('de'), 'de-DE').locale).toBe('de')
    expect(makeT(await loadCatalogue('es'), 'es-MX').locale).toBe('es')
    // While German loads, the texts are still English (useCatalogue), and so are their numbers.
    expect(makeT(en, 'de').locale).toBe('en')
    expect(makeT(en, 'en-DE').with({}).locale).toBe('en')
  })

  it.each([
    ['en-DE', en, 'en-DE', 'confirm 1,234.5 dUSD'],
    ['de', DE, 'de', '1.234,5 dUSD'],
    ['fr-FR (English texts)', en, 'fr-FR', 'confirm 1,234.5 dUSD'],
  ] as const)(
    'a host locale %s writes the amount under its text in the same language',
    async (_, catalogue, locale, expected) => {
      const container = document.body.appendChild(document.createElement('div'))
      const root = createRoot(container)
      const transfer = {
        amount: 1_234_500_000n,
        decimals: 6,
        symbol: 'dUSD',
        to: '0x000000000000000000000000000000000000dEaD',
        chain: { name: 'Anvil', id: 31337 },
      }
      await act(async () =>
        root.render(
          createElement(
            I18nContext.Provider,
            // The send screens' texts come with the wallet, as WalletApp gives them.
            { value: makeT(catalogue, locale).with(walletEn) },
            createElement(SendStatus, {
              view: { step: 'submitted', transfer, hash: '0x01' } as never,
              onDone: () => {},
            }),
          ),
        ),
      )
      expect(container.querySelector('[data-testid="send-status"]')!.textContent).toContain(expected)
      await act(async () => root.unmount())
    },
  )
})
