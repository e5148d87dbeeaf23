import { HIDDEN_CHARACTERS } from './hiddenCharacters'
import { describe, fail, field, isAddress, isChainId, isPlainHost, object, shortText } from './guards'
import type { TokenInput } from './types'

/**
 * A token to list (`TokenInput`), whether the host's `configure` or the deployment config names it:
 * one set of rules for both, the stricter of what each had. Its labels and logo go on screen.
 * Throws `WalletportError` (INVALID_ADDRESS for the address, INVALID_REQUEST otherwise); the
 * deployment config turns that into its ConfigError and also requires a configured chain.
 */
export function parseTokenInput(raw: unknown, path = 'token'): TokenInput {
  const value = object(raw, path)
  const chainId = field(value, 'chainId')
  if (!isChainId(chainId)) fail(`${path}.chainId: expected a chain id, got ${describe(chainId)}`)
  const address = field(value, 'address')
  if (!isAddress(address))
    fail(`${path}.address: expected a 0x-prefixed 20-byte address, got ${describe(address)}`, 'INVALID_ADDRESS')
  const token: TokenInput = { chainId, address }
  const symbol = field(value, 'symbol')
  if (symbol !== undefined) token.symbol = label(symbol, `${path}.symbol`, 32)
  const name = field(value, 'name')
  if (name !== undefined) token.name = label(name, `${path}.name`, 64)
  const decimals = field(value, 'decimals')
  if (decimals !== undefined) {
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
      fail(`${path}.decimals: expected an integer from 0 to 255, got ${describe(decimals)}`)
    }
    token.decimals = decimals
  }
  const logoURI = field(value, 'logoURI')
  if (logoURI !== undefined) {
    if (!isLogoUri(logoURI))
      fail(
        `${path}.logoURI: expected an https: URL (a plain host, no credentials) or a data:image/ URL, got ${describe(logoURI)}`,
      )
    token.logoURI = logoURI
  }
  return token
}

function label(raw: unknown, path: string, max: number): string {
  const text = shortText(raw, path, max)
  if (text.trim() === '') fail(`${path}: expected a string of 1 to ${max} characters`)
  // A label shows where the chain has none: nothing in it may hide or reorder what the visitor reads.
  if (HIDDEN_CHARACTERS.test(text)) fail(`${path}: holds hidden or reordering characters`)
  return text
}

/** At most 2,048 characters: an inline image, or an https: image on a plain host name with no credentials in it. */
function isLogoUri(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length > 2048) return false
  if (raw.startsWith('data:image/')) return true
  if (!raw.startsWith('https:')) return false
  try {
    const url = new URL(raw)
    return isPlainHost(url.hostname) && !url.username && !url.password
  } catch {
    return false
  }
}
