// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../widget/src/i18n/en'
import { reviewEn } from '../../../../widget/src/i18n/review/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import type { PermissionGrant } from '../../../../widget/src/review/decodeCall'
import { markLookalikeTokens } from '../../../../widget/src/review/markLookalikeTokens'
import { PermissionGrantText } from '../../../../widget/src/screens/review/PermissionGrantText'

/** A grant's token is named by its own symbol: one that imitates a token the wallet lists is marked in the review. */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const DUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const FAKE = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const LISTED = [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'dUSD', name: 'Demo Dollar' }] as const
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

describe('markLookalikeTokens', () => {
  it('marks a token that reads as a listed one (case, spacing and look-alike letters folded), never the listed one', () => {
    const tokens = new Map([
      [DUSD, { symbol: 'dUSD', decimals: 6 }],
      [FAKE, { symbol: 'DUSD', decimals: 6 }],
      [OTHER, { symbol: 'Ｅｔｈ', decimals: 18 }],
    ])
    const marked = markLookalikeTokens(tokens, LISTED, ETH)
    expect(marked.get(DUSD)).toEqual({ symbol: 'dUSD', decimals: 6 })
    expect(marked.get(FAKE)).toEqual({ symbol: 'DUSD', decimals: 6, lookalikeOf: 'dUSD' })
    expect(marked.get(OTHER)).toEqual({ symbol: 'Ｅｔｈ', decimals: 18, lookalikeOf: 'ETH' })
  })

  it('leaves a token of its own name, or one whose symbol the chain did not give, unmarked', () => {
    const tokens = new Map([
      [FAKE, { symbol: 'SHOP', decimals: 6 }],
      [OTHER, { decimals: 6 }],
    ])
    expect(markLookalikeTokens(tokens, LISTED, ETH)).toEqual(tokens)
  })
})

describe('the grant review of a look-alike token', () => {
  const grant: PermissionGrant = {
    redeemer: '0x3333333333333333333333333333333333333333',
    limit: 'periodic',
    amount: 5_000_000n,
    rate: 0n,
    max: 0n,
    period: 30 * 86_400,
    start: 1_800_000_000,
    expiry: 1_800_000_000 + 365 * 86_400,
    site: 'https://shop.example',
    asset: FAKE,
  }
  const render = (token: { symbol: string; decimals: number; lookalikeOf?: string }) => {
    const root = document.createElement('div')
    act(() =>
      createRoot(root).render(
        createElement(
          I18nContext.Provider,
          { value: makeT(en, 'en').with(reviewEn) },
          createElement(PermissionGrantText, { grant, token, locale: 'en' }),
        ),
      ),
    )
    return root
  }

  it('says it imitates the listed token, under the contract shown whole', () => {
    const root = render({ symbol: 'DUSD', decimals: 6, lookalikeOf: 'dUSD' })
    expect(root.querySelector('[data-testid="review-grant-lookalike"]')?.textContent).toBe(
      'Look-alike of dUSD: not the dUSD this wallet lists',
    )
    expect(root.querySelector('[data-testid="review-grant-token"]')?.textContent).toContain(FAKE)
    expect(render({ symbol: 'dUSD', decimals: 6 }).querySelector('[data-testid="review-grant-lookalike"]')).toBeNull()
  })
})
