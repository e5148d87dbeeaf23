import type { WalletOption } from './walletOption'

/**
 * The list the connect screen shows. A wallet found both inside the iframe and on the host page
 * (same rdns) is offered once, from inside the iframe: that path does not depend on the host page.
 * The legacy `window.ethereum` is offered only when nothing announced itself in the iframe.
 */
export function mergeWalletOptions(groups: {
  injected: WalletOption[]
  legacy?: WalletOption
  host: WalletOption[]
  walletConnect?: WalletOption
  dev?: WalletOption
}): WalletOption[] {
  const seen = new Set<string>()
  const result: WalletOption[] = []
  const add = (option: WalletOption) => {
    const key = option.info.rdns ?? `${option.source}:${option.info.name}`
    if (seen.has(key)) return
    seen.add(key)
    result.push(option)
  }
  groups.injected.forEach(add)
  if (groups.injected.length === 0 && groups.legacy) add(groups.legacy)
  groups.host.forEach(add)
  if (groups.walletConnect) add(groups.walletConnect)
  if (groups.dev) add(groups.dev)
  return result
}
