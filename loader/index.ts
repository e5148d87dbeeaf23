/** The npm entry: `import { mount } from 'walletport'`. */
import type { MountOptions } from '../protocol/types'
import { mountWith, type WalletportHandle } from './mount'

export type { WalletportHandle }

/**
 * Mounts the widget and returns its handle at once; `ready` says when it can be used. The bridge
 * code is part of this package: pinned by the host's lockfile, never fetched at run time.
 */
export function mount(options?: MountOptions): WalletportHandle {
  return mountWith(() => import('./hostBridge'), options)
}

export { WalletportError, ERROR_CODES, type ErrorCode } from '../protocol/errors'
export type * from '../protocol/types'
