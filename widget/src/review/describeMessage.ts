import { bytesToHex, hexToBytes, isHex } from 'viem'
import { WalletportError } from '../../../protocol/errors'
import { checkSiweMessage, type SiweSummary, type SiweWarning } from './checkSiweMessage'
import { readSignInFields, type SignInFields } from './readSignInFields'
import { visibleText } from './visibleText'

export type DescribeMessageParameters = {
  /** personal_sign's first param as the host sent it: 0x-hex bytes, or (as some dapps do) plain text. */
  message: string
  /** The host page's origin as the browser reported it, e.g. "https://shop.example" or "http://localhost:4310". */
  hostOrigin: string
  /** The chain the wallet is connected to. */
  chainId: number
  /** The review's time: whether a sign-in's issue and start times are worth showing. */
  now?: Date
}

export type MessageWarning =
  /** Exactly 32 bytes of hex: a hash signed blind (could be a transaction or permit digest). */
  | { kind: 'blindHash' }
  /** EIP-4361 message whose domain (or scheme) is not the host's, or for another chain. */
  | SiweWarning
  /** The text held bidi, zero-width or control characters, now shown as markers. */
  | { kind: 'invisibleCharacters' }

export type DescribeMessageReturnType = {
  /** Exactly what the wallet will sign, as hex. */
  hex: `0x${string}`
  /** The text, when the bytes are strictly valid UTF-8 with no stray controls, with invisible characters made visible; undefined → show hex only. */
  text?: string
  siwe?: SiweSummary
  /** Set when the text is a whole, well-formed sign-in message: the review shows these instead of the text. */
  signIn?: SignInFields
  warnings: MessageWarning[]
}

/** Longer than any real message; a host sending more is trying to stall the review. */
const MAX_MESSAGE_LENGTH = 1_000_000

/** C0 controls but \t \n \r: text holding them is binary data, shown as hex. */
// eslint-disable-next-line no-control-regex
const C0_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

/**
 * What the visitor sees before a `personal_sign`: the exact bytes, the text only when it is
 * honest UTF-8 (never a lossy decoding), markers for characters that hide or reorder text, and
 * warnings for a blind 32-byte hash or a sign-in message meant for another site or chain, and a
 * sign-in message's fields when the text is one, whole and well-formed.
 */
export function describeMessage({
  message,
  hostOrigin,
  chainId,
  now = new Date(),
}: DescribeMessageParameters): DescribeMessageReturnType {
  if (typeof message !== 'string')
    throw new WalletportError('INVALID_REQUEST', 'personal_sign expects the message as a string')
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new WalletportError(
      'INVALID_REQUEST',
      `personal_sign message is longer than ${MAX_MESSAGE_LENGTH} characters`,
    )
  }

  // Odd-length 0x… is not bytes: it is signed as the text it is.
  const isBytes = isHex(message, { strict: true }) && message.length % 2 === 0
  const bytes = isBytes ? hexToBytes(message as `0x${string}`) : new TextEncoder().encode(message)
  const decoded = strictText(bytes)
  // Text with lone surrogates does not survive UTF-8: its bytes are shown, not a text that differs.
  const text = isBytes || decoded === message ? decoded : undefined

  const warnings: MessageWarning[] = []
  if (isBytes && bytes.length === 32) warnings.push({ kind: 'blindHash' })
  const result: DescribeMessageReturnType = { hex: bytesToHex(bytes), warnings }
  if (text === undefined) return result

  result.text = visibleText(text)
  if (result.text !== text) warnings.push({ kind: 'invisibleCharacters' })
  const siwe = checkSiweMessage({ text, hostOrigin, chainId })
  if (siwe) {
    result.siwe = siwe.siwe
    warnings.push(...siwe.warnings)
    const signIn = readSignInFields({ text, siwe: siwe.siwe, now })
    if (signIn) result.signIn = signIn
  }
  return result
}

/** The bytes as text if they are valid UTF-8 without stray controls; a leading BOM is kept so it gets a marker. */
function strictText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
  return C0_CONTROLS.test(text) ? undefined : text
}
