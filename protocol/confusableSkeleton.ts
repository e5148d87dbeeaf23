import { asciiNameAsRead } from './asciiNameAsRead'
import { CONFUSABLE_PROTOTYPES } from './confusables'
import { foldAsciiLookAlikes } from './foldAsciiLookAlikes'

/**
 * Each look-alike character and the ASCII it imitates (protocol/confusables.ts, three code points an
 * entry). Built on the first name that is not printable ASCII, not when the module loads with the
 * wallet's code: most visits read no such name (building it took 2 ms in a profile).
 */
let prototypes: ReadonlyMap<string, string> | undefined

function prototypesTable(): ReadonlyMap<string, string> {
  if (prototypes) return prototypes
  const points = [...CONFUSABLE_PROTOTYPES]
  const map = new Map<string, string>()
  for (let i = 0; i + 2 < points.length; i += 3) map.set(points[i]!, `${points[i + 1]}${points[i + 2]}`.trimEnd())
  return (prototypes = map)
}

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
 * letters folded by their skeleton, case ignored, only letters and digits kept, then the look-alikes made of
 * ASCII itself folded (rn/m, 0/o, 1/l/I, vv/w: foldAsciiLookAlikes.ts), which the skeleton leaves alone.
 * Two names the visitor could take for one another read the same: "WalletConnect", "Wallet Connect",
 * "ＷａｌｌｅｔＣｏｎｎｅｃｔ", "WаlletConnect", "VVaIIetConnect".
 */
export function nameAsRead(name: string): string {
  // The same answer without the normalisations and the Unicode classes, whose first use costs a few ms
  // on the connect screen's first render (its own wallets' names are ASCII).
  const ascii = asciiNameAsRead(name)
  if (ascii !== undefined) return ascii
  return foldAsciiLookAlikes(
    confusableSkeleton(name.normalize('NFKC'))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, ''),
  )
}
