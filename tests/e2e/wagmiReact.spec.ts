import { expect, test, type Page } from '@playwright/test'
import { parseEther, parseUnits, verifyMessage } from 'ethers'
import { freshAccount, provider as chain } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { paidSince, payDusd } from './support/chainActions'
import { chooseWallet, clickChoice, clickConfirm, widgetFrame } from './support/hostPage'
import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins'

/**
 * A React app written with wagmi's hooks and @tanstack/react-query (demo-host/wagmi-react.html), with
 * Walletport as one line of its wagmi config: `walletport({ widgetUrl, target })` from walletport/wagmi.
 * What each hook returns is checked against the chain (ethers), not against the widget's word.
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MESSAGE = 'Hello from a wagmi React app'

/** The text an `<output>` of the app settles on: `→ value` or `✗ code message`. */
async function settled(page: Page, id: string): Promise<string> {
  const output = page.locator(`output#${id}`)
  await expect(output).toHaveText(/^[→✗]/, { timeout: 30_000 })
  return (await output.textContent())!
}

/**
 * Every status the app shows, in order, from the page's first script on (a MutationObserver in an
 * init script): what a visitor would have seen flash by.
 */
async function recordStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __statuses: string[] }).__statuses = seen
    new MutationObserver(() => {
      const status = document.querySelector('#status')?.textContent
      if (status && seen.at(-1) !== status) seen.push(status)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
}

/** Every request the page made to the widget origin (walletport.js, the widget, its host modules). */
function widgetRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(WIDGET_ORIGIN)) urls.push(request.url())
  })
  return urls
}

test('a wagmi React app with one connector line: connect, useSendTransaction, useSignMessage, useSendCalls, useSwitchChain, reconnect after a reload, disconnect', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  await payDusd(account.address, '50')
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const requested = widgetRequests(page)
  const statuses = await recordStatuses(page)
  await page.goto(`${HOST_ORIGIN}/wagmi-react.html`)

  // A page that has not connected loads nothing of the widget: no iframe, no request to its origin.
  const connectButton = page.getByRole('button', { name: 'Connect with Walletport' })
  await expect(connectButton).toBeEnabled()
  await expect(page.locator('#status')).toHaveText('disconnected')
  expect(page.frames()).toHaveLength(1)
  expect(requested).toEqual([])

  // connect: the connector mounts the widget, whose connect screen asks the visitor; wagmi gets that account.
  await connectButton.click()
  const frame = await widgetFrame(page)
  await chooseWallet(frame, /Test Wallet/)
  expect(await settled(page, 'connect-result')).toBe(`→ ${wallet.address}`)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await expect(page.locator('#chain-id')).toHaveText('31337')

  // useSendTransaction: reviewed and confirmed in the widget; the chain has that very transaction.
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const hash = (await settled(page, 'transaction-hash')).slice(2)
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const sent = (await chain.getTransaction(hash))!
  expect([sent.from, sent.to, sent.value]).toEqual([wallet.address, RECIPIENT, parseEther('0.01')])
  expect((await chain.waitForTransaction(hash))?.status).toBe(1)
  // useWaitForTransactionReceipt read the receipt through the widget (the app has no RPC URL of its own).
  expect(await settled(page, 'transaction-receipt')).toBe('→ success')

  // useSignMessage: the review shows the message; the signature recovers to the visitor's account.
  await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
  await expect(frame.getByTestId('approval')).toContainText(MESSAGE)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const signature = (await settled(page, 'signature')).slice(2)
  expect(verifyMessage(MESSAGE, signature)).toBe(wallet.address)

  // useSendCalls with an optional paymasterService: one review of both calls, sent unsponsored (an
  // injected wallet pays its own fees, so the widget ignores an optional paymaster): the account pays the gas.
  const [blockBefore, ownEthBefore] = [await chain.getBlockNumber(), await chain.getBalance(wallet.address)]
  await page.getByRole('button', { name: 'Send a batch: 1 dUSD + 0.01 ETH' }).click()
  await expect(frame.getByTestId('batch-call')).toHaveCount(2)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  expect(await settled(page, 'calls-id')).toMatch(/^→ 0x[0-9a-f]+$/)
  expect(await settled(page, 'calls-status')).toBe('→ success (200), 2 receipts')
  expect(await paidSince(blockBefore, wallet.address, RECIPIENT)).toEqual({
    eth: parseEther('0.01'),
    dusd: parseUnits('1', 6),
  })
  const paid = ownEthBefore - (await chain.getBalance(wallet.address))
  expect(paid).toBeGreaterThan(parseEther('0.01')) // the value sent and the gas of both transactions
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(3)

  // useSwitchChain: the widget asks the wallet; wagmi, the wallet and the widget are on 31338.
  await page.getByRole('button', { name: 'Switch to chain 31338' }).click()
  expect(await settled(page, 'switch-result')).toBe('→ Anvil 2 (local) (31338)')
  await expect(page.locator('#chain-id')).toHaveText('31338')
  expect(wallet.chainId).toBe(31338)

  // A reload: wagmi reconnects through the widget's own session restore, with no connect screen,
  // and the app never shows the visitor as disconnected meanwhile.
  const connectsBefore = wallet.requested('eth_requestAccounts').length
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected', { timeout: 15_000 })
  expect(await statuses()).toEqual(['reconnecting', 'connected'])
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await expect(page.locator('#chain-id')).toHaveText('31338')
  const restored = await widgetFrame(page)
  await expect(restored.getByTestId('account-address')).toHaveText(wallet.address)
  await expect(restored.getByRole('button', { name: /Test Wallet/ })).toHaveCount(0)
  expect(wallet.requested('eth_requestAccounts')).toHaveLength(connectsBefore)

  // useDisconnect: wagmi and the widget both forget the session.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  const connectInWidget = restored.getByRole('button', { name: 'Connect a wallet' })
  await expect(connectInWidget).toBeVisible()

  // The visitor connects in the widget itself: the app follows.
  await connectInWidget.click()
  await chooseWallet(restored, /Test Wallet/)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.locator('#status')).toHaveText('disconnected')

  // After a disconnect, a reload loads nothing of the widget again.
  requested.length = 0
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect with Walletport' })).toBeEnabled()
  await expect(page.locator('#status')).toHaveText('disconnected')
  expect(page.frames()).toHaveLength(1)
  expect(requested).toEqual([])
})

test('a signature the visitor rejects in the widget is 4001 in the app, and nothing is signed', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  await page.goto(`${HOST_ORIGIN}/wagmi-react.html`)
  await page.getByRole('button', { name: 'Connect with Walletport' }).click()
  const frame = await widgetFrame(page)
  await clickChoice(frame.getByRole('button', { name: /Test Wallet/ }))
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
  await frame.getByTestId('approval').getByRole('button', { name: 'Reject' }).click()
  expect(await settled(page, 'signature')).toMatch(/^✗ 4001 /)
  expect(wallet.requested('personal_sign')).toHaveLength(0)
})
