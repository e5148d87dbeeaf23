import type { WalletportGlobal } from '../../../demo-host/src/walletportGlobal'

declare global {
  interface Window {
    Walletport: WalletportGlobal
  }
}
