// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScreenName } from '../../../../widget/src/screens/chooseScreen'
import { useFocusAfterScreenChange } from '../../../../widget/src/screens/useFocusAfterScreenChange'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let body: HTMLElement

beforeEach(() => {
  document.body.innerHTML = '<main class="frame-body"></main><div id="root"></div>'
  body = document.querySelector('.frame-body')!
  root = createRoot(document.getElementById('root')!)
})

afterEach(() => act(() => root.unmount()))

function Screens({ screen }: { screen: ScreenName }) {
  useFocusAfterScreenChange(screen)
  return null
}

/** The home with its Send button focused, as a keyboard visitor has it before Enter on Send. */
function homeWithSendFocused(): void {
  body.innerHTML = '<h1>Wallet</h1><button>Send</button>'
  act(() => root.render(createElement(Screens, { screen: 'home' })))
  body.querySelector('button')!.focus()
}

const mutated = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('useFocusAfterScreenChange: focus that a screen change took goes to the new screen’s heading', () => {
  it('a screen whose heading is there when it renders: the heading takes the focus at once', () => {
    homeWithSendFocused()
    body.innerHTML = '<h1>Send</h1>'
    act(() => root.render(createElement(Screens, { screen: 'send' })))
    expect(document.activeElement?.textContent).toBe('Send')
  })

  it('a screen whose code is still loading (no heading yet): its heading takes the focus when it shows, not the body', async () => {
    homeWithSendFocused()
    body.innerHTML = '<p aria-busy="true">Loading…</p>'
    act(() => root.render(createElement(Screens, { screen: 'send' })))
    expect(document.activeElement).toBe(document.body)
    body.innerHTML = '<section><h1>Send</h1><input></section>'
    await mutated()
    expect(document.activeElement?.tagName).toBe('H1')
    expect(document.activeElement?.textContent).toBe('Send')
  })

  it('a control the visitor focused before the heading showed keeps the focus', async () => {
    homeWithSendFocused()
    body.innerHTML = '<button>Cancel</button>'
    act(() => root.render(createElement(Screens, { screen: 'send' })))
    body.querySelector('button')!.focus()
    body.insertAdjacentHTML('afterbegin', '<h1>Send</h1>')
    await mutated()
    expect(document.activeElement?.textContent).toBe('Cancel')
  })
})

describe('useFocusAfterScreenChange: a panel of the home (Receive, Activity) that replaced the focused control', () => {
  it('moves the focus to its heading while the visitor is in the widget', async () => {
    homeWithSendFocused()
    body.innerHTML = '<section><h1>Receive</h1><button>Copy address</button></section>'
    await mutated()
    expect(document.activeElement?.textContent).toBe('Receive')
  })

  it('takes nothing from the host page: with the focus outside the widget, the home’s changes move no focus', async () => {
    homeWithSendFocused()
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    body.innerHTML = '<section><h1>Receive</h1></section>'
    await mutated()
    expect(document.activeElement).toBe(document.body)
    hasFocus.mockRestore()
  })
})
