import type { NameReader } from '../../../protocol/asciiNameAsRead'
import type { WalletOption } from './walletOption'

/**
 * The list the connect screen shows. The widget's own options (wallets inside the iframe, the
 * legacy `window.ethereum`, the passkey wallet, WalletConnect, the dev wallet) come first and are
 * never replaced; host-page wallets come after all of them. A host-page wallet that shares an own
 * option's rdns or looks like its name is dropped, since the host page chooses what it announces and
 * could otherwise pass a look-alike for the real entry. So a
 * wallet found both inside the iframe and on the host page is offered once, from inside the
 * iframe, the path that does not depend on the host page. The legacy `window.ethereum` is
 * offered only when nothing announced itself in the iframe. Names are compared as `readName` reads
 * them; a name it cannot read (the shell's list reads ASCII alone, before the look-alike table has
 * come with the wallet) is held back, never shown unchecked.
 */
export function mergeWalletOptions(
  groups: {
    injected: WalletOption[]
    legacy?: WalletOption | undefined
    host: WalletOption[]
    walletConnect?: WalletOption | undefined
    dev?: WalletOption | undefined
    passkey?: WalletOption[]
  },
  readName: NameReader,
): WalletOption[] {
  const seen = new Set<string>()
  const keep = (option: WalletOption) => {
    const name = readName(option.info.name)
    if (name === undefined) return false
    const keys = [name, ...(option.info.rdns ? [option.info.rdns.toLowerCase()] : [])]
    if (keys.some((key) => seen.has(key))) return false
    keys.forEach((key) => seen.add(key))
    return true
  }
  const own = [...groups.injected, ...(groups.injected.length === 0 && groups.legacy ? [groups.legacy] : [])].filter(
    keep,
  )
  // The passkey wallet, offered two ways ("use" and "create"), claims its name once, for both.
  const passkey = groups.passkey?.[0] && keep(groups.passkey[0]) ? groups.passkey : []
  const trailing = [
    ...passkey,
    ...[groups.walletConnect, groups.dev].filter(
      (option): option is WalletOption => option !== undefined && keep(option),
    ),
  ]
  // Checked after every own option has claimed its name, whatever the display order. The passkey
  // wallet's buttons read "Use my passkey" and "Create a passkey wallet" (in every language): a
  // host wallet named with "passkey" could pass for one of them, so none is listed beside it.
  const host = groups.host.filter(
    (option) => keep(option) && !(passkey.length > 0 && readName(option.info.name)!.includes('passkey')),
  )
  return [...own, ...trailing, ...host]
}
