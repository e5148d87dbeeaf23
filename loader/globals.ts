import type { WalletportError } from '../protocol/errors'
import type { EventName, MountOptions, WalletportEvents } from '../protocol/types'
import type { WalletportHandle } from './mount'

/** `window.Walletport`, set by the script tag (walletport.js). */
export type WalletportGlobal = {
  mount(options?: MountOptions): WalletportHandle
  WalletportError: typeof WalletportError
  /** The handle of the widget a `data-mount` script tag mounted; undefined without `data-mount`. */
  instance?: WalletportHandle
}

/** Every event also goes to `window` as `walletport:<name>`, a `CustomEvent` whose `detail` is its payload. */
export type WalletportEventMap = { [E in EventName as `walletport:${E}`]: CustomEvent<WalletportEvents[E]> }

declare global {
  // `addEventListener('walletport:connect', (e) => e.detail.address)` type-checks, a misspelled name does not.
  interface WindowEventMap extends WalletportEventMap {}
  interface Window {
    Walletport?: WalletportGlobal
  }
}
