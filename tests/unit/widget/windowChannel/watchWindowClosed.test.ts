import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchWindowClosed } from '../../../../widget/src/windowChannel/watchWindowClosed'

describe('watchWindowClosed: a window that answers and closes is never read as a cancel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports a close only when the window is still closed a poll later', () => {
    const popup = { closed: false } as Window
    const onClosed = vi.fn()
    watchWindowClosed(popup, onClosed)
    vi.advanceTimersByTime(250)
    ;(popup as { closed: boolean }).closed = true
    vi.advanceTimersByTime(250)
    expect(onClosed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(250)
    expect(onClosed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('an answer that arrives after the window shows closed (stop) wins: no close is reported', () => {
    const popup = { closed: true } as Window
    const onClosed = vi.fn()
    const stop = watchWindowClosed(popup, onClosed)
    vi.advanceTimersByTime(250) // closed seen once, the confirm message still in flight
    stop() // the message arrives: the opener stops watching
    vi.advanceTimersByTime(1000)
    expect(onClosed).not.toHaveBeenCalled()
  })
})
