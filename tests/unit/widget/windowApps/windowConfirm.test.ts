// @vitest-environment happy-dom
import { act, createElement, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../../../widget/src/i18n/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { useGuardedClicks } from '../../../../widget/src/screens/review/useGuardedClicks'
import { KeyPresses } from '../../../../widget/src/windowApps/keyPress'
import { useWindowGuard } from '../../../../widget/src/windowApps/windowGuard'

/**
 * The secure window's Confirm as SecureWindowApp wires it (useWindowGuard, useGuardedClicks), rendered: what the
 * visitor reads when a click is refused, and that a pointer which leaves Confirm rests again from its return.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement
let confirmed: number

function SecureConfirm() {
  const focusedAt = useRef<number | undefined>(undefined)
  const [keys] = useState(() => new KeyPresses())
  const windowGuard = useWindowGuard(() => focusedAt.current, keys.current)
  const clicks = useGuardedClicks(windowGuard.guard, windowGuard.refusal)
  const handlers = clicks.handlers(() => confirmed++)
  return createElement(
    'section',
    null,
    createElement(
      'button',
      { 'data-testid': 'confirm', 'aria-disabled': !windowGuard.guard.enabled, ...handlers, ...windowGuard.handlers },
      'Confirm',
    ),
    clicks.note,
  )
}

const confirmButton = () => container.querySelector<HTMLButtonElement>('[data-testid="confirm"]')!
const note = () => container.querySelector('[data-testid="confirm-wait"]')?.textContent ?? ''
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

async function pointer(kind: 'pointerover' | 'pointerdown' | 'pointerout', type = 'mouse') {
  await act(async () => {
    const event = new PointerEvent(kind, { bubbles: true, pointerType: type, clientX: 10, clientY: 10 })
    Object.defineProperties(event, { screenX: { value: 110 }, screenY: { value: 10 } })
    confirmButton().dispatchEvent(event)
  })
}

/** A click of the pointer on Confirm: its pointerdown, then the click (`detail` 1). */
async function click(type = 'mouse') {
  await pointer('pointerdown', type)
  await act(async () => void confirmButton().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })))
}

beforeEach(async () => {
  vi.useFakeTimers({ now: 1_800_000_000_000 })
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  confirmed = 0
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  const t = makeT(en, 'en').with(walletEn)
  await act(async () => root.render(createElement(I18nContext.Provider, { value: t }, createElement(SecureConfirm))))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("the secure window's Confirm (windowApps/windowGuard.ts, rendered)", () => {
  it('a click from a pointer that just arrived is told to rest on Confirm, and the wait starts again; at rest, it confirms', async () => {
    await advance(1000)
    expect(confirmButton().getAttribute('aria-disabled')).toBe('false')
    await pointer('pointerover')
    await click()
    expect(confirmed).toBe(0)
    expect(note()).toBe('That click came too soon. Rest the pointer on Confirm for a moment, then click.')
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true')
    // A key's click before the window armed again is told to try again in a moment, not to rest a pointer.
    await act(async () => void confirmButton().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 })))
    expect(note()).toBe(walletEn['guard.checking'])
    await advance(500)
    await click()
    expect(confirmed).toBe(1)
  })

  it('a pointer that left Confirm rests again from its return', async () => {
    await pointer('pointerover')
    await advance(1000)
    await pointer('pointerout')
    await advance(100)
    await pointer('pointerover')
    await click()
    expect(confirmed).toBe(0)
  })

  it('a tap before the window armed is told to tap again after a moment; a tap after it confirms', async () => {
    await click('touch')
    expect(confirmed).toBe(0)
    expect(note()).toBe('That tap came too soon. Wait a moment, then tap Confirm again.')
    await advance(600)
    await click('touch')
    expect(confirmed).toBe(1)
  })
})
