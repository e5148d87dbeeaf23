import { AbiCoder, Contract, keccak256, parseUnits, toBeHex } from 'ethers'
import { DEVCHAIN_FEEDS, devchainFeedAddress } from '../../../devchain/feeds'
import { devchainToken } from '../../../devchain/tokens'
import { erc20, freshAccount, provider, signer } from '../../../harness/chain'

/** What the tests do on the chain beside the widget, as someone else would (ethers, not the widget's viem). */

/**
 * Pays `amount` dUSD on chain 31337 to `to` (a transfer made outside the widget, with its `Transfer` log) and
 * waits until it is mined; returns its hash. The payer is a fresh account, its dUSD written into the token's
 * storage as `anvil_setBalance` writes ETH: no shared account signs, so the files that pay run beside each
 * other (tests/e2e/support/lanes.ts) without taking each other's nonces.
 */
export async function payDusd(to: string, amount: string): Promise<string> {
  const dusd = devchainToken('dUSD').address
  const units = parseUnits(amount, 6)
  const payer = await freshAccount(1n)
  await provider.send('anvil_setStorageAt', [dusd, balanceSlot(payer.address), toBeHex(units, 32)])
  const transfer = await erc20(dusd, signer(payer.privateKey)).getFunction('transfer')(to, units)
  await transfer.wait()
  return transfer.hash as string
}

/** Where OpenZeppelin's ERC20 keeps `holder`'s balance: `_balances`, its first storage slot, a mapping. */
function balanceSlot(holder: string): string {
  return keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [holder, 0]))
}

/** Runs `run` with anvil's automine off (transactions stay pending until `evm_mine`), and turns it back on. */
export async function withMiningPaused(run: () => Promise<void>): Promise<void> {
  await provider.send('evm_setAutomine', [false])
  try {
    await run()
  } finally {
    await provider.send('evm_setAutomine', [true])
  }
}

const FEED_ABI = ['function setAnswer(int256 answer, uint256 updatedAt)']

/** The devchain's price feeds, updated at the chain's time again: a clock moved ahead would leave them stale. */
export async function freshenFeeds(): Promise<void> {
  const { timestamp } = (await provider.getBlock('latest'))!
  const owner = signer((await freshAccount()).privateKey)
  for (const [index, feed] of DEVCHAIN_FEEDS.entries()) {
    const feedContract = new Contract(devchainFeedAddress(index), FEED_ABI, owner)
    await (await feedContract.getFunction('setAnswer')(feed.answer, timestamp)).wait()
  }
}
