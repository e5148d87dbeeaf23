// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useConfirmGuard } from '../../../../widget/src/guard/useConfirmGuard'
import { CONFIRM_DELAY_MS } from '../../../../widget/src/guard/VisibilityClock'
import { useGuardedClicks } from '../../../../widget/src/screens/review/useGuardedClicks'
import { en } from '../../../../widget/src/i18n/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'

/**
 * Each rule of the confirm guard, through the real hooks (useConfirmGuard, useGuardedClicks) on a
 * rendered Confirm button: the browser's reports are played in by hand (IntersectionObserver v2 is
 * stubbed, as happy-dom has none), the clock is vitest's. Every rule has a case that confirms only
 * because the rule holds; removing the rule from the source turns that case red (the note on
 * issue 29 lists each removal and the test it broke).
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The observer the guard made: `report` plays an IntersectionObserver v2 entry into it. */
let observed: ((entry: Partial<IntersectionObserverEntry> & { isVisible?: boolean }) => void) | undefined

class StubIntersectionObserver {
  readonly #callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback
    observed = (entry) => this.#callback([entry as IntersectionObserverEntry], this as never)
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

let root: Root
let container: HTMLElement
let confirmed: number
let windowsOpened: number

/** The wallet's texts beside the shell's, as WalletApp gives its screens: a review's guard note is one of them. */
const WALLET_T = makeT(en, 'en').with(walletEn)

function Review(props: { shownAt: number; opensWindow?: boolean }) {
  return createElement(I18nContext.Provider, { value: WALLET_T }, createElement(ReviewButton, props))
}

/** `opensWindow`: a key with no pointer of the visitor's behind it opens the secure window (counted) instead. */
function ReviewButton({ shownAt, opensWindow = false }: { shownAt: number; opensWindow?: boolean }) {
  const guard = useConfirmGuard(shownAt)
  const clicks = useGuardedClicks(guard, 'guard.checking')
  const handlers = clicks.handlers(() => confirmed++, opensWindow ? () => windowsOpened++ : undefined)
  return createElement(
    'section',
    { ref: guard.ref },
    createElement('input', { 'data-testid': 'amount' }),
    createElement('button', { 'data-testid': 'confirm', ...handlers }, 'Confirm'),
    clicks.note,
  )
}

/** A screen whose guarded region comes after the guard: first something else (a wallet connecting), then the list. */
function LateRegion({ shownAt, listed }: { shownAt: number; listed: boolean }) {
  const guard = useConfirmGuard(shownAt)
  const clicks = useGuardedClicks(guard)
  if (!listed) return createElement('p', null, 'Connecting…')
  return createElement(
    'section',
    { ref: guard.ref },
    createElement('button', { 'data-testid': 'confirm', ...clicks.handlers(() => confirmed++) }, 'Passkey wallet'),
    clicks.note,
  )
}

const confirmButton = () => container.querySelector<HTMLButtonElement>('[data-testid="confirm"]')!
const note = () => container.querySelector('[data-testid="confirm-wait"]')?.textContent ?? ''

async function advance(ms: number) {
  await act(async () => void vi.advanceTimersByTime(ms))
}

/**
 * The review as the browser reports it: whole and unobstructed, covered or faded by the host (in view
 * but `isVisible` false), cropped (partly out of view), or out of view.
 */
async function report(how: 'whole' | 'covered' | 'cropped' | 'gone') {
  const entry = {
    whole: { isIntersecting: true, intersectionRatio: 1, isVisible: true },
    covered: { isIntersecting: true, intersectionRatio: 1, isVisible: false },
    cropped: { isIntersecting: true, intersectionRatio: 0.6, isVisible: true },
    gone: { isIntersecting: false, intersectionRatio: 0, isVisible: false },
  }[how]
  await act(async () => observed!(entry))
}

/** A pointer of `type` over the document at screen offset `frameAt` (where the iframe sits on screen). */
async function pointer(kind: 'pointerover' | 'pointermove' | 'pointerdown' | 'pointerup', type = 'mouse', frameAt = 0) {
  await act(async () => {
    const event = new PointerEvent(kind, { bubbles: true, pointerType: type, clientX: 10, clientY: 10 })
    // The browser's own event (isTrusted): a script can make only untrusted ones.
    Object.defineProperties(event, {
      screenX: { value: 10 + frameAt },
      screenY: { value: 10 },
      isTrusted: { value: true },
    })
    confirmButton().dispatchEvent(event)
  })
}

/** The widget's window loses the focus for `ms`, then has it back (from the host page: iframe.focus()). */
async function away(ms: number) {
  await act(async () => void window.dispatchEvent(new FocusEvent('blur')))
  await advance(ms)
  await act(async () => void window.dispatchEvent(new FocusEvent('focus')))
}

/** Focus moves to Confirm from `from` (null: from outside this document). */
async function focusConfirm(from: Element | null) {
  await act(
    async () => void confirmButton().dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: from })),
  )
}

/** A click as the browser sends it: `detail` 1 from a pointer, 0 from Enter or Space. */
async function click(detail = 1) {
  await act(async () => void confirmButton().dispatchEvent(new MouseEvent('click', { bubbles: true, detail })))
}

/** Renders the review, reports it whole and lets the delay pass, with a mouse resting over it all along. */
async function seenWhole({ restingMouse = true, opensWindow = false } = {}) {
  await act(async () => root.render(createElement(Review, { shownAt: Date.now(), opensWindow })))
  if (restingMouse) await pointer('pointerover')
  await report('whole')
  await advance(CONFIRM_DELAY_MS + 100)
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  vi.stubGlobal('IntersectionObserver', StubIntersectionObserver)
  // The guard runs only where the browser reports real visibility (IntersectionObserver v2).
  vi.stubGlobal(
    'IntersectionObserverEntry',
    class {
      get isVisible() {
        return true
      }
    },
  )
  confirmed = 0
  windowsOpened = 0
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  // The next test starts with the focus the host's: the window away long enough to forget any pointer.
  window.dispatchEvent(new FocusEvent('blur'))
  vi.advanceTimersByTime(5000)
  window.dispatchEvent(new FocusEvent('focus'))
  await act(async () => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the confirm guard, rule by rule', () => {
  it('watches a region mounted after the guard: a wallet choice that failed to connect can be made again', async () => {
    observed = undefined
    const shownAt = Date.now()
    await act(async () => root.render(createElement(LateRegion, { shownAt, listed: false })))
    await act(async () => root.render(createElement(LateRegion, { shownAt, listed: true })))
    await pointer('pointerover')
    await report('whole')
    await advance(CONFIRM_DELAY_MS + 100)
    await click()
    expect(confirmed).toBe(1)
    expect(note()).toBe('')
  })

  it('confirms a click from a mouse that rested on a review seen whole for the delay (the baseline)', async () => {
    await seenWhole()
    await click()
    expect(confirmed).toBe(1)
  })

  it.each(['covered', 'cropped', 'gone'] as const)(
    'visibility: a review the browser reports %s takes no click, and says why',
    async (how) => {
      await act(async () => root.render(createElement(Review, { shownAt: Date.now() })))
      await pointer('pointerover')
      await report(how)
      await advance(5000)
      await click()
      expect(confirmed).toBe(0)
      expect(note()).toMatch(/fully visible/)
    },
  )

  it('delay: a review seen whole for less than the delay takes no click, and that click starts the wait again; a click a whole delay later counts', async () => {
    await act(async () => root.render(createElement(Review, { shownAt: Date.now() })))
    await pointer('pointerover')
    await advance(2000) // the pointer has rested; the review has not yet been seen
    await report('whole')
    await advance(CONFIRM_DELAY_MS - 200)
    await click()
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/fully visible/)
    // Past the first wait, but not a whole delay after the refused click (double-click-jacking: a stream of clicks).
    await advance(300)
    await click()
    expect(confirmed).toBe(0)
    await advance(CONFIRM_DELAY_MS)
    await click()
    expect(confirmed).toBe(1)
  })

  it('resting pointer: a mouse that arrived just before the click does not confirm', async () => {
    await seenWhole({ restingMouse: false })
    await pointer('pointerover')
    await advance(100)
    await click()
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/fully visible/)
    await advance(CONFIRM_DELAY_MS)
    await click()
    expect(confirmed).toBe(1)
  })

  it('resting pointer: the iframe moved under a still cursor starts the rest again', async () => {
    await seenWhole()
    await pointer('pointermove', 'mouse', 200) // the host slid the iframe 200 px under the cursor
    await click()
    expect(confirmed).toBe(0)
  })

  it('tap: a finger that came down after the review was seen whole confirms; one that came down before does not, and restarts the wait', async () => {
    await act(async () => root.render(createElement(Review, { shownAt: Date.now() })))
    await report('whole')
    await pointer('pointerdown', 'touch') // lured onto a review that just appeared
    await advance(CONFIRM_DELAY_MS + 100)
    await click()
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/fully visible/)
    // The refused tap started the wait again: a finger coming straight back down is still too soon…
    await pointer('pointerdown', 'touch')
    await advance(80)
    await click()
    expect(confirmed).toBe(0)
    // …one that comes down a whole delay after it counts.
    await advance(CONFIRM_DELAY_MS)
    await pointer('pointerdown', 'touch')
    await advance(80)
    await click()
    expect(confirmed).toBe(1)
  })

  it('tap: a press released on Confirm whose click never comes (the browser drops it on a frame that just moved) is told; the next tap counts', async () => {
    await act(async () => root.render(createElement(Review, { shownAt: Date.now() })))
    await report('whole')
    await advance(CONFIRM_DELAY_MS + 100)
    await pointer('pointerdown', 'touch')
    await pointer('pointerup', 'touch')
    await advance(100)
    expect(note()).toBe('') // its click may still come
    await advance(300)
    expect(note()).toMatch(/fully visible/)
    await pointer('pointerdown', 'touch')
    await pointer('pointerup', 'touch')
    await click()
    await advance(400)
    expect(confirmed).toBe(1)
    expect(note()).toBe('')
  })

  it('a list that replaces one whose click was just refused says so from the start; one shown later does not', async () => {
    await act(async () => root.render(createElement(LateRegion, { key: 'shell', shownAt: Date.now(), listed: true })))
    await click()
    expect(note()).toMatch(/whole list is visible/)
    // The wallet's list takes the shell's place as the note is shown: the note stays on screen.
    await act(async () => root.render(createElement(LateRegion, { key: 'wallet', shownAt: Date.now(), listed: true })))
    expect(note()).toMatch(/whole list is visible/)
    await advance(2000)
    await act(async () => root.render(createElement(LateRegion, { key: 'later', shownAt: Date.now(), listed: true })))
    expect(note()).toBe('')
  })

  it.each(['blur', 'resize'])('focus: %s of the widget window starts the wait again', async (type) => {
    await seenWhole()
    await act(async () => void window.dispatchEvent(new Event(type)))
    await click()
    expect(confirmed).toBe(0)
    await advance(CONFIRM_DELAY_MS + 100)
    await click()
    expect(confirmed).toBe(1)
  })

  it('visibility: a page hidden (another tab) stops the clock until the review is reported whole again', async () => {
    await seenWhole()
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    visibility.mockReturnValue('visible')
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    await advance(CONFIRM_DELAY_MS + 100)
    await click()
    expect(confirmed).toBe(0)
    await report('whole')
    await advance(CONFIRM_DELAY_MS + 100)
    await click()
    expect(confirmed).toBe(1)
  })

  it("key: Enter counts only on a Confirm focused for the delay, after the visitor's own pointer came down inside", async () => {
    await seenWhole({ restingMouse: false })
    const amount = container.querySelector('input')!
    // Focus the host page gave (iframe.focus(), or Tab out of a host field), then a Tab inside: still the host's.
    await focusConfirm(null)
    await focusConfirm(amount)
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/click or tap inside the wallet/)
    // The visitor's pointer comes down inside; Tabbed to Confirm, a key right away: too soon; after the delay: confirms.
    await pointer('pointerdown')
    await focusConfirm(amount)
    await click(0)
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/press again/)
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    expect(confirmed).toBe(1)
  })

  it('key: however many Tabs follow a focus the host gave, no key confirms; any time away on the host page forgets the pointer', async () => {
    await seenWhole({ restingMouse: false })
    const amount = container.querySelector('input')!
    await pointer('pointerdown')
    // The focus goes to the host page, even for a moment (a host field takes it, the visitor Tabs back: tens of
    // ms), which gives it back and asks for Tab, Tab, …, Enter.
    await away(20)
    for (let tab = 0; tab < 5; tab++) {
      await focusConfirm(amount)
      await advance(CONFIRM_DELAY_MS + 100)
      await click(0)
    }
    expect(confirmed).toBe(0)
    expect(note()).toMatch(/click or tap inside the wallet/)
    // A Confirm focused before the visitor's pointer came down is still on the host's focus.
    await pointer('pointerdown')
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    expect(confirmed).toBe(0)
    // A tap counts as the visitor's as a mouse does, the window's focus coming after the finger.
    await away(3000)
    await pointer('pointerdown', 'touch')
    await act(async () => void window.dispatchEvent(new FocusEvent('focus')))
    await focusConfirm(amount)
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    expect(confirmed).toBe(1)
  })

  it('key with a window to open: a key on a focus the host gave only opens the secure window; before the review is armed it waits; after a pointer it confirms', async () => {
    await seenWhole({ restingMouse: false, opensWindow: true })
    const amount = container.querySelector('input')!
    await focusConfirm(null)
    await focusConfirm(amount)
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    await click(0)
    expect([confirmed, windowsOpened]).toEqual([0, 2])
    expect(note()).toBe('')
    // A review not yet armed (covered a moment ago): the key is told to wait, and opens nothing.
    await report('covered')
    await report('whole')
    await click(0)
    expect([confirmed, windowsOpened]).toEqual([0, 2])
    expect(note()).toMatch(/fully visible/)
    // The visitor's own pointer down inside: their key on a Confirm held for the delay confirms, no window.
    await advance(CONFIRM_DELAY_MS + 100)
    await pointer('pointerdown')
    await focusConfirm(amount)
    await advance(CONFIRM_DELAY_MS + 100)
    await click(0)
    expect([confirmed, windowsOpened]).toEqual([1, 2])
  })
})
