// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../../widget/src/i18n/en'
import { reviewEn } from '../../../../../widget/src/i18n/review/en'
import { I18nContext, makeT } from '../../../../../widget/src/i18n/useT'
import type { DecodedCall } from '../../../../../widget/src/review/decodeCall'
import { PermissionCallText } from '../../../../../widget/src/screens/review/PermissionGrantText'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const DUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SHOP = '0x1111111111111111111111111111111111111111'
/** 15 Jan 2027, 09:00 UTC. */
const LATER = 1_800_003_600

/** What the review shows of `call`, by test id, with dUSD read from the chain as 6 decimals. */
function shown(call: Extract<DecodedCall, { kind: 'grantPermission' | 'revokePermission' }>) {
  const host = document.createElement('div')
  const t = makeT(en, 'en').with(reviewEn)
  const tokens = new Map([[DUSD.toLowerCase(), { symbol: 'dUSD', decimals: 6 }]])
  act(() => {
    createRoot(host).render(
      createElement(
        I18nContext.Provider,
        { value: t },
        createElement(PermissionCallText, { call, tokens, locale: 'en', native: undefined }),
      ),
    )
  })
  return (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/[\u2066-\u2069]/g, '')
}

describe('a permission in the review', () => {
  it('says when a grant starts, so a start the site put later is read with the total', () => {
    const text = shown({
      kind: 'grantPermission',
      limit: 'periodic',
      asset: DUSD,
      redeemer: SHOP,
      amount: 5_000_000n,
      rate: 0n,
      max: 0n,
      period: 30 * 86_400,
      start: LATER,
      expiry: LATER + 60 * 86_400,
      site: 'https://shop.example',
    })
    expect(text('review-grant-start')).toBe('It cannot be used before Jan 15, 2027, 9:00 AM UTC.')
    expect(text('review-grant-total')).toContain('At most 10 dUSD in all')
  })

  it('says a revoke stops nothing until it is on chain', () => {
    const text = shown({ kind: 'revokePermission', id: 4n })
    expect(text('review-revoke-permission')).toBe(
      'Revokes permission #4: its site can take nothing more from this wallet',
    )
    expect(text('review-revoke-until-included')).toBe(
      'Until the revoke is on chain, the site can still take what the permission allows now.',
    )
  })
})
