import type { ChainConfig } from '../../../../protocol/config'
import type { WalletOption } from '../walletOption'
import type { FrameMemory } from './CeremonyPlace'
import { frameAllowsWebAuthn } from './frameAllowsWebAuthn'
import { isPasskeyWallet } from './passkeyWallet'

/** The passkey wallet's id: one wallet, whichever way the visitor came to it (a reload restores it by this id). */
export const PASSKEY_WALLET_ID = 'passkey'

/**
 * Whether the wallet `walletId` confirms in a window of its own on the widget origin: the passkey
 * wallet where the host page did not delegate WebAuthn, whose signature is asked in the passkey window.
 * That window is opened by the Confirm click itself (a popup needs the click's activation, which a
 * confirm made in the secure window would not leave here), and the visitor acts in it, where no host
 * page can draw: it takes the secure window's place (guard/confirmPath.ts). `provider`, the connected
 * wallet's, knows also whether the engine refused a ceremony in this frame although the host delegated it.
 */
export function confirmsInOwnWindow(walletId: string | undefined, provider: unknown): boolean {
  if (walletId !== PASSKEY_WALLET_ID) return false
  return isPasskeyWallet(provider) ? provider.signsInWindow() : !frameAllowsWebAuthn('get')
}

/**
 * "Use my passkey" and "Create a passkey wallet", where the operator configured a passkey wallet
 * on a mounted chain and the browser can run WebAuthn here. Both are the one passkey wallet (same
 * id), "Use" first so that a restore finds it. The code (viem's account abstraction, the
 * ceremonies) loads only when one is chosen.
 */
export function passkeyOptions(chains: ChainConfig[], hostOrigin: string, memory: FrameMemory): WalletOption[] {
  const offered = chains.filter((chain) => chain.passkeyWallet)
  if (offered.length === 0 || !webAuthnUsable()) return []
  const option = (intent: 'use' | 'create'): WalletOption => ({
    id: PASSKEY_WALLET_ID,
    source: 'passkey',
    info: { name: 'Passkey wallet' },
    label: intent === 'use' ? 'connect.passkeyUse' : 'connect.passkeyCreate',
    provider: () =>
      import('./passkeyProvider').then((module) => module.openPasskeyWallet(offered, intent, hostOrigin, memory)),
  })
  return [option('use'), option('create')]
}

/**
 * WebAuthn needs a secure context and a domain: browsers refuse IP-address origins ("This is an
 * invalid domain"), so a widget served from 127.0.0.1 does not offer what would only fail. A browser
 * without the API (WebKitGTK) is offered the wallet all the same: choosing it says that this browser
 * cannot hold a passkey wallet, rather than leaving the visitor to wonder where it went.
 */
function webAuthnUsable(): boolean {
  if (!isSecureContext) return false
  const host = location.hostname
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && !host.startsWith('[')
}
