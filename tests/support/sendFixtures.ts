import type { ChainConfig } from '../../protocol/config'

/** The accounts and chain the send tests share: anvil's first two accounts on the local chain. */
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
export const CHAIN = {
  id: 31337,
  name: 'Anvil (local)',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
} as unknown as ChainConfig

/** CHAIN with a passkey wallet configured (its factory and EntryPoint; the bundler is never reached). */
export const PASSKEY_CHAIN: ChainConfig = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    bundlerUrl: 'https://bundler.example',
  },
}
