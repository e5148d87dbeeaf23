import type { ChainConfig } from '../../../protocol/config'
import type { WalletInfo } from '../../../protocol/types'
import type { MessageKey } from '../i18n/en'
import type { Eip1193Provider } from './eip1193'
import { capabilitiesOf, type WalletSource } from './walletCapabilities'

export type { WalletSource }

export type WalletOption = {
  /** Stable across page loads (rdns, else name), so a session can be restored by it. */
  id: string
  source: WalletSource
  info: WalletInfo
  /** What the connect screen's button says, when not the wallet's name (the passkey wallet's two ways in). */
  label?: MessageKey
  provider: () => Promise<Eip1193Provider>
  /** Makes a new account rather than finding one (the passkey wallet's "Create"): never what a restore reconnects through. */
  creates?: true
}

/**
 * The widget's own wallet (the passkey wing's), plugged in by the composition root: its options for the
 * mounted chains, none where no chain offers it. The rest of the widget meets it only through its options,
 * its row of capabilities and the `Wallet` the connection makes.
 */
export type OwnWalletOptions = (chains: ChainConfig[], hostOrigin: string, seen?: OptionsSeen) => WalletOption[]

/**
 * Whose view a list is made for: the browser's (what its storage knows of the visitor), or the build's, which knew
 * nothing of the visitor and prerendered a first visit's list. Hydration must render the build's list once, or
 * React finds another list than the page holds; the browser's follows in the next render.
 */
export type OptionsSeen = { asBuilt: boolean }

export function walletOptionId(source: WalletSource, info: WalletInfo): string {
  return `${source}:${info.rdns ?? info.name}`
}

/** A wallet injected in the host page and reached through it: the host page carries every request and answer. */
export function isRelayedWallet(walletId: string): boolean {
  return capabilitiesOf(walletId).reach === 'host'
}
