import type { Address } from '../../../protocol/types'
import { readRecord, type DurableStore } from '../storage/durableStore'
import type { Eip1193Provider } from '../wallets/eip1193'
import type { WalletOption } from '../wallets/walletOption'
import { parseRememberedSession, rememberedAccount } from './rememberedSession'

/** How long a reload waits for the remembered wallet to show up before giving up quietly. */
export const RESTORE_WAIT_MS = 3000

/** What a restore needs of the connection controller. */
export type RestorePort = {
  store: DurableStore
  /** False once the visitor (or the host) started a connection of their own: the restore then steps aside. */
  disconnected: () => boolean
  /** The connect screen's option with this id, once it shows up (at most RESTORE_WAIT_MS). */
  wallet: (walletId: string) => Promise<WalletOption | undefined>
  /** Offers "Continue as 0x12…ab" for the visitor to click. */
  offer: (resumable: { option: WalletOption; address: Address }) => void
  /** A silent attempt with `option`, connecting the address `account` finds (none: it fails quietly). */
  reconnect: (
    option: WalletOption,
    account: (provider: Eip1193Provider) => Promise<Address | undefined>,
  ) => Promise<void>
}

/**
 * Reload: reconnects the remembered wallet without a click, if it still authorises this site for
 * the very address the visitor connected with.
 */
export async function restoreSession({ store, disconnected, wallet, offer, reconnect }: RestorePort): Promise<void> {
  const remembered = await readRecord(store, 'session', parseRememberedSession)
  if (!remembered || !disconnected()) return
  const option = await wallet(remembered.walletId)
  if (!option || !disconnected()) return
  // From the host's storage: the host may have written any address there, and asking the
  // wallet about it (or dropping the hint when it does not match) would answer the host
  // "is this visitor 0x…?" without a click. It only pre-selects the wallet.
  if (store.hostKept) return offer({ option, address: remembered.address })
  await reconnect(option, async (provider) => {
    const address = rememberedAccount(await provider.request({ method: 'eth_accounts' }), remembered.address)
    if (!address) store.write('session', undefined) // the wallet no longer shares it: forget it
    return address
  })
}
