import { AbiCoder, Contract, id, keccak256, parseUnits, toBeHex, Wallet, zeroPadValue } from 'ethers'
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

/**
 * What `from` paid `to` in the blocks after `afterBlock`, read back from the chain: ETH as the value of `from`'s
 * mined, successful transactions to `to`, dUSD as the token's `Transfer` logs from `from` to `to`. Only this
 * payer's payments count, so a test checks what reached an address every lane pays (the demo page's recipient)
 * without reading its balance, which another lane's payment moves meanwhile.
 */
export async function paidSince(afterBlock: number, from: string, to: string): Promise<{ eth: bigint; dusd: bigint }> {
  const latest = await provider.getBlockNumber()
  let eth = 0n
  for (let number = afterBlock + 1; number <= latest; number++) {
    const block = (await provider.getBlock(number, true))!
    for (const tx of block.prefetchedTransactions) {
      if (tx.from.toLowerCase() !== from.toLowerCase() || tx.to?.toLowerCase() !== to.toLowerCase()) continue
      if ((await provider.getTransactionReceipt(tx.hash))?.status === 1) eth += tx.value
    }
  }
  const logs = await provider.getLogs({
    address: devchainToken('dUSD').address,
    fromBlock: afterBlock + 1,
    toBlock: latest,
    topics: [id('Transfer(address,address,uint256)'), zeroPadValue(from, 32), zeroPadValue(to, 32)],
  })
  return { eth, dusd: logs.reduce((sum, log) => sum + BigInt(log.data), 0n) }
}

/** Where OpenZeppelin's ERC20 keeps `holder`'s balance: `_balances`, its first storage slot, a mapping. */
function balanceSlot(holder: string): string {
  return keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [holder, 0]))
}

/**
 * Sends the account's next nonce (nothing, to itself) and waits until it is mined: a transaction of the account
 * queued behind that gap (a test wallet's `nonceOffset`) is mined after it. A plain Wallet: ethers' NonceManager
 * would pick a nonce of its own. A transaction kept from mining this way waits for its own account only, so its
 * test runs beside the other lanes; `withMiningPaused` holds every lane's.
 */
export async function fillNonceGap(privateKey: string): Promise<void> {
  const filler = new Wallet(privateKey, provider)
  const nonce = await provider.getTransactionCount(filler.address, 'latest')
  await (await filler.sendTransaction({ to: filler.address, value: 0n, nonce })).wait()
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
