// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useImported } from '../../../../widget/src/boot/useModule'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The browser's idle callbacks, run by the test when it says the page is idle. */
let idle: Map<number, IdleRequestCallback>
let root: Root

beforeEach(() => {
  idle = new Map()
  let next = 1
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => (idle.set(next, callback), next++))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle))
  root = createRoot(document.createElement('div'))
})

afterEach(() => {
  act(() => root.unmount())
  vi.unstubAllGlobals()
})

function Importer({
  load,
  wanted,
  seen,
}: {
  load: () => Promise<string>
  wanted: boolean
  seen: (m?: string) => void
}) {
  seen(useImported(load, wanted).module)
  return null
}

async function pageIdle() {
  await act(async () => {
    for (const callback of idle.values()) callback({ didTimeout: false, timeRemaining: () => 50 })
    idle.clear()
  })
}

describe('useImported: the wallet’s code is imported once the page is idle after the first screen', () => {
  it('asks for the module only when the page is idle, then renders with it', async () => {
    const load = vi.fn(() => Promise.resolve('wallet'))
    const seen = vi.fn()
    act(() => root.render(createElement(Importer, { load, wanted: true, seen })))
    // The first screen is committed and its effects ran, and still nothing is fetched: a click on that
    // screen is not queued behind the wallet's fetch, compile and evaluation.
    expect(load).not.toHaveBeenCalled()
    expect(idle.size).toBe(1)
    await pageIdle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(seen).toHaveBeenLastCalledWith('wallet')
  })

  it('asks for nothing while not wanted, and nothing once unmounted before the page was idle', async () => {
    const load = vi.fn(() => Promise.resolve('wallet'))
    act(() => root.render(createElement(Importer, { load, wanted: false, seen: () => {} })))
    expect(idle.size).toBe(0)
    act(() => root.render(createElement(Importer, { load, wanted: true, seen: () => {} })))
    act(() => root.unmount())
    root = createRoot(document.createElement('div'))
    await pageIdle()
    expect(load).not.toHaveBeenCalled()
  })

  it('asks at once after this task where the browser has no idle callbacks (WebKit)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const load = vi.fn(() => Promise.resolve('wallet'))
    const seen = vi.fn()
    act(() => root.render(createElement(Importer, { load, wanted: true, seen })))
    expect(load).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(load).toHaveBeenCalledTimes(1)
    expect(seen).toHaveBeenLastCalledWith('wallet')
  })
})
