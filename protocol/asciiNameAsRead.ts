import { foldAsciiLookAlikes } from './foldAsciiLookAlikes'

/** Printable ASCII: no compatibility form and no look-alike of the table (whose characters all lie beyond it). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/** Reads a name as the eye does (confusableSkeleton.ts, nameAsRead), or gives undefined for one it cannot read. */
export type NameReader = (name: string) => string | undefined

/**
 * A name of printable ASCII as the eye reads it: case ignored, only letters and digits kept, ASCII
 * look-alikes folded ("Phantorn" reads as "Phantom", foldAsciiLookAlikes.ts). Undefined
 * for any other name, which only the look-alike table reads (nameAsRead in confusableSkeleton.ts, the
 * same answer for ASCII). Apart from the table, so the connect screen the shell draws before the
 * wallet's code need not carry it (6 KB gzip): the widget's own wallets' names are ASCII, and a name
 * it cannot read yet is held back until the wallet's list, which reads every name, takes over.
 */
export function asciiNameAsRead(name: string): string | undefined {
  return PRINTABLE_ASCII.test(name) ? foldAsciiLookAlikes(name.toLowerCase().replace(/[^a-z0-9]/g, '')) : undefined
}
