import { getContractAddress, type Address } from 'viem'
import { devAccount } from './accounts'

export type DevchainToken = {
  /** The artifact in devchain/artifacts. */
  contract: 'DemoToken' | 'RevertingBalanceToken' | 'Bytes32SymbolToken'
  symbol: string
  name: string
  decimals: number
  /** Minted to each dev account at deploy. */
  amountEach: bigint
  /** Listed in the dev walletport.config.json (the demo); the others exist for tests. */
  listed: boolean
}

/**
 * Every token the devchain deploys, in deploy order, from dev account #0 on a fresh chain, so
 * their addresses are fixed by (deployer, nonce) and can be written into walletport.config.json.
 */
export const DEVCHAIN_TOKENS: DevchainToken[] = [
  {
    contract: 'DemoToken',
    name: 'Demo Dollar',
    symbol: 'dUSD',
    decimals: 6,
    amountEach: 10_000n * 10n ** 6n,
    listed: true,
  },
  {
    contract: 'DemoToken',
    name: 'Demo Token',
    symbol: 'DEMO',
    decimals: 18,
    amountEach: 1_000n * 10n ** 18n,
    listed: true,
  },
  // Test tokens: a 0-decimals token, one whose balanceOf reverts, one with a bytes32 symbol.
  { contract: 'DemoToken', name: 'Whole Units', symbol: 'WHOLE', decimals: 0, amountEach: 42n, listed: false },
  {
    contract: 'RevertingBalanceToken',
    name: 'Broken Balance',
    symbol: 'BRKN',
    decimals: 18,
    amountEach: 0n,
    listed: false,
  },
  {
    contract: 'Bytes32SymbolToken',
    name: 'Old Style Token',
    symbol: 'OLD',
    decimals: 18,
    amountEach: 5n * 10n ** 18n,
    listed: false,
  },
]

export function devchainTokenAddress(index: number): Address {
  return getContractAddress({ from: devAccount(0).address, nonce: BigInt(index) })
}

export function devchainToken(symbol: string): DevchainToken & { address: Address } {
  const index = DEVCHAIN_TOKENS.findIndex((token) => token.symbol === symbol)
  if (index < 0) throw new Error(`no devchain token ${symbol}`)
  return { ...DEVCHAIN_TOKENS[index]!, address: devchainTokenAddress(index) }
}
