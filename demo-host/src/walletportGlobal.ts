import type { MountOptions } from '../../protocol/types'
import type { WalletportHandle } from '../../loader/mount'

/** The script tag's global, as a page that loads walletport.js sees it. */
export type WalletportGlobal = {
  mount(options?: MountOptions): WalletportHandle
  instance?: WalletportHandle
  WalletportError: new (code: string, message: string) => Error & { code: string }
}

export function walletport(): WalletportGlobal {
  const global = (window as unknown as { Walletport?: WalletportGlobal }).Walletport
  if (!global) throw new Error('walletport.js has not loaded: is the widget server running?')
  return global
}
