import type { DeploymentConfig } from '../../protocol/config'
import { ConfigError } from '../../protocol/config'

/**
 * What deploy/walletport.production.json holds for the operator to replace, so that a build of a copy
 * with one of them left in stops before it ships (writeStaticDeployment.ts):
 * - its WalletConnect project id, as it stands;
 * - hosts of the names set aside for documentation (RFC 2606, RFC 6761): `*.example` (`https://shop.example`,
 *   `https://bundler.wallet.example/1`), `example.com`, `.net`, `.org` and their subdomains, `*.test`, `*.invalid`;
 * - text that asks to be replaced: `REPLACE…`, `YOUR_…` / `your-…`, `<…>`, `…`.
 * `localhost` and loopback addresses are not placeholders: the dev config (the local stack's) names them.
 */
const EXAMPLE_VALUES = new Map([['REPLACE-WITH-YOUR-REOWN-PROJECT-ID', "the example's WalletConnect project id"]])

const EXAMPLE_HOST = /(^|\.)(example|test|invalid|example\.com|example\.net|example\.org)$/i
const PLACEHOLDER_TEXT = /^REPLACE\b|\bYOUR[-_]|<[^>]*>|…/i

export type Placeholder = { path: string; value: string; why: string }

/** Every string of the config that is still a placeholder, with its path as the config file spells it. */
export function configPlaceholders(config: DeploymentConfig): Placeholder[] {
  const found: Placeholder[] = []
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      const why = placeholderReason(value)
      if (why) found.push({ path, value, why })
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`))
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key)
  }
  visit(config, '')
  return found
}

function placeholderReason(value: string): string | undefined {
  const known = EXAMPLE_VALUES.get(value)
  if (known) return known
  if (PLACEHOLDER_TEXT.test(value)) return 'text to replace'
  const host = hostOf(value)
  if (host && EXAMPLE_HOST.test(host)) return `${host} is a name for examples, not a real host`
  return undefined
}

function hostOf(value: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return undefined
  try {
    return new URL(value).hostname.replace(/\.$/, '')
  } catch {
    return undefined
  }
}

/** Throws a ConfigError naming each placeholder left in the config read from `source`; returns quietly if none. */
export function refusePlaceholders(config: DeploymentConfig, source: string): void {
  const found = configPlaceholders(config)
  if (found.length === 0) return
  throw new ConfigError(
    [
      `${source} still holds ${found.length} of the example's placeholder value(s); replace each with yours before building:`,
      ...found.map(({ path, value, why }) => `  ${path}: ${JSON.stringify(value)} (${why})`),
    ].join('\n'),
  )
}
