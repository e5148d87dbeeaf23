import { expect, test } from '@playwright/test'
import { Wallet, parseUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { pendingTransactionsFrom, provider, tokenBalance } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { fillNonceGap } from './support/chainActions'
import {
  clickConfirm,
  connectWallet,
  mountConnected,
  mountInline,
  openLauncherHost,
  recordHostEvents,
  restPointerOn,
  sendEvents,
  settled,
  startSend,
  widgetFrame,
  chooseWallet,
  composeSend,
} from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

const dUSD = devchainToken('dUSD')
const DEMO = devchainToken('DEMO')
const SENDER_KEY = devPrivateKey(ACCOUNTS.send)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

const newRecipient = () => Wallet.createRandom().address

test('the visitor sends native currency and each demo token from the widget; the chain shows exactly that', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })

  for (const { token, symbol, amount, decimals } of [
    { token: 'native', symbol: 'ETH', amount: '0.25', decimals: 18 },
    { token: dUSD.address, symbol: 'dUSD', amount: '12.345678', decimals: 6 },
    { token: DEMO.address, symbol: 'DEMO', amount: '3.5', decimals: 18 },
  ]) {
    const to = newRecipient()
    const senderBefore =
      token === 'native' ? await provider.getBalance(wallet.address) : await tokenBalance(token, wallet.address)
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByTestId('send-token').selectOption(token)
    await frame.getByTestId('send-to').fill(to)
    // The field is named "Amount" alone, not "Amount Max" (the Max button sits inside its label).
    await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
    await frame.getByRole('button', { name: 'Review' }).click()
    await expect(frame.getByTestId('review-amount')).toHaveText(`${amount} ${symbol}`)
    await expect(frame.getByTestId('review-to')).toHaveText(to)
    await clickConfirm(frame.getByTestId('confirm-send'))
    await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
    await expect(frame.getByRole('heading', { name: 'Confirmed' })).toBeVisible()

    const hash = (await frame.getByTestId('send-hash').textContent())!.replace('Transaction', '').trim()
    const receipt = (await provider.getTransactionReceipt(hash))!
    expect(receipt.status).toBe(1)
    const sent = parseUnits(amount, decimals)
    if (token === 'native') {
      expect(await provider.getBalance(to)).toBe(sent)
      expect(senderBefore - (await provider.getBalance(wallet.address))).toBe(sent + receipt.gasUsed * receipt.gasPrice)
    } else {
      expect(await tokenBalance(token, to)).toBe(sent)
      expect(senderBefore - (await tokenBalance(token, wallet.address))).toBe(sent)
    }
    await frame.getByRole('button', { name: 'Done' }).click()
  }
})

// Beside the other lanes: the pool is read for this wallet's transactions only.
test('host send(): the review shows the host values, only the click sends, and the promise and events follow', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  const to = newRecipient()
  const nonceBefore = await provider.getTransactionCount(wallet.address)

  await startSend(page, 'send', { token: dUSD.address, to, amount: '7.5' })
  await expect(frame.getByTestId('review-amount')).toHaveText('7.5 dUSD')
  await expect(frame.getByTestId('review-to')).toHaveText(to)
  await expect(frame.getByTestId('review-network')).toHaveText('Anvil (local)')
  await expect(frame.getByTestId('review-requested-by')).toContainText(HOST_ORIGIN)

  // Without the visitor's click nothing is broadcast, however long the host waits (the waiting is the test).
  await page.waitForTimeout(2000)
  expect(await pendingTransactionsFrom(wallet.address)).toBe(0)
  expect(await provider.getTransactionCount(wallet.address)).toBe(nonceBefore)
  expect(await tokenBalance(dUSD.address, to)).toBe(0n)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)

  await clickConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'send')
  const result = value as { hash: string; chainId: number }
  expect(result.chainId).toBe(31337)
  await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', 'confirmed'])
  const events = await sendEvents(page)
  expect(events[0]).toEqual({
    status: 'submitted',
    chainId: 31337,
    token: dUSD.address,
    to,
    amount: '7.5',
    hash: result.hash,
  })
  expect(events[1]).toMatchObject({ status: 'confirmed', hash: result.hash })
  expect((await provider.getTransactionReceipt(result.hash))!.status).toBe(1)
  expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('7.5', 6))
})

test('the demo page send form calls send() and logs each status', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  await connectWallet(frame, wallet)
  const to = newRecipient()
  const form = page.locator('#send-form')
  await form.getByLabel('Token').selectOption('dUSD')
  await form.getByLabel('To', { exact: true }).fill(to)
  await form.getByLabel('Amount').fill('4.25')
  await page.getByRole('button', { name: 'send()' }).click()
  await expect(frame.getByTestId('review-amount')).toHaveText('4.25 dUSD')
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(page.locator('#log li[data-line="event send"]')).toHaveCount(2)
  await expect(page.locator('#log li[data-line="send →"]')).toHaveCount(1)
  expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('4.25', 6))
})

test('cancelling the review rejects send() with USER_REJECTED and emits rejected; nothing is sent', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await startSend(page, 'send', { token: 'native', to: newRecipient(), amount: '1' })
  await frame.getByRole('button', { name: 'Cancel' }).click()
  expect((await settled(page, 'send')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  expect((await sendEvents(page)).map((e) => e.status)).toEqual(['rejected'])
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('bad host input gets the documented error codes before any screen opens', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  await mountInline(page)
  const notConnected = await page.evaluate(() =>
    window.handle
      .send({ token: 'native', to: '0x0000000000000000000000000000000000000001', amount: '1' })
      .catch((e: { code: string }) => e.code),
  )
  expect(notConnected).toBe('NOT_CONNECTED')
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  const to = newRecipient()
  const cases: [Record<string, unknown>, string][] = [
    [{ token: 'native', to: 'not-an-address', amount: '1' }, 'INVALID_ADDRESS'],
    [{ token: 'native', to: to.toLowerCase().replace('0x', '0X'), amount: '1' }, 'INVALID_ADDRESS'],
    [{ token: 'native', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8', amount: '1' }, 'INVALID_ADDRESS'], // bad checksum
    [{ token: 'native', to: 'vitalik.eth', amount: '1' }, 'INVALID_ADDRESS'], // no ENS on the local chain
    [{ token: 'native', to, amount: 'abc' }, 'INVALID_AMOUNT'],
    [{ token: 'native', to, amount: '0' }, 'INVALID_AMOUNT'],
    [{ token: 'native', to, amount: '-1' }, 'INVALID_AMOUNT'],
    [{ token: 'native', to, amount: 1.5 }, 'INVALID_AMOUNT'],
    [{ token: dUSD.address, to, amount: '1.1234567' }, 'INVALID_AMOUNT'], // 7 places, dUSD has 6
    [{ token: '0x000000000000000000000000000000000000dEaD', to, amount: '1' }, 'UNKNOWN_TOKEN'],
    [{ token: 'USDC', to, amount: '1' }, 'UNKNOWN_TOKEN'],
    [{ token: 'native', to, amount: '1', chainId: 999 }, 'UNSUPPORTED_CHAIN'],
    [{ token: dUSD.address, to, amount: '100000000' }, 'INSUFFICIENT_FUNDS'],
    [{ token: 'native', to, amount: '1000000' }, 'INSUFFICIENT_FUNDS'],
  ]
  for (const [request, code] of cases) {
    const got = await page.evaluate(
      (r) => window.handle.send(r as never).catch((e: { code: string }) => e.code),
      request,
    )
    expect(got, JSON.stringify(request)).toBe(code)
  }
  // None of them opened a review.
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)

  await startSend(page, 'first', { token: 'native', to, amount: '1' })
  await expect(frame.getByTestId('confirm-send')).toBeVisible()
  const busy = await page.evaluate((r) => window.handle.send(r as never).catch((e: { code: string }) => e.code), {
    token: 'native',
    to,
    amount: '2',
  })
  expect(busy).toBe('BUSY')
  await expect(frame.getByTestId('review-amount')).toHaveText('1 ETH')
})

test('a rejection in the wallet rejects send() with USER_REJECTED and emits rejected', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY, send: 'reject' })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await startSend(page, 'send', { token: 'native', to: newRecipient(), amount: '1' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  expect((await settled(page, 'send')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  expect((await sendEvents(page)).map((e) => e.status)).toEqual(['rejected'])
  // The host was told it ended: a final screen says why, and no Confirm of it is left.
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'failed')
  await expect(frame.getByTestId('send-status')).toContainText(
    'Test Wallet: the visitor rejected the transaction in the wallet',
  )
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)
  expect(await pendingTransactionsFrom(wallet.address)).toBe(0)
})

test('a transfer that reverts on chain ends in a failed event with the reason', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  // OpenZeppelin refuses transfers to the zero address; the review warns twice, the visitor insists.
  await startSend(page, 'send', { token: dUSD.address, to: '0x0000000000000000000000000000000000000000', amount: '1' })
  await expect(frame.getByTestId('review-warnings')).toContainText('zero address')
  await expect(frame.getByTestId('review-warnings')).toContainText(
    'expects this transfer to fail (ERC20InvalidReceiver',
  )
  await expect(frame.getByTestId('confirm-send')).toBeDisabled()
  await frame.getByLabel('I understand, send anyway').check()
  await clickConfirm(frame.getByTestId('confirm-send'))

  const hash = ((await settled(page, 'send')).value as { hash: string }).hash
  await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', 'failed'])
  const failed = (await sendEvents(page))[1]!
  expect(failed.hash).toBe(hash)
  expect(failed.error?.message).toContain('ERC20InvalidReceiver')
  expect((await provider.getTransactionReceipt(hash))!.status).toBe(0)
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'failed')
})

test('a double click on confirm sends one transaction', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  const nonceBefore = await provider.getTransactionCount(wallet.address)
  // The visitor's own send (its Confirm is in the frame; a host's send() is confirmed in the secure window).
  await composeSend(frame, newRecipient(), '0.01')
  await expect(frame.getByTestId('confirm-send')).toHaveAttribute('data-guard', 'ready')
  await restPointerOn(frame.getByTestId('confirm-send'))
  await frame.getByTestId('confirm-send').dblclick()
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
  expect(await provider.getTransactionCount(wallet.address)).toBe(nonceBefore + 1)
})

// Beside the other lanes: the transaction is kept from mining by a gap in its own wallet's nonces (the wallet
// skips one), not by pausing the chain, and mined when the test fills the gap.
test('a reload while the transaction is pending resumes tracking to confirmed', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  const to = newRecipient()
  wallet.nonceOffset = 1
  try {
    await startSend(page, 'send', { token: dUSD.address, to, amount: '2' })
    await clickConfirm(frame.getByTestId('confirm-send'))
    const hash = ((await settled(page, 'send')).value as { hash: string }).hash
    await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'submitted')
    expect(await pendingTransactionsFrom(wallet.address)).toBe(1)

    const reloaded = await mountInline(page)
    await expect(reloaded.getByTestId('send-status')).toHaveAttribute('data-step', 'submitted')
    await expect(reloaded.getByTestId('send-hash')).toContainText(hash)

    await fillNonceGap(SENDER_KEY)
    await expect(reloaded.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
    await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['confirmed'])
    expect((await sendEvents(page))[0]).toMatchObject({ hash, token: dUSD.address, to, amount: '2' })
    expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('2', 6))
  } finally {
    // Failed before the gap was filled: fill it, or the account's next transaction would mine this one too.
    if (await pendingTransactionsFrom(wallet.address)) await fillNonceGap(SENDER_KEY)
  }
})

test('the send form explains bad input next to each field as the visitor types', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-token').selectOption(dUSD.address)
  const to = frame.getByTestId('send-to')
  const amount = frame.getByTestId('send-amount')
  const review = frame.getByRole('button', { name: 'Review' })

  await to.fill('0x1234')
  await expect(frame.getByTestId('send-to-error')).toHaveText('An address is 0x followed by 40 hexadecimal characters.')
  await to.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')
  await expect(frame.getByTestId('send-to-error')).toContainText('checksum error')
  await to.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(frame.getByTestId('send-to-error')).toHaveCount(0)

  for (const [input, message] of [
    ['1.2.3', 'Use digits and one decimal point, like 1.5.'],
    ['0', 'Enter an amount above 0.'],
    ['0.0000001', 'dUSD has at most 6 decimal places.'],
    ['99999999', 'You have less dUSD than that.'],
  ]) {
    await amount.fill(input!)
    await expect(frame.getByTestId('send-amount-error')).toHaveText(message!)
    await expect(review).toBeDisabled()
  }
  await amount.fill('1,5') // a decimal comma is understood
  await expect(frame.getByTestId('send-amount-error')).toHaveCount(0)
  await frame.getByRole('button', { name: 'Max' }).click()
  await expect(amount).toHaveValue(String(Number(await tokenBalance(dUSD.address, wallet.address)) / 1e6))
  await expect(review).toBeEnabled()
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('in launcher mode a host send() opens the modal on the review', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: SENDER_KEY })
  await openLauncherHost(page)
  await page.evaluate(() => {
    void window.handle.connect()
  })
  const frame = await widgetFrame(page)
  await chooseWallet(frame, /Test Wallet/)
  await expect(page.locator('iframe[title="Walletport wallet"]')).toBeHidden()
  await expect.poll(() => page.evaluate(() => window.handle.getState().then((s) => s.status))).toBe('connected')

  await startSend(page, 'send', { token: 'native', to: newRecipient(), amount: '0.5' })
  await expect(page.locator('iframe[title="Walletport wallet"]')).toBeVisible()
  await expect(frame.getByTestId('review-amount')).toHaveText('0.5 ETH')
  // The review is for the account that connected through the modal.
  expect((await page.evaluate(() => window.handle.getState())).address).toBe(wallet.address)
})
