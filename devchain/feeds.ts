import { getContractAddress, type Address } from 'viem'
import { devAccount } from './accounts'
import { DEVCHAIN_TOKENS } from './tokens'

export type DevchainFeed = {
  /** What it prices: the native currency, or a devchain token by symbol. */
  prices: 'native' | string
  description: string
  decimals: number
  /** The answer at deploy, in the feed's decimals. */
  answer: bigint
}

/**
 * USD price feeds the devchain deploys after its tokens (so their addresses follow from the
 * deployer's nonce too), listed as `usdFeeds` in the dev walletport.config.json. Tests move them.
 */
export const DEVCHAIN_FEEDS: DevchainFeed[] = [
  { prices: 'native', description: 'ETH / USD', decimals: 8, answer: 3_000n * 10n ** 8n },
  { prices: 'dUSD', description: 'dUSD / USD', decimals: 8, answer: 10n ** 8n },
]

export function devchainFeedAddress(index: number): Address {
  return getContractAddress({ from: devAccount(0).address, nonce: BigInt(DEVCHAIN_TOKENS.length + index) })
}

export function devchainFeed(prices: 'native' | string): DevchainFeed & { address: Address } {
  const index = DEVCHAIN_FEEDS.findIndex((feed) => feed.prices === prices)
  if (index < 0) throw new Error(`no devchain feed for ${prices}`)
  return { ...DEVCHAIN_FEEDS[index]!, address: devchainFeedAddress(index) }
}
