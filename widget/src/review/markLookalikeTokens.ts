import type { Address } from 'viem'
import { nameAsRead } from '../../../protocol/confusableSkeleton'
import type { NativeCurrency } from '../../../protocol/config'
import type { ReadTokenInfoReturnType } from './readTokenInfo'

/** A token the deployment lists on the chain: its contract and the operator's names for it. */
export type ListedToken = { address: Address; symbol?: string; name?: string }

/**
 * Marks each token of a review whose chain-read symbol reads as the symbol or name of a token the deployment lists
 * on that chain, or of its native currency, while not being that token: `lookalikeOf` names the real one. Read as the
 * eye reads it, as the balances mark the host's tokens (balances/tokenRow.ts `markSiteTokens`): case, spacing and
 * look-alike letters folded. A symbol is the contract's own claim; a review that names a token by it must say when
 * the claim imitates a token the visitor knows.
 */
export function markLookalikeTokens(
  tokens: ReadTokenInfoReturnType,
  listed: readonly ListedToken[],
  native: NativeCurrency,
): ReadTokenInfoReturnType {
  const real = [
    ...listed.map((token) => ({ address: token.address.toLowerCase(), names: [token.symbol, token.name] })),
    { address: undefined, names: [native.symbol, native.name] },
  ]
  const marked: ReadTokenInfoReturnType = new Map()
  for (const [address, info] of tokens) {
    const own = info.symbol === undefined ? undefined : nameAsRead(info.symbol)
    const isListed = real.some((token) => token.address === address)
    const imitated =
      isListed || !own ? undefined : real.find((token) => token.names.some((n) => n && nameAsRead(n) === own))
    const symbol = imitated?.names.find((n) => n !== undefined)
    marked.set(address, symbol ? { ...info, lookalikeOf: symbol } : info)
  }
  return marked
}
