import type { WalletportGlobal } from '../../loader/globals'

/** The script tag's global, as a page that loads walletport.js sees it; a clear error when it has not loaded. */
export function walletport(): WalletportGlobal {
  const global = window.Walletport
  if (!global) throw new Error('walletport.js has not loaded: is the widget server running?')
  return global
}
