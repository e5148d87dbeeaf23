import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseDeploymentConfig } from '../../../../protocol/config'
import { expandPresets } from '../../../../scripts/deployment/loadDeploymentConfig'
import { root } from './docFiles'

/** The top-level fields of walletport.config.json, and the fields of one chain (a preset's included). */
const CONFIG_KEYS = ['$comment', 'allowedOrigins', 'chains', 'tokens', 'walletConnect', 'devWallet']
const CHAIN_KEYS = [
  'preset',
  'id',
  'name',
  'rpcUrls',
  'nativeCurrency',
  'multicall3',
  'explorerUrl',
  'pollIntervalMs',
  'ensUniversalResolver',
  'activityBlocks',
  'usdFeeds',
  'fxFeeds',
  'passkeyWallet',
]

/**
 * The docs write `"0x…"` where an operator puts an address of their own: an address the parser
 * accepts stands in for it. Nothing else is replaced.
 */
const ADDRESS_PLACEHOLDER = /"0x…"/g
const STAND_IN_ADDRESS = '"0x00000000000000000000000000000000000c0FFe"'

/**
 * Checks a `json`/`jsonc` block of the docs: it parses (comments allowed in jsonc), and as a
 * walletport config, a part of one (`{ "chains": [...] }`) or the fields of one chain
 * (`"passkeyWallet": { … }`), it goes through the real loader: presets expanded as
 * scripts/deployment/loadDeploymentConfig.ts does, then protocol/config.ts's parser. Fields the
 * fragment leaves out come from the repository's own walletport.config.json. Throws what is wrong.
 */
export function checkConfigBlock(code: string, lang: string): void {
  const text = (lang === 'jsonc' ? stripComments(code) : code).replace(ADDRESS_PLACEHOLDER, STAND_IN_ADDRESS).trim()
  // A member on its own (`"passkeyWallet": { … }`) is a fragment of the object around it.
  const value: unknown = JSON.parse(text.startsWith('"') ? `{${text}}` : text)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('expected a walletport config, or a part of one, as an object')
  const keys = Object.keys(value)
  const dev = JSON.parse(readFileSync(resolve(root, 'walletport.config.json'), 'utf8')) as {
    allowedOrigins: string[]
    chains: object[]
  }
  // A token paymaster names one of the chain's listed tokens: the stand-in address is listed there, as a token.
  const feeToken = { chainId: 31337, address: JSON.parse(STAND_IN_ADDRESS) as string, symbol: 'USDX', decimals: 6 }
  const base = {
    allowedOrigins: dev.allowedOrigins,
    chains: dev.chains,
    ...(text.includes('"tokenPaymaster"') ? { tokens: [feeToken] } : {}),
  }
  let config: Record<string, unknown>
  if (keys.every((key) => CONFIG_KEYS.includes(key))) config = { ...base, ...value }
  else if (keys.every((key) => CHAIN_KEYS.includes(key)))
    // A preset brings the rest of its chain; other fields complete the repository's first chain.
    config = { ...base, chains: ['preset' in value ? value : { ...dev.chains[0], ...value }] }
  else {
    const unknown = keys.filter((key) => !CONFIG_KEYS.includes(key) && !CHAIN_KEYS.includes(key))
    throw new Error(`not a walletport config field: ${unknown.join(', ')}`)
  }
  const expanded = expandPresets(config) as Record<string, unknown>
  const parsed = parseDeploymentConfig(expanded)
  // The parser ignores some fields it does not know (inside a chain, say): a field the docs give
  // must come out of it, or an option that does not exist would pass.
  assertKept(expanded, parsed, 'config')
}

function assertKept(given: unknown, kept: unknown, path: string): void {
  if (Array.isArray(given) && Array.isArray(kept)) {
    given.forEach((item, i) => assertKept(item, kept[i], `${path}[${i}]`))
  } else if (isObject(given) && isObject(kept)) {
    for (const [key, value] of Object.entries(given)) {
      if (key === '$comment') continue
      // usdFeeds keys come out in lower case.
      const match = Object.keys(kept).find((k) => k.toLowerCase() === key.toLowerCase())
      if (match === undefined) throw new Error(`${path}.${key}: not a field the deployment config knows`)
      assertKept(value, kept[match], `${path}.${key}`)
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `//` and `/* … *\/` comments out of JSON, leaving strings (URLs hold `//`) as they are. */
export function stripComments(text: string): string {
  return text.replace(
    /("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (_, string: string | undefined) => string ?? '',
  )
}
