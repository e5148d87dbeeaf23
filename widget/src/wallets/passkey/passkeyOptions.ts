import type { ChainConfig } from '../../../../protocol/config'
import type { WalletOption } from '../walletOption'
import type { FrameMemory } from './CeremonyPlace'
import { frameAllowsWebAuthn } from './frameAllowsWebAuthn'
import { isPasskeyWallet } from './passkeyWallet'
import type { CeremonyWindow } from './passkeyWindowProtocol'

/** The passkey wallet's id: one wallet, whichever way the visitor came to it (a reload restores it by this id). */
export const PASSKEY_WALLET_ID = 'passkey'

/**
 * For the wallet `walletId` when it asks for its passkey in a window (the passkey wallet where the host page
 * did not delegate WebAuthn, or the engine refused it in this frame): how the secure window the visitor
 * confirms in is handed to it, so that the request's passkey is asked in that window, under the whole
 * review (guard/confirmPath.ts), never in one that shows less. Undefined for a wallet that signs here.
 * `provider`, the connected wallet's, knows also whether the engine refused a ceremony in this frame.
 */
export function reviewWindowTaker(
  walletId: string | undefined,
  provider: unknown,
): ((window: CeremonyWindow) => void) | undefined {
  if (walletId !== PASSKEY_WALLET_ID) return undefined
  if (isPasskeyWallet(provider))
    return provider.signsInWindow() ? (window) => provider.lendReviewWindow(window) : undefined
  // No wallet yet to hand it to: the review still goes to the secure window, and a signature without one is refused.
  return frameAllowsWebAuthn('get') ? undefined : () => {}
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
