import type { Address } from '../../../protocol/types'
import type { Eip1193Listener, Eip1193Provider } from './eip1193'
import { firstAddress } from './walletAnswers'

/** A connected wallet's events, read as values the widget can trust. */
export type WalletEvents = {
  /** The wallet's first account, undefined when it shares none (or not an address). */
  accountsChanged: (address: Address | undefined) => void
  /** Only a positive safe integer: anything else the wallet sends is ignored. */
  chainChanged: (chainId: number) => void
  disconnect: () => void
}

/** Listens to a wallet's EIP-1193 events; returns what stops listening. */
export function watchWallet(provider: Eip1193Provider, on: WalletEvents): () => void {
  const listeners: [string, Eip1193Listener][] = [
    ['accountsChanged', (accounts) => on.accountsChanged(firstAddress(accounts))],
    [
      'chainChanged',
      (chainId) => {
        const id = Number(chainId)
        if (Number.isSafeInteger(id) && id > 0) on.chainChanged(id)
      },
    ],
    ['disconnect', () => on.disconnect()],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => listeners.forEach(([event, listener]) => provider.removeListener?.(event, listener))
}
