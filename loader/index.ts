/** The npm entry: `import { mount } from 'walletport'`. Importing it does nothing until `mount()` is called. */
import { WalletportError } from '../protocol/errors'
import type { MountOptions } from '../protocol/types'
import { mountWith, type WalletportHandle } from './mount'

/**
 * Mounts the widget and returns its handle at once; `ready` says when it can be used. The bridge
 * code is part of this package: pinned by the host's lockfile, never fetched at run time.
 * Throws INVALID_REQUEST outside a browser (during server rendering, say): call it in the page.
 */
export function mount(options?: MountOptions): WalletportHandle {
  if (typeof document === 'undefined' || typeof location === 'undefined') {
    throw new WalletportError(
      'INVALID_REQUEST',
      'mount() needs a browser page: call it on the client, not during server rendering',
    )
  }
  return mountWith(() => import('./hostBridge'), options)
}

export type { WalletportHandle }
export type { Eip1193Provider } from './hostAgent'
export type { WalletportEventMap, WalletportGlobal } from './globals'
export { ProviderRpcError } from '../protocol/providerRpcError'
export { WalletportError, ERROR_CODES, type ErrorCode } from '../protocol/errors'
export type * from '../protocol/types'
