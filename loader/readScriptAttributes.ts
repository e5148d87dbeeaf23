import type { MountOptions } from '../protocol/types'

/**
 * The script tag's documented `data-*` attributes as mount options, each by its type, read with
 * getAttribute, which nothing inherited can answer. Part of the host module, not of walletport.js:
 * the loader reads only `data-mount`, and a bad attribute fails `ready` (INVALID_REQUEST, naming it)
 * before the widget is configured, so nothing stays mounted.
 */
export function readScriptAttributes(element: HTMLScriptElement): Omit<MountOptions, 'target'> {
  const read = (name: string) => element.getAttribute('data-' + name) ?? undefined
  // Plain data, as everything the host module throws: the loader makes it its own WalletportError.
  const bad = (name: string) => ({ code: 'INVALID_REQUEST', message: `data-${name}="${read(name)}" is not valid` })
  const flag = (name: string) => {
    const value = read(name)
    if (value === undefined) return undefined
    if (!/^(true|false|)$/.test(value)) throw bad(name)
    return value !== 'false'
  }
  const chains = read('chains')
  if (chains !== undefined && !/^\d+(,\d+)*$/.test(chains)) throw bad('chains')
  // Undefined where the attribute is absent, until the filter below leaves those out.
  const options: { [K in keyof Omit<MountOptions, 'target'>]?: MountOptions[K] | undefined } = {
    chains: chains?.split(',').map(Number),
    theme: read('theme') as MountOptions['theme'],
    locale: read('locale'),
    currency: read('currency'),
    accent: read('accent'),
    relayHostWallets: flag('relay-host-wallets'),
    announceProvider: flag('announce-provider'),
  }
  // Absent attributes are absent options, so they never override the defaults.
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
