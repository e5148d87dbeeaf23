import { isAddress } from '../../../protocol/guards'
import type { Address } from '../../../protocol/types'

/**
 * What a reload needs to reconnect without a click. Harmless in the host's hands: it names the
 * wallet and the address the host already learned at connect, and a restore happens only when
 * the wallet still reports that very address.
 */
export type RememberedSession = { walletId: string; address: Address }

export function parseRememberedSession(value: unknown): RememberedSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { walletId, address } = value as { walletId?: unknown; address?: unknown }
  if (typeof walletId !== 'string' || walletId.length === 0 || walletId.length > 200) return undefined
  if (!isAddress(address)) return undefined
  return { walletId, address }
}

/** Of a wallet's `eth_accounts` answer, the remembered address (in the wallet's spelling), else undefined. */
export function rememberedAccount(accounts: unknown, remembered: Address): Address | undefined {
  if (!Array.isArray(accounts)) return undefined
  return accounts.find((a) => typeof a === 'string' && a.toLowerCase() === remembered.toLowerCase()) as
    Address | undefined
}
