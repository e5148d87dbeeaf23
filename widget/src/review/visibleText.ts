import { HIDDEN_CHARACTERS } from '../../../protocol/hiddenCharacters'

/** Every hidden character, for a replace over the whole text. */
const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'gu')

/**
 * Makes hidden characters visible as a marker like `⟨U+202E⟩`, so the text the visitor reads is the
 * text that is signed: a right-to-left override, for one, can make `txt.exe` read as `exe.txt`.
 */
export function visibleText(text: string): string {
  return text.replace(HIDDEN, (char) => `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`)
}
