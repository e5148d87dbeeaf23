import { parseSiweMessage } from 'viem/siwe'
import { visibleText } from './visibleText'

/** What is wrong with a sign-in message for this site: another domain (or scheme), another chain. */
export type SiweWarning =
  | { kind: 'siweDomain'; messageDomain: string; hostDomain: string }
  | { kind: 'siweChain'; messageChainId: number; chainId: number }

export type CheckSiweMessageParameters = {
  /** The message as it will be signed, decoded (not yet through `visibleText`). */
  text: string
  /** The host page's origin as the browser reported it. */
  hostOrigin: string
  /** The chain the wallet is connected to. */
  chainId: number
}

/** An EIP-4361 message's fields, ready to show; free-text fields are through `visibleText`. */
export type SiweSummary = {
  domain: string
  /** Given only when the message names one (`https://shop.example wants you to sign in…`). */
  scheme?: string
  address: string
  uri: string
  chainId: number
  statement?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
}

export type CheckSiweMessageReturnType = { siwe: SiweSummary; warnings: SiweWarning[] } | undefined

/**
 * Reads a sign-in message (EIP-4361) and says whether it signs the visitor in to this host on
 * this chain. A host can pass any site's message: the signature would log the visitor in there.
 * The domain must be the host's authority exactly (port included; a scheme, when given, must be
 * the host's too); anything else is flagged rather than guessed equal. Undefined when the text
 * is not a complete sign-in message.
 */
export function checkSiweMessage({
  text,
  hostOrigin,
  chainId,
}: CheckSiweMessageParameters): CheckSiweMessageReturnType {
  const parsed = parseSiweMessage(text)
  const { domain, address, uri, version, chainId: messageChainId } = parsed
  if (!domain || !address || !uri || !version || messageChainId === undefined) return undefined

  const siwe: SiweSummary = { domain, address, uri: visibleText(uri), chainId: messageChainId }
  if (parsed.scheme) siwe.scheme = parsed.scheme
  if (parsed.statement) siwe.statement = visibleText(parsed.statement)
  if (parsed.nonce) siwe.nonce = parsed.nonce
  const issuedAt = isoDate(parsed.issuedAt)
  if (issuedAt) siwe.issuedAt = issuedAt
  const expirationTime = isoDate(parsed.expirationTime)
  if (expirationTime) siwe.expirationTime = expirationTime

  const warnings: NonNullable<CheckSiweMessageReturnType>['warnings'] = []
  const host = parseOrigin(hostOrigin)
  const sameHost = host !== undefined && domain.toLowerCase() === host.host
  const sameScheme = !parsed.scheme || (host !== undefined && `${parsed.scheme.toLowerCase()}:` === host.protocol)
  if (!sameHost || !sameScheme) {
    warnings.push({
      kind: 'siweDomain',
      messageDomain: parsed.scheme ? `${parsed.scheme}://${domain}` : domain,
      hostDomain: host ? (parsed.scheme ? `${host.protocol}//${host.host}` : host.host) : hostOrigin,
    })
  }
  if (messageChainId !== chainId) warnings.push({ kind: 'siweChain', messageChainId, chainId })
  return { siwe, warnings }
}

/** An opaque origin ("null") or anything unparsable has no host: every domain then mismatches. */
function parseOrigin(origin: string): { protocol: string; host: string } | undefined {
  try {
    const { protocol, host } = new URL(origin)
    return host ? { protocol, host } : undefined
  } catch {
    return undefined
  }
}

/** viem gives an Invalid Date for a malformed time; that is left out rather than shown as a time. */
function isoDate(date: Date | undefined): string | undefined {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined
}
