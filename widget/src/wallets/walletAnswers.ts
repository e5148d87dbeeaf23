import { isAddress } from '../../../protocol/guards'
import type { Address } from '../../../protocol/types'
import type { Eip1193Provider } from './eip1193'

/*
 * What a wallet answers, read as values the session can trust: wallets are third-party code, and a
 * host-relayed wallet is the host page's.
 */

/** Ends the wallet's session where the wallet has one to end (WalletConnect); others have nothing to do. */
export async function disconnectSession(provider: Eip1193Provider): Promise<void> {
  const { disconnect } = provider as { disconnect?: () => Promise<void> }
  if (typeof disconnect === 'function') await disconnect.call(provider).catch(() => {})
}

/** The first account of a wallet's answer, when it is an address. */
export function firstAddress(accounts: unknown): Address | undefined {
  const first = Array.isArray(accounts) ? accounts[0] : undefined
  return isAddress(first) ? first : undefined
}

/** The wallet's chain id, refused unless a positive safe integer. */
export async function readChainId(provider: Eip1193Provider): Promise<number> {
  const chainId = Number(await provider.request({ method: 'eth_chainId' }))
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error('the wallet reported no valid chain id')
  return chainId
}

/** Asks the wallet for an account (its own prompt); throws when it shares none. */
export async function requestAccount(provider: Eip1193Provider): Promise<Address> {
  const address = firstAddress(await provider.request({ method: 'eth_requestAccounts' }))
  if (!address) throw new Error('the wallet shared no account')
  return address
}
