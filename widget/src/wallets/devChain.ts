import type { ChainConfig } from '../../../protocol/config'
import type { WalletOption } from './walletOption'

/**
 * The only chain the dev wallet exists on (anvil's). Kept apart from devWallet.ts, which is a
 * chunk of its own: the session reads this constant without loading the wallet.
 */
export const DEV_CHAIN_ID = 31337

/** The dev wallet (anvil's account #0) as a wallet option, when the mounted chains include anvil's; its code loads when chosen. */
export function devWalletOption(chains: ChainConfig[]): WalletOption | undefined {
  const chain = chains.find((c) => c.id === DEV_CHAIN_ID)
  return (
    chain && {
      id: 'dev:anvil',
      source: 'dev',
      info: { name: 'Dev wallet (anvil #0)' },
      provider: () => import('./devWallet').then((module) => module.createDevWalletProvider(chain)),
    }
  )
}
