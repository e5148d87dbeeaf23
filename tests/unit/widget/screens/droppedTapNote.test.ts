// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../../../widget/src/i18n/en'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { DroppedTapNote } from '../../../../widget/src/screens/DroppedTapNote'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * A tap whose click never came (Chromium drops it on a frame resizing under the finger) is said, naming the button;
 * a tap that clicked, a press that began elsewhere, a disabled or a guarded button (which say it in their own words)
 * are not.
 */
let host: HTMLDivElement
beforeEach(() => {
  vi.useFakeTimers()
  host = document.createElement('div')
  host.innerHTML =
    '<button id="edit">Edit</button><button id="other">Cancel</button>' +
    '<button id="off" disabled>Review</button><button id="guarded" data-guard="settling">Confirm</button>'
  document.body.append(host)
  const t = makeT(en, 'en').with(walletEn)
  const root = document.createElement('div')
  host.append(root)
  act(() => createRoot(root).render(createElement(I18nContext.Provider, { value: t }, createElement(DroppedTapNote))))
})
afterEach(() => {
  host.remove()
  vi.useRealTimers()
})

const note = () => host.querySelector('[data-testid="tap-dropped"]')?.textContent
const button = (id: string) => host.querySelector(`#${id}`)!
function tap(down: string, up = down, click?: string): void {
  act(() => {
    button(down).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }))
    button(up).dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }))
    if (click) button(click).dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  act(() => void vi.advanceTimersByTime(400))
}

describe('DroppedTapNote', () => {
  it('a tap with no click says the screen was changing, naming the button; the next click takes the note away', () => {
    tap('edit')
    expect(note()).toBe('The screen was still changing, so your tap on “Edit” did nothing. Tap it again.')
    tap('edit', 'edit', 'edit')
    expect(note()).toBeUndefined()
  })

  it('says nothing of a tap that clicked, a press begun elsewhere, a disabled button or a guarded one', () => {
    tap('edit', 'edit', 'edit')
    tap('other', 'edit')
    tap('off')
    tap('guarded')
    expect(note()).toBeUndefined()
  })
})
