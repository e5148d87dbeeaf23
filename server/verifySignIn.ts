import { hashMessage, verifyMessage, type Client, type Hex } from 'viem'
import { verifyHash } from 'viem/actions'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { WalletportError } from '../protocol/errors'

export type VerifySignInParameters = {
  /** The exact EIP-4361 text `handle.signIn()` returned. */
  message: string
  signature: Hex
  /** Your site's host as the browser shows it (`shop.example`, `localhost:4310`): the message must name it. */
  domain: string
  /** The nonce your server issued for this sign-in, and has not accepted before. */
  nonce: string
  /**
   * A client for the message's chain: lets smart-contract accounts (EIP-1271, and EIP-6492 for
   * ones not yet deployed) verify. Without it only ordinary accounts (EOAs) verify.
   */
  client?: Client
  /** The time to check the expiration and not-before times against; default now. */
  time?: Date
  /** The chain the sign-in must name; default: the client's chain when a client is given, else any. */
  chainId?: number
}

export type VerifySignInReturnType = { address: `0x${string}`; chainId: number }

/**
 * Verifies a Sign-In with Ethereum from `handle.signIn()` on your server: the message is
 * well-formed and names your domain and your nonce, it is within its validity window, and the
 * signature is the named account's. Throws `WalletportError('INVALID_SIGNATURE')` saying which
 * check failed. Single use is yours to enforce: accept each nonce once.
 */
export async function verifySignIn({
  message,
  signature,
  domain,
  nonce,
  client,
  time = new Date(),
  chainId: expectedChainId = client?.chain?.id,
}: VerifySignInParameters): Promise<VerifySignInReturnType> {
  if (typeof message !== 'string' || message.length > 10_000)
    throw invalid('malformed message: expected the EIP-4361 text')
  const parsed = parseSiweMessage(message)
  const { address, chainId } = parsed
  if (
    !address ||
    !chainId ||
    !parsed.domain ||
    !parsed.nonce ||
    !parsed.uri ||
    parsed.version !== '1' ||
    !parsed.issuedAt
  ) {
    throw invalid(
      'malformed message: not an EIP-4361 sign-in (address, chain, domain, nonce, URI, version or issue time missing)',
    )
  }
  // Every field parsed, and nothing else: the message written back from what was parsed must be the
  // message itself (a time that is not a time, fields out of order, extra lines fail here).
  const dates = [parsed.issuedAt, parsed.expirationTime, parsed.notBefore].filter((date) => date !== undefined)
  if (
    dates.some((date) => Number.isNaN(date.getTime())) ||
    createSiweMessage(parsed as Parameters<typeof createSiweMessage>[0]) !== message
  ) {
    throw invalid('malformed message: not exactly an EIP-4361 sign-in as written by Walletport')
  }
  if (parsed.domain.toLowerCase() !== domain.toLowerCase())
    throw invalid(`domain: the message is for ${parsed.domain}, not ${domain}`)
  if (!URL.canParse(parsed.uri) || new URL(parsed.uri).host.toLowerCase() !== domain.toLowerCase())
    throw invalid(`domain: the URI ${parsed.uri} is not on ${domain}`)
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== new URL(parsed.uri).protocol)
    throw invalid(`domain: the scheme ${parsed.scheme} does not match the URI`)
  if (expectedChainId !== undefined && chainId !== expectedChainId)
    throw invalid(`chain: the message is for chain ${chainId}, not ${expectedChainId}`)
  if (parsed.nonce !== nonce) throw invalid('nonce: the message does not carry the nonce this server issued')
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= time.getTime())
    throw invalid(`expired: at ${parsed.expirationTime.toISOString()}`)
  if (parsed.notBefore && parsed.notBefore.getTime() > time.getTime())
    throw invalid(`not yet valid: from ${parsed.notBefore.toISOString()}`)
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]*$/.test(signature)) throw invalid('signature: expected hex')
  const valid = await (
    client
      ? verifyHash(client, { address, hash: hashMessage(message), signature })
      : verifyMessage({ address, message, signature })
  ).catch(() => false)
  if (!valid)
    throw invalid(
      `signature: not ${address}'s signature of this message${client ? '' : ' (a smart-contract account needs a client)'}`,
    )
  return { address, chainId }
}

function invalid(message: string): WalletportError {
  return new WalletportError('INVALID_SIGNATURE', message)
}
