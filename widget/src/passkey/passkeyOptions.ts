import type { ChainConfig } from '../../../protocol/config'
import type { OptionsSeen, OwnWalletOptions, WalletOption } from '../wallets/walletOption'
import type { FrameMemory } from './CeremonyPlace'
import { knowsPasskeys } from './knownPasskeys'

/** The passkey wallet's id: one wallet, whichever way the visitor came to it (a reload restores it by this id). */
export const PASSKEY_WALLET_ID = 'passkey'

/**
 * The passkey wallet as the composition root plugs it into the widget's lists (the shell's connect screen,
 * the wallet's catalog): each list keeps what this frame learned of its engine (a ceremony it refused here)
 * across its refreshes.
 */
export function passkeyWalletOptions(): OwnWalletOptions {
  const memory: FrameMemory = { frameRefused: false }
  return (chains, hostOrigin, seen) => passkeyOptions(chains, hostOrigin, memory, seen)
}

/**
 * "Use my passkey" and "Create a passkey wallet", where the operator configured a passkey wallet
 * on a mounted chain and the browser can run WebAuthn here. Both are the one passkey wallet (same
 * id); "Create" makes a new account, so a restore or a "Continue as" never goes through it. A visitor
 * this browser holds no passkey for reads "Create" first, one it does "Use" (a list made as the build made it,
 * which knew no visitor, "Create"). The code (viem's account
 * abstraction, the ceremonies) loads only when one is chosen.
 */
export function passkeyOptions(
  chains: ChainConfig[],
  hostOrigin: string,
  memory: FrameMemory,
  seen: OptionsSeen = { asBuilt: false },
): WalletOption[] {
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
  const use = option('use')
  const create = { ...option('create'), creates: true as const }
  return !seen.asBuilt && knowsPasskeys() ? [use, create] : [create, use]
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
