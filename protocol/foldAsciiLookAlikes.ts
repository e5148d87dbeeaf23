/**
 * Runs of plain ASCII that the eye takes for another letter, each with the one it imitates. Unicode's
 * confusables table leaves ASCII alone (its characters all lie beyond it), so "Phantorn" and
 * "C0inbase Wallet" pass its skeleton unchanged: these are the look-alikes it does not fold.
 */
const ASCII_LOOK_ALIKES: readonly [RegExp, string][] = [
  // One class for the strokes: 1, l, I (lowercased to i) and | (already dropped as punctuation).
  [/[1i]/g, 'l'],
  [/0/g, 'o'],
  // Pairs, after the single letters so "C1oud" and "Cloud" meet before "cl" is read.
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
]

/**
 * A name already read as the eye does (lowercase, letters and digits alone) with its ASCII look-alikes
 * folded: "phantorn" and "phantom" both give "phantom", "c0inbasewallet" and "coinbasewallet" both
 * "colnbasewallet". The result is a key to compare names by, never shown. It folds more than a reader
 * would (every i is an l): two names wrongly read the same only hold back a host-page wallet, while two
 * names wrongly read apart would let one pass for another.
 */
export function foldAsciiLookAlikes(read: string): string {
  return ASCII_LOOK_ALIKES.reduce((text, [pattern, letter]) => text.replace(pattern, letter), read)
}
