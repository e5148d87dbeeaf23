import { describe, expect, it } from 'vitest'
import { usdValue } from '../../../../widget/src/balances/usdValue'

const feed = { feed: '0x0165878A594ca255338adfa4d48449f69242Eb8F' as const, maxAgeSeconds: 3600 }
const NOW = 1_800_000_000n

describe('usdValue: price × balance from a feed, or no number', () => {
  it('is exact: 1.5 ETH at $3,012.34567891 is $4,518.518518365', () => {
    expect(
      usdValue({
        value: 15n * 10n ** 17n,
        decimals: 18,
        feed,
        reading: { answer: 301_234_567_891n, decimals: 8, updatedAt: NOW - 60n },
        now: NOW,
      }),
    ).toEqual({ usd: '4518.518518365' })
    expect(
      usdValue({ value: 1n, decimals: 6, feed, reading: { answer: 10n ** 8n, decimals: 8, updatedAt: NOW }, now: NOW }),
    ).toEqual({ usd: '0.000001' })
  })

  it.each([
    ['stale', { answer: 10n ** 8n, decimals: 8, updatedAt: NOW - 3601n }, 'stale'],
    ['zero', { answer: 0n, decimals: 8, updatedAt: NOW }, 'invalid'],
    ['negative', { answer: -5n, decimals: 8, updatedAt: NOW }, 'invalid'],
    ['from the future', { answer: 10n ** 8n, decimals: 8, updatedAt: NOW + 3600n }, 'invalid'],
    ['reverted', { error: 'feed broken' }, 'failed'],
  ] as const)('a %s price gives no value, and says why', (_, reading, kind) => {
    const outcome = usdValue({ value: 10n ** 18n, decimals: 18, feed, reading, now: NOW })
    expect(outcome).toMatchObject({ unavailable: kind })
    expect('reason' in outcome && outcome.reason.length).toBeGreaterThan(10)
  })
})
