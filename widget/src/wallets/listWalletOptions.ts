import type { NameReader } from '../../../protocol/asciiNameAsRead'
import type { ChainConfig, DeploymentConfig } from '../../../protocol/config'
import { devWalletOption } from './devWalletOption'
import { mergeWalletOptions } from './mergeWalletOptions'
import type { OwnWalletOptions, WalletOption } from './walletOption'
import type { InjectedWallets } from './watchInjectedWallets'

/**
 * The connect screen's list for the mounted chains, from each source's part: the wallet catalog's
 * (WalletCatalog.ts), and the shell's before the wallet's code arrives (no host wallets yet), so the
 * two show the same wallets in the same order. Light: each wallet's code loads only when chosen.
 */
export function listWalletOptions(parts: {
  config: DeploymentConfig
  hostOrigin: string
  chains: ChainConfig[]
  injected: InjectedWallets
  host: WalletOption[]
  walletConnect: WalletOption | undefined
  /** The widget's own wallet, as the composition root plugged it in. */
  ownWallet: OwnWalletOptions
  /** How names are compared: every name by the wallet's catalog, ASCII alone by the shell (mergeWalletOptions). */
  readName: NameReader
  /** Made as the build made it (while React hydrates the prerendered list): nothing of this browser's storage. */
  asBuilt?: boolean
}): WalletOption[] {
  const { config, hostOrigin, chains } = parts
  return mergeWalletOptions(
    {
      ...parts.injected,
      host: parts.host,
      ...(parts.walletConnect ? { walletConnect: parts.walletConnect } : {}),
      dev: config.devWallet?.enabled ? devWalletOption(chains) : undefined,
      passkey: parts.ownWallet(chains, hostOrigin, { asBuilt: parts.asBuilt ?? false }),
    },
    parts.readName,
  )
}
