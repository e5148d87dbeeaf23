import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseDeploymentConfig } from '../../../protocol/config'
import { currencyCode } from '../../../protocol/currencyCode'
import { DEVCHAIN_FEEDS, devchainFeedAddress } from '../../../devchain/feeds'

const devConfig = JSON.parse(readFileSync(new URL('../../../walletport.config.json', import.meta.url), 'utf8'))
const FEED = '0x00000000000000000000000000000000000c0FFe'

/** The dev config with chain 31337's `fxFeeds` replaced by `fxFeeds`. */
function withFx(fxFeeds: unknown) {
  const config = structuredClone(devConfig)
  config.chains[0].fxFeeds = fxFeeds
  return config
}

describe('fxFeeds in the deployment config', () => {
  it('the dev config lists the devchain’s EUR, GBP and JPY feeds at the addresses it deploys them to', () => {
    const fx = Object.fromEntries(
      DEVCHAIN_FEEDS.flatMap((feed, i) => (feed.fx ? [[feed.prices, devchainFeedAddress(i)]] : [])),
    )
    expect(Object.keys(fx)).toEqual(['EUR', 'GBP', 'JPY'])
    for (const chain of parseDeploymentConfig(devConfig).chains) {
      expect(Object.fromEntries(Object.entries(chain.fxFeeds ?? {}).map(([code, { feed }]) => [code, feed]))).toEqual(
        fx,
      )
    }
  })

  it('takes a feed per ISO 4217 code, with the USD feeds’ maxAgeSeconds rule and default', () => {
    const chain = parseDeploymentConfig(withFx({ EUR: { feed: FEED }, JPY: { feed: FEED, maxAgeSeconds: 86_400 } }))
      .chains[0]!
    expect(chain.fxFeeds).toEqual({
      EUR: { feed: FEED, maxAgeSeconds: 3600 },
      JPY: { feed: FEED, maxAgeSeconds: 86_400 },
    })
    expect(parseDeploymentConfig(withFx({})).chains[0]).not.toHaveProperty('fxFeeds')
  })

  it.each([
    ['a list', [FEED], /fxFeeds: expected an object/],
    ['a symbol as key', { '€': { feed: FEED } }, /fxFeeds: "€" is not a key of fxFeeds/],
    ['a made-up code', { ABC: { feed: FEED } }, /"ABC" is not a key of fxFeeds/],
    ['a name as key', { euro: { feed: FEED } }, /"euro" is not a key of fxFeeds/],
    ['a code in small letters', { eur: { feed: FEED } }, /"eur" is not a key of fxFeeds/],
    ['an address alone', { EUR: FEED }, /fxFeeds\.EUR: expected an object/],
    ['a feed that is no address', { EUR: { feed: 'chainlink' } }, /fxFeeds\.EUR\.feed: expected a 0x-prefixed/],
    ['an age of zero', { EUR: { feed: FEED, maxAgeSeconds: 0 } }, /fxFeeds\.EUR\.maxAgeSeconds: expected whole/],
    ['an age of 8 days', { EUR: { feed: FEED, maxAgeSeconds: 8 * 86_400 } }, /maxAgeSeconds/],
  ])('refuses %s, naming the field', (_, fxFeeds, message) => {
    expect(() => parseDeploymentConfig(withFx(fxFeeds))).toThrow(ConfigError)
    expect(() => parseDeploymentConfig(withFx(fxFeeds))).toThrow(message)
  })
})

describe('currencyCode', () => {
  it('is an ISO 4217 code the engine formats, in capitals', () => {
    expect(['EUR', 'GBP', 'JPY', 'CHF'].map(currencyCode)).toEqual(['EUR', 'GBP', 'JPY', 'CHF'])
    for (const bad of ['ABC', 'eur', 'EU', 'EURO', '€', ' EUR', '', 978, null, undefined, {}, ['EUR']])
      expect(currencyCode(bad), String(bad)).toBeUndefined()
  })
})
