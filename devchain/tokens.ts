import { getContractAddress, type Address } from 'viem'
import { devAccount } from './accounts'

export type DemoTokenSpec = { name: string; symbol: string; decimals: number; amountEach: bigint }

/**
 * The demo tokens, deployed in this order by dev account #0 on a fresh chain, so their
 * addresses are fixed by (deployer, nonce) and can be written into walletport.config.json.
 */
export const DEMO_TOKENS: DemoTokenSpec[] = [
  { name: 'Demo Dollar', symbol: 'dUSD', decimals: 6, amountEach: 10_000n * 10n ** 6n },
  { name: 'Demo Token', symbol: 'DEMO', decimals: 18, amountEach: 1_000n * 10n ** 18n },
]

export function demoTokenAddress(index: number): Address {
  return getContractAddress({ from: devAccount(0).address, nonce: BigInt(index) })
}
