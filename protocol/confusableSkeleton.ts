import { CONFUSABLE_PROTOTYPES } from './confusables'

/**
 * Each look-alike character and the ASCII it imitates (protocol/confusables.ts, three code points an
 * entry). Built on the first name that is not printable ASCII, not when the module loads: the connect
 * screen's first render loads it, and its own wallets' names need no table (a few ms in a profile).
 */
let prototypes: ReadonlyMap<string, string> | undefined

function prototypesTable(): ReadonlyMap<string, string> {
  if (prototypes) return prototypes
  const points = [...CONFUSABLE_PROTOTYPES]
  const map = new Map<string, string>()
  for (let i = 0; i + 2 < points.length; i += 3) map.set(points[i]!, `${points[i + 1]}${points[i + 2]}`.trimEnd())
  return (prototypes = map)
}

/** Printable ASCII: no compatibility form and no look-alike of the table (whose characters all lie beyond it). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/**
 * The UTS #39 skeleton of `text`, for the look-alikes of ASCII: decomposed, each confusable character
 * replaced by its prototype, decomposed again. Two strings that look alike have the same skeleton:
 * "раsskey" (Cyrillic р and а) and "passkey" both give "passkey".
 */
export function confusableSkeleton(text: string): string {
  const table = prototypesTable()
  return [...text.normalize('NFD')]
    .map((char) => table.get(char) ?? char)
    .join('')
    .normalize('NFD')
}

/**
 * A name as the eye reads it: compatibility forms folded (full-width letters, ligatures), look-alike
 * letters folded by their skeleton, case ignored, only letters and digits kept. Two names the visitor
 * could take for one another read the same: "WalletConnect", "Wallet Connect", "ＷａｌｌｅｔＣｏｎｎｅｃｔ", "WаlletConnect".
 */
export function nameAsRead(name: string): string {
  // The same answer without the normalisations and the Unicode classes, whose first use costs a few ms
  // on the connect screen's first render (its own wallets' names are ASCII).
  if (PRINTABLE_ASCII.test(name)) return name.toLowerCase().replace(/[^a-z0-9]/g, '')
  return confusableSkeleton(name.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}
