import { describe, expect, it } from 'vitest'
import { durationText } from '../../../../../widget/src/screens/review/amounts'

describe('durationText', () => {
  it('says a delay exactly, in the largest unit that needs no rounding', () => {
    expect(durationText(30 * 86_400, 'en')).toBe('30 days')
    expect(durationText(48 * 3600, 'en')).toBe('48 hours')
    expect(durationText(90 * 60, 'en')).toBe('90 minutes')
    // A grant's period of 30 s is not "1 minute" (twice the rate shown), nor 100 s "2 minutes".
    expect(durationText(30, 'en')).toBe('30 seconds')
    expect(durationText(100, 'en')).toBe('100 seconds')
    expect(durationText(1, 'de')).toBe('1 Sekunde')
  })
})
