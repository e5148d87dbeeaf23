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
 * signature is the named account's. Throws only `WalletportError`: `INVALID_SIGNATURE` saying which
 * check failed, or `INVALID_REQUEST` naming a parameter of the wrong type. Single use is yours to
 * enforce: accept each nonce once.
 */
export async function verifySignIn(parameters: VerifySignInParameters): Promise<VerifySignInReturnType> {
  const { message, signature, domain, nonce, client, time, chainId: expectedChainId } = checkParameters(parameters)
  const parsed = readMessage(message)
  const { address, chainId } = parsed
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
  if (!/^0x[0-9a-fA-F]*$/.test(signature)) throw invalid('signature: expected hex')
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

type SiweFields = Parameters<typeof createSiweMessage>[0]

/**
 * The parameters as they came from the caller's server, where they are often request fields read as
 * `any`: a wrong type is the caller's error (INVALID_REQUEST, naming the parameter), never a TypeError.
 */
function checkParameters(parameters: VerifySignInParameters) {
  if (typeof parameters !== 'object' || parameters === null)
    throw malformed('parameters: expected { message, signature, domain, nonce }')
  const { message, signature, domain, nonce, client, time = new Date() } = parameters
  const chainId = parameters.chainId ?? client?.chain?.id
  if (typeof message !== 'string') throw malformed('message: expected the EIP-4361 text')
  if (typeof signature !== 'string') throw malformed('signature: expected a hex string')
  if (typeof domain !== 'string' || domain === '') throw malformed('domain: expected your host as text')
  if (typeof nonce !== 'string' || nonce === '') throw malformed('nonce: expected the nonce you issued, as text')
  if (!(time instanceof Date) || Number.isNaN(time.getTime())) throw malformed('time: expected a valid Date')
  if (chainId !== undefined && (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0))
    throw malformed('chainId: expected a positive integer')
  return { message, signature: signature as Hex, domain, nonce, client, time, chainId }
}

/**
 * The message read as exactly an EIP-4361 sign-in with every field it needs. viem's parser and writer
 * throw their own errors on some hostile fields (a URI that is not one, an address of the wrong length):
 * each of those is a malformed message here, so a caller has one error type to catch.
 */
function readMessage(message: string) {
  if (message.length > 10_000) throw invalid('malformed message: expected the EIP-4361 text')
  let parsed: ReturnType<typeof parseSiweMessage>
  let written: string
  try {
    parsed = parseSiweMessage(message)
    written = createSiweMessage(parsed as SiweFields)
  } catch {
    written = ''
    parsed = {}
  }
  const { address, chainId, domain, nonce, uri, issuedAt } = parsed
  if (!address || !chainId || !domain || !nonce || !uri || parsed.version !== '1' || !issuedAt) {
    throw invalid(
      'malformed message: not an EIP-4361 sign-in (address, chain, domain, nonce, URI, version or issue time missing)',
    )
  }
  // Every field parsed, and nothing else: the message written back from what was parsed must be the
  // message itself (a time that is not a time, fields out of order, extra lines fail here).
  const dates = [issuedAt, parsed.expirationTime, parsed.notBefore].filter((date) => date !== undefined)
  if (dates.some((date) => Number.isNaN(date.getTime())) || written !== message)
    throw invalid('malformed message: not exactly an EIP-4361 sign-in as written by Walletport')
  return { ...parsed, address, chainId, domain, nonce, uri, issuedAt }
}

function malformed(message: string): WalletportError {
  return new WalletportError('INVALID_REQUEST', message)
}

function invalid(message: string): WalletportError {
  return new WalletportError('INVALID_SIGNATURE', message)
}
