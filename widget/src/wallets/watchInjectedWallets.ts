import { isPlainObject } from '../../../protocol/guards'
import { parseWalletInfo } from '../../../protocol/parseWalletInfo'
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
      ? { id: 'legacy:browser', source: 'legacy', info: { name: 'Browser wallet' }, provider: async () => legacyProvider }
      : undefined

  const report = () => onChange({ injected: [...byUuid.values()], legacy })
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

/** Validates an announcement: wallets are third-party code, their strings go on screen. */
export function readAnnouncement(detail: unknown): { uuid: string; option: WalletOption } | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: Eip1193Provider }
  if (!isPlainObject(info) || typeof provider?.request !== 'function') return undefined
  const parsed = parseWalletInfo(info)
  if (!parsed) return undefined
  const { uuid, info: walletInfo } = parsed
  return { uuid, option: { id: walletOptionId('injected', walletInfo), source: 'injected', info: walletInfo, provider: async () => provider } }
}
