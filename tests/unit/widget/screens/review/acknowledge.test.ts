// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { en } from '../../../../../widget/src/i18n/en'
import { walletEn } from '../../../../../widget/src/i18n/wallet/en'
import { I18nContext, makeT } from '../../../../../widget/src/i18n/useT'
import { Acknowledge } from '../../../../../widget/src/screens/review/Acknowledge'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The box as the visitor sees it: ticked or not, and whether it can still be changed. */
function shown(props: { checked: boolean; signing?: boolean }) {
  const host = document.createElement('div')
  const onChange = vi.fn()
  const t = makeT(en, 'en').with(walletEn)
  act(() => {
    createRoot(host).render(
      createElement(I18nContext.Provider, { value: t }, createElement(Acknowledge, { ...props, onChange })),
    )
  })
  const box = host.querySelector('input')!
  return { ticked: box.checked, locked: box.disabled, label: host.textContent!.trim(), onChange }
}

describe('Acknowledge', () => {
  it('is the visitor’s to tick on the review', () => {
    expect(shown({ checked: false })).toMatchObject({
      ticked: false,
      locked: false,
      label: 'I understand, send anyway',
    })
    expect(shown({ checked: true })).toMatchObject({ ticked: true, locked: false })
  })

  it('stays ticked and locked while the confirmed review is signed, even where its state started afresh', () => {
    // The approval review remounts on the step change (a rebuilt review must never carry a tick over), so its
    // state is unticked when signing starts: Confirm had needed the tick, and a blank box would say otherwise.
    expect(shown({ checked: false, signing: true })).toMatchObject({ ticked: true, locked: true })
  })
})
