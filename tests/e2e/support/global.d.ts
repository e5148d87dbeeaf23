import type { WalletportGlobal } from '../../../demo-host/src/walletportGlobal'
import type { WalletportHandle } from '../../../loader/mount'

declare global {
  interface Window {
    Walletport: WalletportGlobal
    /** The handle a test mounted (see mountInline). */
    handle: WalletportHandle
  }
}
