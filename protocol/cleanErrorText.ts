import { HIDDEN_CHARACTERS } from './hiddenCharacters'

const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'gu')
/** Any URL, ending before a bracket or a closing punctuation mark: an RPC's, a bundler's or a relay's address can carry an API key in its path or query. */
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`()[\]]*[^\s"'<>`()[\].,;:]/gi
/** Lines libraries add after the message (viem's request dump and version; a stack's frames). */
const NOISE_LINE = /^\s*(?:URL|Request body|Version|Details|at)\b[: ]/i

/** How much of an outside error a host or a visitor is shown. */
const MAX_LENGTH = 200

/**
 * An error text from outside (an RPC, a wallet, a library) made fit to pass on to a host page or
 * show to a visitor: its first paragraph only, without URLs (replaced by "<url>"), request dumps,
 * stack frames or hidden characters, and at most 200 characters.
 */
export function cleanErrorText(text: string): string {
  const firstParagraph = text.split(/\r?\n\s*\r?\n/)[0] ?? ''
  const lines = firstParagraph
    .split(/\r?\n/)
    .filter((line) => !NOISE_LINE.test(line))
    .map((line) => line.trim())
  const clean = lines.join(' ').replace(URL_PATTERN, '<url>').replace(HIDDEN, '').replace(/\s+/g, ' ').trim()
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH - 3)}...` : clean
}
