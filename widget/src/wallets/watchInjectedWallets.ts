import { parseAnnouncement } from '../../../protocol/parseWalletInfo'
import type { Eip1193Provider } from './eip1193'
import { walletOptionId, type WalletOption } from './walletOption'

export type InjectedWallets = { injected: WalletOption[]; legacy?: WalletOption }

/**
 * EIP-6963 discovery inside the iframe: listens for announcements, asks wallets to announce,
 * and reports the list every time it changes. Also offers `window.ethereum` as the legacy
 * fallback. Returns the function that stops listening.
 */
export function watchInjectedWallets(win: Window, onChange: (wallets: InjectedWallets) => void): () => void {
  const byUuid = new Map<string, WalletOption>()
  const legacyProvider = (win as unknown as { ethereum?: Eip1193Provider }).ethereum
  const legacy: WalletOption | undefined =
    legacyProvider && typeof legacyProvider.request === 'function'
      ? {
          id: 'legacy:browser',
          source: 'legacy',
          info: { name: 'Browser wallet' },
          provider: async () => legacyProvider,
        }
      : undefined

  const report = () => onChange({ injected: [...byUuid.values()], ...(legacy ? { legacy } : {}) })
  const onAnnounce = (event: Event) => {
    const option = readAnnouncement((event as CustomEvent).detail)
    if (!option) return
    byUuid.set(option.uuid, option.option)
    report()
  }
  win.addEventListener('eip6963:announceProvider', onAnnounce)
  win.dispatchEvent(new Event('eip6963:requestProvider'))
  report()
  return () => win.removeEventListener('eip6963:announceProvider', onAnnounce)
}

/** An announcement as a wallet to offer; parsed in protocol/ (wallets are third-party code, their strings go on screen). */
export function readAnnouncement(detail: unknown): { uuid: string; option: WalletOption } | undefined {
  const announced = parseAnnouncement<Eip1193Provider>(detail)
  if (!announced) return undefined
  const { uuid, info, provider } = announced
  return {
    uuid,
    option: { id: walletOptionId('injected', info), source: 'injected', info, provider: async () => provider },
  }
}
