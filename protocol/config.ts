/**
 * The deployment config (`walletport.config.json`): the widget operator's, never the host's.
 * Parsed by the widget at start-up and by the build/serve scripts that write the security headers,
 * so both read the allowlist the same way.
 */

import type { Address, TokenInput } from './types'
import type { TokenPaymasterConfig } from './parseTokenPaymaster'
import { WalletportError } from './errors'
import { describe, field, isAddress, isChainId } from './guards'
import { parseTokenInput } from './parseTokenInput'
import { address, array, ConfigError, decimals, object, origin, rpcUrl, string, url } from './configFields'
import { withFeeToken } from './parseTokenPaymaster'
import { passkeyWallet } from './parsePasskeyWallet'
import { priceFeeds, type UsdFeed } from './priceFeeds'

export { ConfigError }

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type ChainConfig = {
  id: number
  name: string
  rpcUrls: string[]
  explorerUrl?: string
  nativeCurrency: NativeCurrency
  multicall3: Address
  /**
   * How often the widget asks for a new block, in ms (default 4000; a local chain wants less). With
   * a ws(s) RPC URL it asks only while the socket is down (or a read failed): `newHeads` says it instead.
   */
  pollIntervalMs?: number
  /** The ENS Universal Resolver, on chains that have ENS: recipients may then be names. */
  ensUniversalResolver?: Address
  /** How many recent blocks the Activity screen scans for token transfers (default 5000). */
  activityBlocks?: number
  /** USD price feeds (Chainlink AggregatorV3) by what they price: `native`, or a token address in lower case. */
  usdFeeds?: Record<string, UsdFeed>
  /** By ISO 4217 code (`EUR`), the feed of one unit of that currency in USD: values may then be shown in it. */
  fxFeeds?: Record<string, UsdFeed>
  /** The passkey wallet's ERC-4337 parts on this chain; absent, the widget does not offer it here. */
  passkeyWallet?: PasskeyWalletConfig
}

/**
 * Where a passkey wallet lives on a chain: the account factory, the EntryPoint (v0.8) it uses,
 * the operator's ERC-4337 bundler, and optionally an ERC-7677 paymaster that may pay the gas and
 * the delay before a recovery address's proposal takes effect (default 48 h).
 */
export type PasskeyWalletConfig = {
  factory: Address
  entryPoint: Address
  bundlerUrl: string
  paymasterUrl?: string
  /** An ERC-20 paymaster that takes the fee in `token` (one of the chain's listed tokens: its symbol and decimals). */
  tokenPaymaster?: TokenPaymasterConfig
  recoveryDelaySeconds?: number
  /**
   * The longest a permission for apps (ERC-7715) may last, in seconds from its request (default five years): a site
   * asking for a later expiry is refused (-32602 naming the expiry) before any review.
   */
  maxPermissionSeconds?: number
}

export type { TokenPaymasterConfig }

export {
  DEFAULT_MAX_PERMISSION_SECONDS,
  DEFAULT_RECOVERY_DELAY_SECONDS,
  MAX_RECOVERY_DELAY_SECONDS,
  MIN_RECOVERY_DELAY_SECONDS,
} from './parsePasskeyWallet'

export { DEFAULT_USD_FEED_MAX_AGE_SECONDS, type UsdFeed } from './priceFeeds'

export type DeploymentConfig = {
  allowedOrigins: string[]
  chains: ChainConfig[]
  tokens: TokenInput[]
  walletConnect?: { projectId: string; relayUrl?: string }
  devWallet?: { enabled: boolean }
}

/** Validates a parsed JSON value; the error names the field and what is wrong with it. */
export function parseDeploymentConfig(raw: unknown): DeploymentConfig {
  const root = object(raw, 'config')
  const allowedOrigins = array(field(root, 'allowedOrigins'), 'allowedOrigins').map((value, i) =>
    origin(value, `allowedOrigins[${i}]`),
  )
  const chains = array(field(root, 'chains'), 'chains').map((value, i) => chain(value, `chains[${i}]`))
  if (chains.length === 0) throw new ConfigError('chains: at least one chain is required')
  const chainIds = new Set(chains.map((c) => c.id))
  if (chainIds.size !== chains.length) throw new ConfigError('chains: chain ids must be unique')
  const tokensRaw = field(root, 'tokens')
  const tokens =
    tokensRaw === undefined ? [] : array(tokensRaw, 'tokens').map((value, i) => token(value, `tokens[${i}]`, chainIds))

  for (const chain of chains) withFeeToken(chain, tokens)
  const config: DeploymentConfig = { allowedOrigins, chains, tokens }
  const walletConnect = field(root, 'walletConnect')
  if (walletConnect !== undefined && walletConnect !== null) {
    const wc = object(walletConnect, 'walletConnect')
    const relayUrl = field(wc, 'relayUrl')
    config.walletConnect = {
      projectId: string(field(wc, 'projectId'), 'walletConnect.projectId'),
      ...(relayUrl === undefined ? {} : { relayUrl: url(relayUrl, 'walletConnect.relayUrl', ['ws:', 'wss:']) }),
    }
  }
  const devWallet = field(root, 'devWallet')
  if (devWallet !== undefined && devWallet !== null) {
    const enabled = field(object(devWallet, 'devWallet'), 'enabled')
    if (typeof enabled !== 'boolean')
      throw new ConfigError(`devWallet.enabled: expected true or false, got ${describe(enabled)}`)
    config.devWallet = { enabled }
  }
  const known = new Set(['allowedOrigins', 'chains', 'tokens', 'walletConnect', 'devWallet', '$comment'])
  for (const key of Object.keys(root)) {
    if (!known.has(key)) throw new ConfigError(`${key}: unknown field`)
  }
  return config
}

function chain(raw: unknown, path: string): ChainConfig {
  const value = object(raw, path)
  const id = field(value, 'id')
  if (!isChainId(id)) throw new ConfigError(`${path}.id: expected a positive integer chain id, got ${describe(id)}`)
  const rpcUrls = array(field(value, 'rpcUrls'), `${path}.rpcUrls`).map((u, i) => rpcUrl(u, `${path}.rpcUrls[${i}]`))
  if (rpcUrls.length === 0) throw new ConfigError(`${path}.rpcUrls: at least one RPC URL is required`)
  const native = object(field(value, 'nativeCurrency'), `${path}.nativeCurrency`)
  const multicall3 = address(field(value, 'multicall3'), `${path}.multicall3`)
  const explorerUrl = field(value, 'explorerUrl')
  const pollIntervalMs = field(value, 'pollIntervalMs')
  if (
    pollIntervalMs !== undefined &&
    (typeof pollIntervalMs !== 'number' ||
      !Number.isInteger(pollIntervalMs) ||
      pollIntervalMs < 250 ||
      pollIntervalMs > 600_000)
  ) {
    throw new ConfigError(
      `${path}.pollIntervalMs: expected an integer from 250 to 600000, got ${describe(pollIntervalMs)}`,
    )
  }
  const ensUniversalResolver = field(value, 'ensUniversalResolver')
  if (ensUniversalResolver !== undefined && !isAddress(ensUniversalResolver)) {
    throw new ConfigError(
      `${path}.ensUniversalResolver: expected a 0x-prefixed 20-byte address, got ${describe(ensUniversalResolver)}`,
    )
  }
  return {
    id,
    name: string(field(value, 'name'), `${path}.name`),
    rpcUrls,
    ...(explorerUrl === undefined || explorerUrl === null
      ? {}
      : { explorerUrl: url(explorerUrl, `${path}.explorerUrl`, ['http:', 'https:']) }),
    nativeCurrency: {
      name: string(field(native, 'name'), `${path}.nativeCurrency.name`),
      symbol: string(field(native, 'symbol'), `${path}.nativeCurrency.symbol`),
      decimals: decimals(field(native, 'decimals'), `${path}.nativeCurrency.decimals`),
    },
    multicall3,
    ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
    ...(ensUniversalResolver === undefined ? {} : { ensUniversalResolver }),
    ...priceFeeds(value, path, 'usdFeeds'),
    ...priceFeeds(value, path, 'fxFeeds'),
    ...activityBlocks(field(value, 'activityBlocks'), `${path}.activityBlocks`),
    ...passkeyWallet(field(value, 'passkeyWallet'), `${path}.passkeyWallet`),
  }
}

function activityBlocks(raw: unknown, path: string): { activityBlocks?: number } {
  if (raw === undefined) return {}
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 1_000_000)
    throw new ConfigError(`${path}: expected a whole number of blocks from 1 to 1000000, got ${describe(raw)}`)
  return { activityBlocks: raw }
}

/** A listed token: parsed as the host's are (parseTokenInput), on a chain of this config. */
function token(raw: unknown, path: string, chainIds: Set<number>): TokenInput {
  const chainId = field(object(raw, path), 'chainId')
  if (!isChainId(chainId) || !chainIds.has(chainId)) {
    throw new ConfigError(`${path}.chainId: expected the id of a configured chain, got ${describe(chainId)}`)
  }
  try {
    return parseTokenInput(raw, path)
  } catch (error) {
    throw error instanceof WalletportError ? new ConfigError(error.message) : error
  }
}
