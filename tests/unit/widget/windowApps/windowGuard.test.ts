import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KeyPresses } from '../../../../widget/src/windowApps/keyPress'
import { windowGuard } from '../../../../widget/src/windowApps/windowGuard'

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

function judgeAfter(keys: KeyPresses) {
  return windowGuard(true, () => FOCUSED, keys.current).judgeClick(keyClick, undefined)
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

  it('a pointer click counts once settled; nothing counts before', () => {
    expect(windowGuard(true, () => undefined).judgeClick({ detail: 1 } as never, undefined)).toBe('confirm')
    expect(windowGuard(false, () => FOCUSED).judgeClick(keyClick, undefined)).toBe('wait')
    expect(windowGuard(true, () => undefined).judgeClick(keyClick, undefined)).toBe('keyTooSoon')
  })
})
