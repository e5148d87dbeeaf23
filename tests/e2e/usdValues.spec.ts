import { expect, test } from '@playwright/test'
import { Contract, formatUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainFeed } from '../../devchain/feeds'
import { freshAccount, provider as chain, signer } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { balanceRow, mountConnected } from './support/hostPage'
import { CHAIN_EXCLUSIVE } from './support/lanes'

/** The devchain's ETH / USD feed, moved by the test as an oracle would move it. */
const ethUsd = () =>
  new Contract(
    devchainFeed('native').address,
    [
      'function setAnswer(int256 answer, uint256 updatedAt)',
      'function setBroken(bool broken)',
      'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
    ],
    signer(devPrivateKey(ACCOUNTS.outsider)),
  )

async function setPrice(answer: bigint, ageSeconds = 0): Promise<void> {
  const { timestamp } = (await chain.getBlock('latest'))!
  await (await ethUsd().getFunction('setAnswer')(answer, BigInt(timestamp) - BigInt(ageSeconds))).wait()
}

test.afterEach(async () => {
  // The feed is shared by the whole suite: leave it as the devchain deployed it.
  await (await ethUsd().getFunction('setBroken')(false)).wait()
  await setPrice(devchainFeed('native').answer)
})

// Alone, after the rest: the ETH / USD feed it ages and breaks is the one the passkey wallet's token paymaster prices
// every dUSD fee with, so a passkey send beside it was refused as unpriceable.
test(
  'USD values are the feed price × the balance exactly, follow the feed, and vanish (saying why) when it is stale or reverts',
  CHAIN_EXCLUSIVE,
  async ({ context, page }) => {
    const account = await freshAccount(2n)
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
    await setPrice(3_012_345_678_91n)
    const frame = await mountConnected(page, wallet)
    const ethRow = balanceRow(frame)

    // Independently: the balance from the chain, times the feed's answer, with 18 + 8 decimals.
    const expected = async () => formatUnits((await chain.getBalance(account.address)) * 3_012_345_678_91n, 26)
    await expect(ethRow.getByTestId('balance-usd')).toHaveAttribute('data-usd', (await expected()).replace(/\.0$/, ''))
    await expect(ethRow.getByTestId('balance-usd')).toHaveText('$6,024.69')
    const fromApi = await page.evaluate(() => window.handle.getBalances())
    expect(fromApi.find((b) => b.chainId === 31337 && b.token === 'native')?.usd).toBe(
      (await expected()).replace(/\.0$/, ''),
    )
    await expect(frame.locator('[data-chain="31337"] [data-testid="chain-usd-total"]')).toContainText('$6,024.69')

    // The oracle moves: the value follows with the next block.
    await setPrice(2_000n * 10n ** 8n)
    await expect(ethRow.getByTestId('balance-usd')).toHaveText('$4,000.00')

    // Older than maxAgeSeconds (3600 by default): no number, and why on focus.
    await setPrice(2_000n * 10n ** 8n, 4000)
    await expect(ethRow.getByTestId('balance-usd')).toHaveCount(0)
    await expect(ethRow.getByTestId('balance-usd-unavailable')).toHaveAttribute(
      'title',
      /^the price is 6\d minutes old, over the 60 minutes allowed$/,
    )
    expect(
      (await page.evaluate(() => window.handle.getBalances())).find((b) => b.chainId === 31337 && b.token === 'native')
        ?.usd,
    ).toBeUndefined()

    // A feed that reverts: no number either.
    await setPrice(2_000n * 10n ** 8n)
    await (await ethUsd().getFunction('setBroken')(true)).wait()
    await expect(ethRow.getByTestId('balance-usd-unavailable')).toHaveAttribute(
      'title',
      'the price feed gives no valid price',
    )
    await expect(ethRow.getByTestId('balance-usd')).toHaveCount(0)
  },
)
