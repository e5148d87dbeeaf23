import { expect, test, type BrowserContext } from '@playwright/test'
import { Wallet } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { balanceRow, clickConfirm, connectWallet, widgetFrame } from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

/**
 * A normal visitor session on the demo host logs nothing: no console error or warning, from the host
 * page or the widget's frame (or any window the session opens), and no uncaught exception. Noise in
 * the console hides the message that matters to a host developer, and an error there is either a
 * defect or a message the product should not need to print.
 */

const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const dUSD = devchainToken('dUSD')

/** Every console error and warning and every uncaught exception in any page of the context, with where it came from. */
function recordConsole(context: BrowserContext): string[] {
  const logged: string[] = []
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const { url, lineNumber } = message.location()
    logged.push(`${message.type()}: ${message.text()} (${url}:${lineNumber})`)
  })
  context.on('weberror', (error) => logged.push(`uncaught: ${error.error().message}`))
  return logged
}

test('a normal session (connect, balances, network, Receive, Activity, send, sign-in) logs no console error or warning', async ({
  context,
  page,
}) => {
  const logged = recordConsole(context)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)

  // Connect the dev wallet and see the balances.
  await connectWallet(frame, { address: DEV_ADDRESS }, { walletName: /Dev wallet/, untilBalance: true })
  await expect(balanceRow(frame, dUSD.address)).toBeVisible()

  // Receive, then Activity.
  await frame.getByRole('button', { name: 'Receive' }).click()
  await expect(frame.getByRole('img', { name: 'QR code of your address on Anvil (local)' })).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Activity' }).click()
  await expect(frame.getByRole('heading', { name: 'Activity' })).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()

  // Send a token through the review and Confirm.
  const to = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-token').selectOption(dUSD.address)
  await frame.getByTestId('send-to').fill(to)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('1.5')
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByTestId('review-amount')).toHaveText('1.5 dUSD')
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  await frame.getByRole('button', { name: 'Done' }).click()

  // Sign in through the demo's server.
  await page.getByRole('button', { name: 'Sign in with Ethereum' }).click()
  await expect(frame.getByTestId('signin-site')).toBeVisible()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText(`Signed in as ${DEV_ADDRESS}`)

  // Switch network and back: the dev wallet exists only on chain 31337, so the visitor switches to a wallet
  // that goes everywhere (one injected into the widget's frame, as an extension does).
  await frame.getByRole('button', { name: 'Disconnect' }).click()
  await connectWallet(frame, wallet, { untilBalance: true })
  await frame.getByLabel('Network').selectOption('31338')
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil 2 (local)')
  await frame.getByLabel('Network').selectOption('31337')
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil (local)')

  // A moment more: what the widget does in the background (block watching, balance reads) logs nothing either.
  await page.waitForTimeout(2000)
  // The widget page's Permissions-Policy names only features this browser knows: no line about it at all
  // (an unknown name is an "Unrecognized feature" on every load of the widget).
  expect(logged.filter((line) => /Permissions-Policy/i.test(line))).toEqual([])
  expect(logged).toEqual([])
})
