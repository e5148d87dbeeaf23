import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notePointer, type PointerSeen } from '../../../../widget/src/guard/pointerSeen'
import { KeyPresses } from '../../../../widget/src/windowApps/keyPress'
import { windowGuard, type SettledWindow } from '../../../../widget/src/windowApps/windowGuard'

/**
 * The secure window's Confirm by key: a key counts only if it went down after Confirm had held the focus for the
 * delay, and never from a held key. The lure was "Tab, then hold Enter" (or hold Space a second): the click came
 * after the delay, though the key went down before it (found by an attacker's read).
 */
const T0 = 1_800_000_000_000
const FOCUSED = T0
const keyClick = { detail: 0 } as never
const key = (k: string, repeat = false) => ({ key: k, repeat }) as never

beforeEach(() => vi.useFakeTimers({ now: T0 }))
afterEach(() => vi.useRealTimers())

/** A window armed (focused and visible for the delay) at `readyAt`; a refused click starts its wait again. */
function armedWindow(readyAt: number | undefined = T0 - 1000): SettledWindow & { restarts: number } {
  const window = {
    readyAt,
    restarts: 0,
    restart: (now: number) => {
      window.restarts++
      window.readyAt = now + 500
    },
  }
  return window
}

function judgeAfter(keys: KeyPresses) {
  return windowGuard(
    armedWindow(),
    () => ({}),
    () => FOCUSED,
    keys.current,
  ).judgeClick(keyClick, undefined)
}

describe('windowGuard: keys in the secure window', () => {
  it('Enter held from 100 ms after the focus: every repeat refused, even long after the delay', () => {
    const keys = new KeyPresses()
    vi.setSystemTime(T0 + 100)
    keys.onKeyDown(key('Enter'))
    expect(judgeAfter(keys)).toBe('keyTooSoon')
    for (const at of [600, 700, 1500]) {
      vi.setSystemTime(T0 + at)
      keys.onKeyDown(key('Enter', true))
      expect(judgeAfter(keys)).toBe('keyTooSoon')
    }
  })

  it('Space pressed too soon and released after the delay is refused; a fresh press after it confirms', () => {
    const keys = new KeyPresses()
    vi.setSystemTime(T0 + 200)
    keys.onKeyDown(key(' '))
    vi.setSystemTime(T0 + 1200)
    keys.onKeyUp(key(' '))
    expect(judgeAfter(keys)).toBe('keyTooSoon')
    vi.setSystemTime(T0 + 1500)
    keys.onKeyDown(key(' '))
    vi.setSystemTime(T0 + 1580)
    keys.onKeyUp(key(' '))
    expect(judgeAfter(keys)).toBe('confirm')
  })

  it('a click with no key behind it (a screen reader’s press) counts once the focus has lasted the delay', () => {
    const keys = new KeyPresses()
    vi.setSystemTime(T0 + 300)
    expect(judgeAfter(keys)).toBe('keyTooSoon')
    vi.setSystemTime(T0 + 600)
    expect(judgeAfter(keys)).toBe('confirm')
    // A key released long ago is no longer the click's.
    keys.onKeyDown(key('Enter'))
    keys.onKeyUp(key('Enter'))
    vi.setSystemTime(T0 + 2000)
    expect(judgeAfter(keys)).toBe('confirm')
  })

  it('a key refused before the window armed is told to wait, and starts no wait over', () => {
    const window = armedWindow(T0 + 500)
    expect(
      windowGuard(
        window,
        () => ({}),
        () => FOCUSED,
      ).judgeClick(keyClick, undefined),
    ).toBe('wait')
    expect(
      windowGuard(
        armedWindow(),
        () => ({}),
        () => undefined,
      ).judgeClick(keyClick, undefined),
    ).toBe('keyTooSoon')
    expect(window.restarts).toBe(0)
  })
})

/** A pointer event as Confirm sees it; `offset`: where the window sits on screen (screenX − clientX). */
function pointerEvent(type: string, pointerType = 'mouse', offset = 0): PointerEvent {
  return { type, pointerType, screenX: 300 + offset, clientX: 300, screenY: 200, clientY: 200 } as PointerEvent
}
const at = (ms: number) => vi.setSystemTime(T0 + ms)
const mouseClick = { detail: 1 } as never
const tap = { detail: 1 } as never

/** A mouse click on Confirm at `ms`: its pointerdown, then the click, as the browser sends them. */
function clickAt(window: SettledWindow, seen: PointerSeen, ms: number) {
  at(ms)
  notePointer(seen, pointerEvent('pointerdown'), Date.now())
  return windowGuard(
    window,
    () => seen,
    () => undefined,
  ).judgeClick(mouseClick, undefined)
}

describe('windowGuard: pointers in the secure window (double-click-jacking)', () => {
  it('a pointer that arrives on Confirm and clicks in the same instant is refused, in a window armed long before', () => {
    const seen: PointerSeen = {}
    at(1000)
    notePointer(seen, pointerEvent('pointerover'), Date.now())
    expect(clickAt(armedWindow(), seen, 1000)).toBe('wait')
  })

  it('a pointer at rest on Confirm for the delay, in an armed window, confirms', () => {
    const seen: PointerSeen = {}
    at(100)
    notePointer(seen, pointerEvent('pointerover'), Date.now())
    at(400)
    notePointer(seen, pointerEvent('pointermove'), Date.now())
    expect(clickAt(armedWindow(), seen, 600)).toBe('confirm')
  })

  it('clicks every 100 ms from the moment the window opens under the pointer: none counts, each starts the wait over; a rest after them confirms', () => {
    const window = armedWindow(T0 + 500)
    const seen: PointerSeen = {}
    at(0)
    notePointer(seen, pointerEvent('pointerover'), Date.now())
    for (let ms = 50; ms <= 2050; ms += 100) expect(clickAt(window, seen, ms)).toBe('wait')
    expect(window.restarts).toBe(21)
    expect(window.readyAt).toBe(T0 + 2550)
    expect(clickAt(window, seen, 2500)).toBe('wait')
    expect(clickAt(window, seen, 3000)).toBe('confirm')
  })

  it('the window moved under a still pointer: its rest starts over', () => {
    const seen: PointerSeen = {}
    at(0)
    notePointer(seen, pointerEvent('pointerover'), Date.now())
    at(900)
    expect(notePointer(seen, pointerEvent('pointermove', 'mouse', 40), Date.now())).toBe(true)
    expect(clickAt(armedWindow(), seen, 1000)).toBe('wait')
  })

  it('a tap counts only from a finger that came down after the window armed; a tap refused starts the wait over', () => {
    const window = armedWindow(T0 + 500)
    const seen: PointerSeen = {}
    const tapAt = (ms: number) => {
      at(ms)
      notePointer(seen, pointerEvent('pointerdown', 'touch'), Date.now())
      at(ms + 60)
      return windowGuard(
        window,
        () => seen,
        () => undefined,
      ).judgeClick(tap, undefined)
    }
    // Taps every 100 ms from the moment the window opens: none counts, on past its delay.
    for (let ms = 0; ms <= 1500; ms += 100) expect(tapAt(ms)).toBe('wait')
    // The finger down once the wait, started over by the last refused tap, is over.
    expect(tapAt(2100)).toBe('confirm')
  })
})
