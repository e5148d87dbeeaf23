import { describe, expect, it } from 'vitest'
import { CONFIRM_DELAY_MS, VisibilityClock } from '../../../../widget/src/guard/VisibilityClock'
import { checkAccent, contrastRatio, parseRgba } from '../../../../widget/src/theme/checkAccent'
import { WalletportError } from '../../../../protocol/errors'

describe('VisibilityClock', () => {
  it('is ready 500 ms after the review became visible, not after it was shown', () => {
    const clock = new VisibilityClock()
    expect(clock.readyAt(0)).toBeUndefined()
    clock.report(true, 1000)
    expect(clock.readyAt(0)).toBe(1000 + CONFIRM_DELAY_MS)
    expect(clock.readyAt(1200)).toBe(1200 + CONFIRM_DELAY_MS)
  })

  it('a hidden report stops the clock; visible again starts it from zero', () => {
    const clock = new VisibilityClock()
    clock.report(true, 0)
    clock.report(false, 2000)
    expect(clock.readyAt(0)).toBeUndefined()
    clock.report(true, 5000)
    expect(clock.readyAt(0)).toBe(5500)
  })

  it('repeated visible reports do not restart it; an interruption (blur, resize) does', () => {
    const clock = new VisibilityClock()
    clock.report(true, 0)
    clock.report(true, 300)
    expect(clock.readyAt(0)).toBe(500)
    clock.interrupt(400)
    expect(clock.readyAt(0)).toBe(900)
  })

  it('an interruption while hidden changes nothing', () => {
    const clock = new VisibilityClock()
    clock.interrupt(100)
    expect(clock.readyAt(0)).toBeUndefined()
  })
})

describe('checkAccent', () => {
  const resolve = (map: Record<string, string>) => (css: string) => map[css] ?? ''
  const refused = (accent: string, computed: string) => {
    try {
      checkAccent({ accent, resolve: resolve({ [accent]: computed }) })
      return undefined
    } catch (error) {
      expect(error).toBeInstanceOf(WalletportError)
      expect((error as WalletportError).code).toBe('INVALID_REQUEST')
      return (error as WalletportError).message
    }
  }

  it('refuses transparent and any alpha below 1', () => {
    expect(refused('transparent', 'rgba(0, 0, 0, 0)')).toMatch(/^accent: transparent is \(partly\) transparent/)
    expect(refused('x', 'rgba(31, 79, 216, 0.99)')).toMatch(/transparent/)
    expect(refused('x', 'rgb(31 79 216 / 50%)')).toMatch(/transparent/)
  })

  it('refuses colours under 3:1 with the white label, accepts the default and dark ones', () => {
    expect(refused('white', 'rgb(255, 255, 255)')).toMatch(/1\.00:1 contrast/)
    expect(refused('yellow', 'rgb(255, 255, 0)')).toMatch(/contrast/)
    expect(refused('#1f4fd8', 'rgb(31, 79, 216)')).toBeUndefined()
    expect(refused('black', 'rgb(0, 0, 0)')).toBeUndefined()
  })

  it('refuses what the browser cannot paint', () => {
    expect(refused('nonsense', '')).toMatch(/not a colour/)
  })

  it('computes WCAG contrast', () => {
    expect(contrastRatio(parseRgba('rgb(0, 0, 0)')!, parseRgba('rgb(255, 255, 255)')!)).toBeCloseTo(21, 5)
    expect(parseRgba('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 })
  })
})

describe('TokenBucket (host reads)', () => {
  it('allows the burst, then one per refill interval, and says how long to wait', async () => {
    const { TokenBucket } = await import('../../../../widget/src/provider/TokenBucket')
    const bucket = new TokenBucket({ capacity: 3, refillPerSecond: 10 })
    expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([0, 0, 0])
    expect(bucket.take(0)).toBe(100)
    expect(bucket.take(50)).toBe(50)
    expect(bucket.take(100)).toBe(0)
    expect(bucket.take(10_000)).toBe(0) // refilled, never above capacity
    expect([bucket.take(10_000), bucket.take(10_000), bucket.take(10_000)]).toEqual([0, 0, 100])
  })
})

describe('refusedEmbedder (every ancestor allowed)', () => {
  it('refuses an allowed host framed by a page that is not allowed, and an unknown host', async () => {
    const { refusedEmbedder } = await import('../../../../widget/src/boot/detectHostOrigin')
    const allowed = ['https://shop.example']
    expect(refusedEmbedder('https://shop.example', ['https://shop.example'], allowed)).toBeUndefined()
    expect(refusedEmbedder('https://shop.example', undefined, allowed)).toBeUndefined() // Firefox: the header decides
    expect(refusedEmbedder('https://shop.example', ['https://shop.example', 'https://evil.example'], allowed)).toBe(
      'https://evil.example',
    )
    expect(refusedEmbedder('https://evil.example', ['https://evil.example'], allowed)).toBe('https://evil.example')
    expect(refusedEmbedder(undefined, undefined, allowed)).toBeNull()
  })
})
