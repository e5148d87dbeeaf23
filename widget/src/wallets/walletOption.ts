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
}

export function walletOptionId(source: WalletSource, info: WalletInfo): string {
  return `${source}:${info.rdns ?? info.name}`
}

/** A wallet injected in the host page and reached through it: the host page carries every request and answer. */
export function isRelayedWallet(walletId: string): boolean {
  return capabilitiesOf(walletId).reach === 'host'
}
