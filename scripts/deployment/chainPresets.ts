import { arbitrum, base, mainnet, optimism, polygon, sepolia, type Chain } from 'viem/chains'
import type { ChainConfig, UsdFeed } from '../../protocol/config'

/**
 * Real networks an operator can name in walletport.config.json as `{ "preset": "base" }`,
 * from viem's chain definitions: name, native currency, explorer, Multicall3, and the ENS
 * Universal Resolver where the chain has ENS. The RPC URLs are public endpoints, fine for a
 * start; an operator replaces or extends them with `rpcUrls` (several become a fallback).
 */
const PRESET_CHAINS = { ethereum: mainnet, base, optimism, arbitrum, polygon, sepolia } as const satisfies Record<
  string,
  Chain
>

/** Extra public endpoints, so that each preset starts with a fallback behind its first URL. */
const EXTRA_RPC_URLS: Record<PresetName, string[]> = {
  ethereum: ['https://cloudflare-eth.com'],
  base: ['https://base.llamarpc.com'],
  optimism: ['https://optimism.llamarpc.com'],
  arbitrum: ['https://arbitrum.llamarpc.com'],
  polygon: ['https://polygon-rpc.com'],
  sepolia: ['https://ethereum-sepolia-rpc.publicnode.com'],
}

export type PresetName = keyof typeof PRESET_CHAINS

/**
 * Chainlink's ETH / USD feed proxies where a preset chain has one (docs.chain.link, "Price Feed
 * Contract Addresses"), with a maximum age of the feed's heartbeat plus five minutes: one hour on
 * Ethereum, twenty minutes on Base. Other presets carry none rather than a guessed address.
 */
const ETH_USD_FEEDS: Partial<Record<PresetName, UsdFeed>> = {
  ethereum: { feed: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', maxAgeSeconds: 3900 },
  base: { feed: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70', maxAgeSeconds: 1500 },
}

export const PRESET_NAMES = Object.keys(PRESET_CHAINS) as PresetName[]

export function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && Object.hasOwn(PRESET_CHAINS, name)
}

export function chainPreset(name: PresetName): ChainConfig {
  const chain = PRESET_CHAINS[name]
  const contracts = chain.contracts as {
    multicall3?: { address: `0x${string}` }
    ensUniversalResolver?: { address: `0x${string}` }
  }
  const explorerUrl = chain.blockExplorers?.default.url
  if (!contracts.multicall3 || !explorerUrl) throw new Error(`preset ${name}: viem lacks Multicall3 or an explorer`)
  return {
    id: chain.id,
    name: chain.name,
    rpcUrls: [...chain.rpcUrls.default.http, ...EXTRA_RPC_URLS[name]],
    explorerUrl,
    nativeCurrency: { ...chain.nativeCurrency },
    multicall3: contracts.multicall3.address,
    ...(contracts.ensUniversalResolver ? { ensUniversalResolver: contracts.ensUniversalResolver.address } : {}),
    ...(ETH_USD_FEEDS[name] ? { usdFeeds: { native: ETH_USD_FEEDS[name] } } : {}),
  }
}
