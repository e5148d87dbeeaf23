import { getContractAddress, type Address } from 'viem'
import { devAccount } from './accounts'
import { DEVCHAIN_TOKENS } from './tokens'

export type DevchainFeed = {
  /** What it prices: the native currency, a devchain token by symbol, or (`fx`) a currency by ISO 4217 code. */
  prices: 'native' | string
  /** An FX feed (one unit of the currency `prices` names, in USD), listed as `fxFeeds`. */
  fx?: true
  description: string
  decimals: number
  /** The answer at deploy, in the feed's decimals. */
  answer: bigint
}

/**
 * USD price feeds the devchain deploys after its tokens (so their addresses follow from the
 * deployer's nonce too), listed as `usdFeeds` in the dev walletport.config.json, then the FX feeds
 * listed as its `fxFeeds` (the yen's with 18 decimals, as some feeds have: the widget reads each
 * feed's own). Tests move them.
 */
export const DEVCHAIN_FEEDS: DevchainFeed[] = [
  { prices: 'native', description: 'ETH / USD', decimals: 8, answer: 3_000n * 10n ** 8n },
  { prices: 'dUSD', description: 'dUSD / USD', decimals: 8, answer: 10n ** 8n },
  { prices: 'EUR', fx: true, description: 'EUR / USD', decimals: 8, answer: 108_420_000n },
  { prices: 'GBP', fx: true, description: 'GBP / USD', decimals: 8, answer: 126_910_000n },
  { prices: 'JPY', fx: true, description: 'JPY / USD', decimals: 18, answer: 6_712_000_000_000_000n },
]

export function devchainFeedAddress(index: number): Address {
  return getContractAddress({ from: devAccount(0).address, nonce: BigInt(DEVCHAIN_TOKENS.length + index) })
}

export function devchainFeed(prices: 'native' | string): DevchainFeed & { address: Address } {
  const index = DEVCHAIN_FEEDS.findIndex((feed) => feed.prices === prices)
  if (index < 0) throw new Error(`no devchain feed for ${prices}`)
  return { ...DEVCHAIN_FEEDS[index]!, address: devchainFeedAddress(index) }
}

/** The devchain's FX feed of `currency` (EUR, GBP, JPY): one unit of it in USD. */
export function devchainFxFeed(currency: string): DevchainFeed & { address: Address } {
  const feed = devchainFeed(currency)
  if (!feed.fx) throw new Error(`${currency} is not a devchain FX feed`)
  return feed
}
