import type { MessageKey } from './en'
import type { Params } from './translate'
import { useT, type T } from './useT'

/** What stands for a value while the sentence is put into words: a character no catalogue text holds. */
const MARK = '\u0000'

/**
 * A sentence whose values (addresses, amounts with their symbol, token contracts) are each isolated left to right in
 * an element of its own (`<bdi dir="ltr">`), whatever the language around them: in Arabic or Hebrew the sentence reads
 * right to left, and neither it nor a value's own characters (a symbol of Arabic letters, or holding U+202E) can move
 * another value. An element, not Unicode's isolate characters: a value holding a stray U+2069 would close those early.
 * Numbers stay numbers, for the catalogue's plurals. `t`: where the screen's own holds a group the context's lacks.
 */
export function Isolated({ text, params, t: given }: { text: MessageKey; params: Params; t?: T }) {
  const fromContext = useT()
  const t = given ?? fromContext
  const marked = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? `${MARK}${name}${MARK}` : value]),
  )
  const parts = t(text, marked).split(MARK)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          <bdi key={i} dir="ltr" data-value={part}>
            {params[part]}
          </bdi>
        ),
      )}
    </>
  )
}
