import type { WalletportHandle } from '../../../loader/mount'

// `window.Walletport` and the `walletport:*` events are typed by the package itself (loader/globals.ts).
declare global {
  interface Window {
    /** The handle a test mounted (see mountInline). */
    handle: WalletportHandle
  }
}
