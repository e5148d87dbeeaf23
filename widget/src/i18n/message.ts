import type { Params } from './translate'

/**
 * A catalogue text with its values put in, in ICU's message syntax (the part of it we use): `{name}` is the value
 * as given, and `{count, plural, one {# call} other {# calls}}` the branch Intl.PluralRules picks for the number in
 * the catalogue's locale (an exact `=0 {…}` first), `#` in it the number as Intl.NumberFormat writes it there. Never
 * pasted by hand: "1 calls", or "1,5" in an English sentence, is how a language is not spoken. A value not given
 * stays as written, a bug to see rather than a crash.
 */
export function formatMessage(text: string, params: Params, locale: string): string {
  let out = ''
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) {
      out += text.slice(start, i)
      start = i
    } else if (text[i] === '}' && depth > 0 && --depth === 0) {
      out += argument(text.slice(start + 1, i), params, locale)
      start = i + 1
    }
  }
  return out + text.slice(start)
}

function argument(body: string, params: Params, locale: string): string {
  const [name = '', kind, ...rest] = body.split(',')
  const value = params[name.trim()]
  if (kind?.trim() !== 'plural') return value === undefined ? `{${body}}` : String(value)
  if (value === undefined) return `{${body}}`
  const branches = pluralBranches(rest.join(','))
  // A count too large for a number (an ERC-1155 amount) comes as its digits: the `other` form, written as given.
  if (typeof value !== 'number') return formatMessage((branches.other ?? '').replace(/#/g, value), params, locale)
  const branch = branches[`=${value}`] ?? branches[new Intl.PluralRules(locale).select(value)] ?? branches.other ?? ''
  return formatMessage(branch.replace(/#/g, new Intl.NumberFormat(locale).format(value)), params, locale)
}

/** A plural's branches by their selector (`one`, `other`, `=0`): `one {# call} other {# calls}`. */
export function pluralBranches(text: string): Record<string, string> {
  const branches: Record<string, string> = {}
  let depth = 0
  let start = 0
  let selector = ''
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) {
      selector = text.slice(start, i).trim()
      start = i + 1
    } else if (text[i] === '}' && depth > 0 && --depth === 0) {
      branches[selector] = text.slice(start, i)
      start = i + 1
    }
  }
  return branches
}
