import { expect, test, type Page } from '@playwright/test'
import { parseEther, parseUnits, verifyMessage } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { devPrivateKey } from '../../devchain/accounts'
import { erc20, freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { clickConfirm, expectNothingCutOff, widgetFrame, chooseWallet } from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

/**
 * A dapp written with @wagmi/core and nothing Walletport-specific (demo-host/wagmi.html): it finds the
 * widget by EIP-6963 discovery and drives handle.provider with wagmi's own actions. What each
 * action returns is checked against the chain (ethers), not against the widget's word.
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dUSD = devchainToken('dUSD')

async function press(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: label, exact: true }).click()
  const line = page
    .locator('#log li')
    .filter({ hasText: new RegExp(`^\\S+  ${label.replace(/[()+.]/g, '\\$&')} [→✗]`) })
    .first()
  await expect(line).toBeVisible({ timeout: 30_000 })
  return (await line.textContent())!
}

test('wagmi discovers Walletport, connects, signs a message and sends a batch, each after a click in the widget', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const token = erc20(dUSD.address, signer(devPrivateKey(ACCOUNTS.outsider)))
  await (await token.getFunction('transfer')(account.address, parseUnits('50', 6))).wait()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  await page.goto(`${HOST_ORIGIN}/wagmi.html`)
  const frame = await widgetFrame(page)

  // EIP-6963: wagmi lists the widget as a connector of its own, by its rdns.
  expect(await press(page, 'wagmi connectors')).toContain('Walletport (io.walletport)')

  // connect: the widget asks the visitor which wallet; wagmi gets the account the visitor chose.
  await page.getByRole('button', { name: 'wagmi connect', exact: true }).click()
  await chooseWallet(frame, /Test Wallet/)
  const connected = page
    .locator('#log li')
    .filter({ hasText: /wagmi connect [→✗]/ })
    .first()
  await expect(connected).toContainText(`"accounts":["${wallet.address}"],"chainId":31337`, { timeout: 30_000 })

  // signMessage: the widget's review shows the message; the signature recovers to the visitor's account.
  await page.getByRole('button', { name: 'wagmi signMessage', exact: true }).click()
  await expect(frame.getByTestId('approval')).toContainText('Hello from a wagmi dapp')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const signed = page
    .locator('#log li')
    .filter({ hasText: /wagmi signMessage [→✗]/ })
    .first()
  await expect(signed).toContainText('→', { timeout: 30_000 })
  const signature = (await signed.textContent())!.match(/"(0x[0-9a-f]{130})"/)![1]!
  expect(verifyMessage('Hello from a wagmi dapp', signature)).toBe(wallet.address)

  // getCapabilities: the truth about atomicity for this wallet.
  expect(await press(page, 'wagmi getCapabilities')).toContain('"atomic":{"status":"unsupported"}')

  // sendCalls + waitForCallsStatus: one review, one confirm, both calls land.
  const [dusdBefore, ethBefore] = [await tokenBalance(dUSD.address, RECIPIENT), await chain.getBalance(RECIPIENT)]
  await page.getByRole('button', { name: 'wagmi sendCalls: 1 dUSD + 0.01 ETH', exact: true }).click()
  await expect(frame.getByTestId('batch-call')).toHaveCount(2)
  await expect(frame.getByTestId('batch-call').nth(0).getByTestId('batch-call-action')).toHaveText(
    `Send 1 dUSD to ${RECIPIENT}`,
  )
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  await expectNothingCutOff(frame)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(
    page
      .locator('#log li')
      .filter({ hasText: /wagmi sendCalls.* →/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  expect(await press(page, 'wagmi waitForCallsStatus (last batch)')).toContain(
    '"success (200), 2 receipts, not atomic"',
  )
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(2)
  expect((await tokenBalance(dUSD.address, RECIPIENT)) - dusdBefore).toBe(parseUnits('1', 6))
  expect((await chain.getBalance(RECIPIENT)) - ethBefore).toBe(parseEther('0.01'))
})

test('wagmi signMessage declined in the widget rejects with 4001 in the dapp and signs nothing', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all' })
  await page.goto(`${HOST_ORIGIN}/wagmi.html`)
  const frame = await widgetFrame(page)
  await page.getByRole('button', { name: 'wagmi connect', exact: true }).click()
  await chooseWallet(frame, /Test Wallet/)
  await expect(
    page
      .locator('#log li')
      .filter({ hasText: /wagmi connect →/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'wagmi signMessage', exact: true }).click()
  await frame.getByTestId('approval').getByRole('button', { name: 'Reject' }).click()
  const line = page
    .locator('#log li')
    .filter({ hasText: /wagmi signMessage [→✗]/ })
    .first()
  await expect(line).toContainText('✗', { timeout: 30_000 })
  await expect(line).toContainText('"code":4001')
  expect(wallet.requested('personal_sign')).toHaveLength(0)
})
