import type { ChainConfig } from '../../../protocol/config'
import type { Address, TokenInput } from '../../../protocol/types'

/** A token the widget tracks on one chain. `labels` are only fallbacks: the chain's word wins. */
export type TrackedToken = {
  chainId: number
  address: Address
  labels: { symbol?: string; name?: string; decimals?: number }
  logoURI?: string
  /** Listed by the host page only, not by the deployment: the visitor is told so (BalancesPanel). */
  addedBySite?: true
}

/**
 * The tokens to show per chain: the deployment's defaults, then the host's extras, on the
 * mounted chains only, merged by chain + address (case-insensitive). Where both name a token,
 * the operator's labels come first and the host's fill the gaps.
 */
export function buildTokenList(
  chains: ChainConfig[],
  defaults: TokenInput[],
  extras: TokenInput[] = [],
): Map<number, TrackedToken[]> {
  const lists = new Map<number, TrackedToken[]>(chains.map((chain) => [chain.id, []]))
  const byKey = new Map<string, TrackedToken>()
  for (const [i, input] of [...defaults, ...extras].entries()) {
    const list = lists.get(input.chainId)
    if (!list) continue
    const key = `${input.chainId}:${input.address.toLowerCase()}`
    const known = byKey.get(key)
    if (known) {
      known.labels = { ...labelsOf(input), ...known.labels }
      if (input.logoURI) known.logoURI ??= input.logoURI
      continue
    }
    const token: TrackedToken = { chainId: input.chainId, address: input.address, labels: labelsOf(input) }
    if (input.logoURI) token.logoURI = input.logoURI
    if (i >= defaults.length) token.addedBySite = true
    byKey.set(key, token)
    list.push(token)
  }
  return lists
}

function labelsOf({ symbol, name, decimals }: TokenInput): TrackedToken['labels'] {
  return {
    ...(symbol === undefined ? {} : { symbol }),
    ...(name === undefined ? {} : { name }),
    ...(decimals === undefined ? {} : { decimals }),
  }
}
