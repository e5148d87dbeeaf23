/**
 * `walletport/react`: the widget for React hosts. `<WalletportProvider options>` mounts it in the browser,
 * `<ConnectButton>` is the page's own button for it, `useWalletport()` gives the handle, the connection and
 * the native balance. React (18 or 19) is the app's own, an optional peer dependency of the package.
 */
export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export {
  useWalletport,
  WalletportProvider,
  type WalletportProviderProps,
  type WalletportValue,
} from './WalletportProvider'
