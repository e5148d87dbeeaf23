import { readFileSync } from 'node:fs'
import { ConfigError, parseDeploymentConfig, type DeploymentConfig } from '../../protocol/config'
import { describe } from '../../protocol/guards'
import { chainPreset, isPresetName, PRESET_NAMES } from './chainPresets'

/** Fields an operator may set on a preset chain, over the preset's own. */
const PRESET_OVERRIDES = new Set([
  'preset',
  'rpcUrls',
  'pollIntervalMs',
  'name',
  'usdFeeds',
  'fxFeeds',
  'activityBlocks',
  'passkeyWallet',
])

/**
 * Reads an operator's walletport.config.json: expands `{ "preset": "base", … }` chains into full
 * chain entries, then validates the whole. Any mistake stops here with the field and what is
 * wrong, before anything is served or built: no half-working start.
 */
export function loadDeploymentConfig(path: string): DeploymentConfig {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new ConfigError(`${path}: ${(error as Error).message}`)
  }
  try {
    return parseDeploymentConfig(expandPresets(raw))
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`${path}: ${error.message}`)
    throw error
  }
}

export function expandPresets(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { chains?: unknown }).chains)) return raw
  const config = raw as { chains: unknown[] }
  return {
    ...config,
    chains: config.chains.map((chain, i) => {
      if (typeof chain !== 'object' || chain === null || !('preset' in chain)) return chain
      const { preset, ...overrides } = chain as Record<string, unknown>
      if (!isPresetName(preset))
        throw new ConfigError(
          `chains[${i}].preset: unknown preset ${describe(preset)} (known: ${PRESET_NAMES.join(', ')})`,
        )
      for (const key of Object.keys(overrides)) {
        if (!PRESET_OVERRIDES.has(key))
          throw new ConfigError(
            `chains[${i}].${key}: a preset chain takes only rpcUrls, pollIntervalMs, name, usdFeeds, fxFeeds, activityBlocks and passkeyWallet`,
          )
      }
      return { ...chainPreset(preset), ...overrides }
    }),
  }
}
