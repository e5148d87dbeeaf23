import { isAddress } from 'viem'
import type { SiweSummary } from './checkSiweMessage'
import { visibleText } from './visibleText'

/**
 * A whole, well-formed sign-in message (EIP-4361) as the review shows it in place of its text.
 * Times are ISO 8601; `issuedAt` and `notBefore` are given only when they tell the visitor something.
 */
export type SignInFields = {
  /** The site the signature signs the visitor in to: `domain`, or `scheme://domain` when the message names a scheme. */
  site: string
  address: string
  /** The site's own words, through `visibleText`. */
  statement?: string
  /** What the sign-in is for (`URI:`), through `visibleText`. */
  uri: string
  chainId: number
  nonce: string
  expirationTime?: string
  /** When the message says it was written, if that is not about now: written ahead of time, or dated in the future. */
  issuedAt?: string
  /** From when the sign-in counts, while that is still to come. */
  notBefore?: string
  /** The site's reference for this request (`Request ID:`), through `visibleText`. */
  requestId?: string
  /**
   * What else the signature vouches for (`Resources:`), each through `visibleText`: ReCap URIs among
   * them delegate capabilities to the site, so a sign-in that lists any is never confirmed in the frame.
   */
  resources?: string[]
}

export type ReadSignInFieldsParameters = {
  /** The message as it will be signed, decoded (not yet through `visibleText`). */
  text: string
  /** What `checkSiweMessage` read from the same text. */
  siwe: SiweSummary
  now: Date
}

/** Further from the review's time than this, an issue time is worth showing (clocks drift a little). */
const ISSUED_AT_SLACK_MS = 5 * 60 * 1000

/**
 * The fields of a sign-in message, but only when the text is exactly an EIP-4361 message: each
 * line one of its fields, in its order, with nothing before, between or after them. Then the fields
 * say all the text says, and the review can show them instead of the text. Anything else (a line
 * more, a field malformed or missing, a time that is no date) is undefined: the review shows the
 * text as it is. `siwe` (viem's reading) must agree line by line, so the fields shown are the ones
 * the warnings were judged on.
 */
export function readSignInFields({ text, siwe, now }: ReadSignInFieldsParameters): SignInFields | undefined {
  const lines = text.split('\n')
  const site = siwe.scheme ? `${siwe.scheme}://${siwe.domain}` : siwe.domain
  if (lines[0] !== `${site} wants you to sign in with your Ethereum account:`) return undefined
  if (lines[1] !== siwe.address || !isAddress(siwe.address, { strict: true }) || lines[2] !== '') return undefined
  // An empty line where the statement would be: the message has none.
  const statement = lines[3] === '' ? undefined : lines[3]
  if (statement !== undefined && lines[4] !== '') return undefined

  const rest = lines.slice(statement === undefined ? 4 : 5)
  const take = (prefix: string): string | undefined =>
    rest[0]?.startsWith(prefix) ? rest.shift()!.slice(prefix.length) : undefined
  const uri = take('URI: ')
  if (!uri || take('Version: ') !== '1' || take('Chain ID: ') !== String(siwe.chainId)) return undefined
  const nonce = take('Nonce: ')
  if (nonce === undefined || !/^[a-zA-Z0-9]{8,}$/.test(nonce)) return undefined
  const issuedAt = rfc3339(take('Issued At: '))
  if (!issuedAt) return undefined
  const expirationLine = take('Expiration Time: ')
  const expirationTime = rfc3339(expirationLine)
  const notBeforeLine = take('Not Before: ')
  const notBefore = rfc3339(notBeforeLine)
  if ((expirationLine !== undefined && !expirationTime) || (notBeforeLine !== undefined && !notBefore)) return undefined
  const requestId = take('Request ID: ')
  const resources: string[] = []
  if (rest[0] === 'Resources:') {
    rest.shift()
    while (rest[0] !== undefined && /^- .+$/.test(rest[0])) resources.push(rest.shift()!.slice(2))
    if (resources.length === 0) return undefined
  }
  if (rest.length > 0) return undefined

  const fields: SignInFields = { site, address: siwe.address, uri: visibleText(uri), chainId: siwe.chainId, nonce }
  if (statement !== undefined) fields.statement = visibleText(statement)
  if (expirationTime) fields.expirationTime = expirationTime.toISOString()
  if (Math.abs(issuedAt.getTime() - now.getTime()) > ISSUED_AT_SLACK_MS) fields.issuedAt = issuedAt.toISOString()
  if (notBefore && notBefore.getTime() > now.getTime()) fields.notBefore = notBefore.toISOString()
  if (requestId !== undefined) fields.requestId = visibleText(requestId)
  if (resources.length > 0) fields.resources = resources.map(visibleText)
  return fields
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/**
 * An RFC 3339 time as EIP-4361 writes it, or undefined. The calendar is checked too: `Date` would
 * read February 30 as March 2, and the review would show a day the message does not name.
 */
function rfc3339(value: string | undefined): Date | undefined {
  const match = value === undefined ? null : RFC3339.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const utc = new Date(0)
  utc.setUTCFullYear(year, month - 1, day)
  utc.setUTCHours(hour, minute, second)
  const sameFields =
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second
  const time = new Date(value!)
  return sameFields && !Number.isNaN(time.getTime()) ? time : undefined
}
