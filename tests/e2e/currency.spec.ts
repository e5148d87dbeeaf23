import { expect, test, type Frame } from '@playwright/test'
import { Contract, formatUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainFeed, devchainFxFeed } from '../../devchain/feeds'
import { freshAccount, provider as chain, signer } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { balanceRow, mountConnected, mountInline } from './support/hostPage'
import { HOST_ORIGIN, LOADER_URL } from './support/origins'

/** A devchain feed (ETH / USD, EUR / USD, JPY / USD), moved by the test as an oracle would move it. */
const feed = (address: string) =>
  new Contract(
    address,
    [
      'function setAnswer(int256 answer, uint256 updatedAt)',
      'function decimals() view returns (uint8)',
      'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
    ],
    signer(devPrivateKey(ACCOUNTS.outsider)),
  )

const ETH_USD = devchainFeed('native')
const EUR_USD = devchainFxFeed('EUR')
const JPY_USD = devchainFxFeed('JPY')

/** Sets a feed's answer, updated `ageSeconds` before the chain's latest block. */
async function setFeed(address: string, answer: bigint, ageSeconds = 0): Promise<void> {
  const { timestamp } = (await chain.getBlock('latest'))!
  await (await feed(address).getFunction('setAnswer')(answer, BigInt(timestamp) - BigInt(ageSeconds))).wait()
}

/** The feeds as the devchain deployed them, updated now: the suite shares them, and an hour-old one is stale. */
async function freshenFeeds(): Promise<void> {
  for (const { address, answer } of [ETH_USD, EUR_USD, JPY_USD]) await setFeed(address, answer)
}

test.beforeEach(freshenFeeds)
test.afterEach(freshenFeeds)

/**
 * Independently of the widget: the account's ETH in `currency`, from the chain alone (ethers): the balance × the
 * ETH / USD answer ÷ the currency's USD answer, each feed with its own decimals; formatted as Intl writes money.
 */
async function expectedWorth(address: string, fx: string, currency: string, locale = 'en-US'): Promise<string> {
  const balance = await chain.getBalance(address)
  const [, ethAnswer] = await feed(ETH_USD.address).getFunction('latestRoundData')()
  const ethDecimals = await feed(ETH_USD.address).getFunction('decimals')()
  const [, fxAnswer] = await feed(fx).getFunction('latestRoundData')()
  const fxDecimals = await feed(fx).getFunction('decimals')()
  const scaled = (balance * ethAnswer * 10n ** fxDecimals) / fxAnswer
  const worth = Number(formatUnits(scaled, 18n + ethDecimals))
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(worth)
}

const worthOf = (frame: Frame) => balanceRow(frame).getByTestId('balance-usd')

test("currency 'EUR': € values from the chain's EUR / USD feed; a stale EUR rate shows no value, never an old one", async ({
  context,
  page,
}) => {
  const account = await freshAccount(2n)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet, { currency: 'EUR' })

  const euros = await expectedWorth(account.address, EUR_USD.address, 'EUR')
  expect(euros).toMatch(/^€5,5\d\d\.\d\d$/)
  await expect(worthOf(frame)).toHaveText(euros)
  await expect(worthOf(frame)).toHaveAttribute('data-currency', 'EUR')
  await expect(frame.locator('[data-chain="31337"] [data-testid="chain-usd-total"]')).toContainText(euros)
  // The host API keeps USD, the unit of every price on chain.
  const fromApi = await page.evaluate(() => window.handle.getBalances())
  expect(fromApi.find((b) => b.chainId === 31337 && b.token === 'native')?.usd).toBe(
    await worthOf(frame).getAttribute('data-usd'),
  )

  // The rate moves: the value follows with the next block.
  await setFeed(EUR_USD.address, 125_000_000n)
  await expect(worthOf(frame)).toHaveText('€4,800.00')

  // The EUR rate older than maxAgeSeconds (3600 by default): no number, in euros or in dollars, and why on focus.
  await setFeed(EUR_USD.address, 125_000_000n, 4000)
  const none = balanceRow(frame).getByTestId('balance-usd-unavailable')
  await expect(none).toHaveText('no EUR price')
  await expect(none).toHaveAttribute('title', /^the EUR rate is 6\d minutes old, over the 60 minutes allowed$/)
  await expect(worthOf(frame)).toHaveCount(0)
  await expect(frame.locator('[data-chain="31337"] [data-testid="chain-usd-total"]')).toHaveCount(0)
})

test('a visitor in de-DE sees euros by default; one who picks yen keeps yen, over the host’s currency, after a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  const account = await freshAccount(2n)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  let frame = await mountConnected(page, wallet)
  await expect(worthOf(frame)).toHaveText(await expectedWorth(account.address, EUR_USD.address, 'EUR', 'de-DE'))
  await expect(worthOf(frame)).toHaveText(/\s€$/)

  // The yen's feed has 18 decimals, the ETH one 8: the value is still the chain's.
  await frame.getByTestId('currency-select').selectOption('JPY')
  const yen = await expectedWorth(account.address, JPY_USD.address, 'JPY', 'de-DE')
  await expect(worthOf(frame)).toHaveText(yen)

  // Remembered: a reload (the session restored), with the host now asking for pounds, still shows the visitor's yen.
  frame = await mountInline(page, { currency: 'GBP' })
  await expect(worthOf(frame)).toHaveText(yen)
  await expect(frame.getByTestId('currency-select')).toHaveValue('JPY')
  // Back to automatic: the host's pounds.
  await frame.getByTestId('currency-select').selectOption('')
  await expect(worthOf(frame)).toHaveText(
    await expectedWorth(account.address, devchainFxFeed('GBP').address, 'GBP', 'de-DE'),
  )
  await context.close()
})

test('a currency the chain has no feed for: the values stay in USD, and say so', async ({ context, page }) => {
  const account = await freshAccount(2n)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet, { currency: 'CHF' })
  await expect(worthOf(frame)).toHaveText(/^\$6,0\d\d\.\d\d$/)
  await expect(worthOf(frame)).toHaveAttribute('data-currency', 'USD')
  await expect(frame.locator('[data-chain="31337"] [data-testid="currency-fallback"]')).toHaveText(
    'In US dollars: Anvil (local) has no CHF rate.',
  )
})

test('a currency option that is not ISO 4217 fails ready with INVALID_REQUEST naming the option', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
  const outcomes = await page.evaluate(async () => {
    const results: Record<string, string> = {}
    for (const currency of ['EURO', '€', 'ABC', 'eur', 'EUR']) {
      const target = document.createElement('div')
      document.body.append(target)
      const handle = window.Walletport!.mount({ target, currency })
      results[currency] = await handle.ready.then(
        () => 'ready',
        (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
      )
      handle.destroy()
    }
    return results
  })
  for (const refused of ['EURO', '€', 'ABC', 'eur'])
    expect(outcomes[refused], refused).toMatch(/^INVALID_REQUEST: currency: expected an ISO 4217 code/)
  expect(outcomes.EUR).toBe('ready')
})
