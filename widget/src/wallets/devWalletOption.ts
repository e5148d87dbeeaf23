import type { ChainConfig } from '../../../protocol/config'
import { DEV_CHAIN_ID } from './devChain'
import type { WalletOption } from './walletOption'

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
