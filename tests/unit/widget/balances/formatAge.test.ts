import { describe, expect, it } from 'vitest'
import { formatAge } from '../../../../widget/src/balances/formatAge'
import { usdValue } from '../../../../widget/src/balances/usdValue'

describe('formatAge: a feed’s age in the visitor’s language, through Intl, never a pasted unit', () => {
  it.each([
    ['en', 45, '45 seconds'],
    ['en', 4980, '83 minutes'],
    ['en', 10_800, '3 hours'],
    ['de', 4980, '83 Minuten'],
    ['de', 10_800, '3 Stunden'],
    ['ja', 4980, '83 分'],
    ['ja', 10_800, '3 時間'],
  ] as const)('%s: %i s reads "%s"', (locale, seconds, shown) => {
    expect(formatAge(seconds, locale)).toBe(shown)
  })

  it('in Arabic, in Arabic words, whole units from two of them: 119 s in seconds, 7,199 s in minutes', () => {
    expect(formatAge(119, 'ar')).toMatch(/ثانية/)
    expect(formatAge(7199, 'ar')).toMatch(/دقيقة/)
    expect(formatAge(7199, 'ar')).toMatch(/119|١١٩/)
    expect(formatAge(7200, 'ar')).toMatch(/ساع/)
  })

  it('a stale price carries its age and the most allowed, for the screen to say in the visitor’s language', () => {
    const feed = { feed: '0x0165878A594ca255338adfa4d48449f69242Eb8F' as const, maxAgeSeconds: 3600 }
    const outcome = usdValue({
      value: 1n,
      decimals: 0,
      feed,
      reading: { answer: 1n, decimals: 0, updatedAt: 1000n },
      now: 1000n + 4980n,
    })
    expect(outcome).toMatchObject({ unavailable: 'stale', stale: { age: 4980, maxAge: 3600 } })
    expect('reason' in outcome && outcome.reason).toBe('the price is 83 minutes old (at most 60 minutes is shown)')
  })
})
