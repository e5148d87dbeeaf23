/**
 * Stands in for `@reown/appkit/core` in the widget build. The WalletConnect provider imports the
 * AppKit QR modal only when `showQrModal` is on; Walletport draws its own QR screen and keeps it
 * off, so the modal's code (and its weight) never enters our bundles.
 */
export function createAppKit(): never {
  throw new Error('the WalletConnect QR modal is not part of Walletport; the widget draws its own')
}
