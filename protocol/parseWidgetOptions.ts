import type { WidgetOptions } from './bridge'
import { describe, fail, field, isChainId, list, object } from './guards'
import { canonicalLocale } from './canonicalLocale'
import { currencyCode } from './currencyCode'
import { parseTokenInput } from './parseTokenInput'

/**
 * The host's mount options (`configure`), parsed on their own: the widget page's first script
 * answers `configure` and carries this parser, not those of every other call (validate.ts).
 */
export function parseWidgetOptions(raw: unknown): WidgetOptions {
  if (raw === undefined) return {}
  const value = object(raw, 'options')
  const options: WidgetOptions = {}
  const chains = field(value, 'chains')
  if (chains !== undefined) {
    options.chains = list(chains, 'chains').map((id, i) => {
      if (!isChainId(id)) fail(`chains[${i}]: expected a chain id, got ${describe(id)}`)
      return id
    })
  }
  const tokens = field(value, 'tokens')
  if (tokens !== undefined) options.tokens = list(tokens, 'tokens').map((t, i) => parseTokenInput(t, `tokens[${i}]`))
  const theme = field(value, 'theme')
  if (theme !== undefined) {
    if (theme !== 'light' && theme !== 'dark' && theme !== 'auto')
      fail(`theme: expected light, dark or auto, got ${describe(theme)}`)
    options.theme = theme
  }
  const accent = field(value, 'accent')
  if (accent !== undefined) {
    // A colour, never arbitrary CSS: the value ends up in a custom property inside the widget.
    if (
      typeof accent !== 'string' ||
      !/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30}|(rgb|hsl)a?\([0-9.,%\s/]{1,60}\))$/.test(accent)
    ) {
      fail(`accent: expected a CSS colour, got ${describe(accent)}`)
    }
    options.accent = accent
  }
  const locale = field(value, 'locale')
  if (locale !== undefined) {
    if (typeof locale !== 'string' || !/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8}){0,6}$/.test(locale))
      fail(`locale: expected a BCP-47 tag, got ${describe(locale)}`)
    // Well-formed is not enough: Intl refuses "en-US-US" (a repeated region) and would crash every formatter.
    options.locale =
      canonicalLocale(locale) ?? fail(`locale: ${describe(locale)} is not a locale this browser's Intl accepts`)
  }
  const currency = field(value, 'currency')
  if (currency !== undefined)
    options.currency = currencyCode(currency) ?? fail(`currency: expected an ISO 4217 code, got ${describe(currency)}`)
  const relay = field(value, 'relayHostWallets')
  if (relay !== undefined) {
    if (typeof relay !== 'boolean') fail(`relayHostWallets: expected a boolean, got ${describe(relay)}`)
    options.relayHostWallets = relay
  }
  return options
}
