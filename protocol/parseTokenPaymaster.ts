import { field } from './guards'
import { address as addressField, ConfigError, object } from './configFields'
import type { ChainConfig } from './config'
import type { Address, TokenInput } from './types'

/** The token paymaster of a chain, as configured (`address`, `token`), with the listed token's symbol and decimals. */
export type TokenPaymasterConfig = { address: Address; token: Address; symbol: string; decimals: number }

/** `{ "address": "0x…", "token": "0x…" }`; the token's symbol and decimals come from the chain's listed tokens (withFeeToken). */
export function tokenPaymaster(raw: unknown, path: string): { tokenPaymaster?: TokenPaymasterConfig } {
  if (raw === undefined || raw === null) return {}
  const value = object(raw, path)
  // symbol and decimals are the listed token's (withFeeToken): accepted back, as a parsed config is served, and checked.
  for (const key of Object.keys(value))
    if (!['address', 'token', 'symbol', 'decimals'].includes(key))
      throw new ConfigError(`${path}.${key}: unknown field`)
  const address = addressField(field(value, 'address'), `${path}.address`)
  const token = addressField(field(value, 'token'), `${path}.token`)
  const [symbol, decimals] = [field(value, 'symbol'), field(value, 'decimals')]
  return {
    tokenPaymaster: {
      address,
      token,
      symbol: typeof symbol === 'string' ? symbol : '',
      decimals: typeof decimals === 'number' ? decimals : -1,
    },
  }
}

/** A chain's fee token must be one of its listed tokens: the review names it by that entry's symbol and decimals. */
export function withFeeToken(chain: ChainConfig, tokens: TokenInput[]): void {
  const paymaster = chain.passkeyWallet?.tokenPaymaster
  if (!paymaster) return
  const listed = tokens.find(
    (entry) => entry.chainId === chain.id && entry.address.toLowerCase() === paymaster.token.toLowerCase(),
  )
  if (!listed || listed.symbol === undefined || listed.decimals === undefined)
    throw new ConfigError(
      `chains[${chain.id}].passkeyWallet.tokenPaymaster.token: ${paymaster.token} must be listed in tokens for chain ${chain.id}, with its symbol and decimals`,
    )
  const claimed = { symbol: paymaster.symbol, decimals: paymaster.decimals }
  if (
    (claimed.symbol !== '' && claimed.symbol !== listed.symbol) ||
    (claimed.decimals !== -1 && claimed.decimals !== listed.decimals)
  )
    throw new ConfigError(
      `chains[${chain.id}].passkeyWallet.tokenPaymaster: symbol and decimals are the listed token's`,
    )
  Object.assign(paymaster, { symbol: listed.symbol, decimals: listed.decimals })
}
