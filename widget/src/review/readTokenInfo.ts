import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { readChainBalances } from '../balances/readChainBalances'
import { getBlockNumber, type ChainClient } from '../chain/chainClient'

/**
 * A token as a review shows it: symbol and decimals as the chain states them, never a label; `lookalikeOf`, the
 * listed token its symbol imitates (markLookalikeTokens).
 */
export type TokenInfo = { symbol?: string; decimals?: number; lookalikeOf?: string }

export type ReadTokenInfoParameters = {
  client: ChainClient
  chain: ChainConfig
  account: Address
  tokens: Address[]
  /** Chain-read metadata the widget already holds (the balances); only the others are read. */
  known: (token: Address) => TokenInfo | undefined
}

/** Lower-cased address → what the chain says of it. */
export type ReadTokenInfoReturnType = Map<string, TokenInfo>

/**
 * Symbol and decimals of the tokens a review names, read from the chain in one Multicall3
 * `eth_call` (the balances' reader, which also tolerates bytes32 symbols and reverting tokens).
 * A token whose reads fail is left without: the review then shows base units, never a guess.
 */
export async function readTokenInfo({
  client,
  chain,
  account,
  tokens,
  known,
}: ReadTokenInfoParameters): Promise<ReadTokenInfoReturnType> {
  const info: ReadTokenInfoReturnType = new Map()
  const missing: Address[] = []
  for (const token of new Set(tokens.map((t) => t.toLowerCase() as Address))) {
    const cached = known(token)
    if (cached?.decimals !== undefined) info.set(token, cached)
    else missing.push(token)
  }
  if (missing.length === 0) return info
  try {
    const result = await readChainBalances({
      client,
      chain,
      account,
      tokens: missing.map((address) => ({ chainId: chain.id, address, labels: {} })),
      knownMetadata: new Set(),
      blockNumber: await getBlockNumber(client),
    })
    for (const { token, metadata } of result.tokens) {
      info.set(token.address, {
        ...(metadata?.symbol ? { symbol: metadata.symbol } : {}),
        ...(metadata?.decimals === undefined ? {} : { decimals: metadata.decimals }),
      })
    }
  } catch {
    // The RPC failed: the review shows these tokens by address and base units.
  }
  return info
}
