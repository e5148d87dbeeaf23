import { expect, test, type Frame, type Locator, type Page } from '@playwright/test'
import { Wallet, id, parseEther, parseUnits, verifyMessage, zeroPadValue } from 'ethers'
import { devAccount } from '../../devchain/accounts'
import { HOST_ORIGIN } from '../../devchain/ports'
import { devchainToken } from '../../devchain/tokens'
import { provider as chain, tokenBalance } from '../../harness/chain'
import { balanceAmount, settled, startCall, widgetFrame, withoutVisibilityTracking } from '../e2e/support/hostPage'

/**
 * A visitor on a phone (the `touch` project: touch screen, mobile viewport, no mouse): every step is
 * a tap, and what they did is read back from the chain with ethers.
 */
const DEV_ADDRESS = devAccount(0).address

/**
 * A tap on a review's Confirm, as a visitor does: the review in view and read (the guard's delay), then
 * one tap. A review whose path is the secure window (whatever moves value or signs for the visitor) is
 * confirmed there, with a tap too.
 */
async function tapConfirm(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded()
  await expect(button).toBeEnabled()
  // Time is the visitor's: they read the review before they tap (and the review has stopped growing).
  await button.page().waitForTimeout(600)
  if ((await button.getAttribute('data-path')) !== 'secure') {
    await expect(button).toHaveAttribute('data-guard', /^(ready|untracked)$/)
    return button.tap()
  }
  const [popup] = await Promise.all([button.page().context().waitForEvent('page'), button.tap()])
  await tapSecureConfirm(popup)
}

/** The visitor reads the secure window (its Confirm arms after the delay), then taps its Confirm, which closes the window. */
async function tapSecureConfirm(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close')
  await expect(popup.getByTestId('secure-confirm')).toBeEnabled()
  await popup.waitForTimeout(600)
  // The secure window's Confirm closes its own window: a tap still finishing may find the page gone.
  await popup
    .getByTestId('secure-confirm')
    .tap()
    .catch((error: Error) => {
      if (!/has been closed/.test(error.message)) throw error
    })
  await closed
}

/** Until the widget's frame has kept its height for a moment: a tap aimed before that can land where a button was. */
async function untilTheWidgetStopsGrowing(page: Page): Promise<void> {
  let last = -1
  let steady = 0
  await expect
    .poll(
      async () => {
        const height = await page.locator('#wallet iframe').evaluate((frame) => frame.getBoundingClientRect().height)
        steady = height === last ? steady + 1 : 0
        last = height
        return steady
      },
      { intervals: [250] },
    )
    .toBeGreaterThanOrEqual(3)
}

/** The demo host on a phone, the dev wallet connected with taps. */
async function connectOnPhone(page: Page): Promise<Frame> {
  await page.goto(`${HOST_ORIGIN}/`)
  await page.waitForFunction(() => window.handle)
  await page.evaluate(() => window.handle.ready)
  const frame = await widgetFrame(page)
  // A first visit opens on the connect screen. Connecting discloses the address: the visitor reads it
  // (seen whole for the guard's delay), then taps.
  const devWallet = frame.getByRole('button', { name: /Dev wallet/ })
  const account = frame.getByTestId('account-address')
  // The wallet's code, arriving while the visitor reads the shell's list, draws its own list in its place,
  // which the guard watches afresh: a tap just then does nothing, and the visitor taps again once it has settled.
  // The dev wallet answers at once: the tap opens the secure window, which says the site will see the
  // address, and the visitor taps Confirm there.
  await expect(async () => {
    if (await account.isVisible()) return
    // A tap before the page was hydrated (its prerendered list says "untracked") left the page's note at the foot of
    // the frame, over the list: the guard sees the list hidden until the visitor's next tap takes the note away (and
    // is told to wait). The visitor taps again, as the note says.
    if (await frame.locator('#page-note').isVisible()) await devWallet.tap()
    await expect(devWallet).toHaveAttribute('data-guard', /^(ready|untracked)$/, { timeout: 2000 })
    const popup = page.context().waitForEvent('page', { timeout: 3000 })
    await devWallet.tap()
    const window = await popup
    await expect(window.getByTestId('secure-connect-discloses')).toBeVisible()
    await tapSecureConfirm(window)
    await expect(account).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })
  await expect(account).toHaveText(DEV_ADDRESS)
  // The widget grows as each chain's balances arrive; a visitor taps on once the page has stopped moving.
  await expect(balanceAmount(frame)).toBeVisible()
  await untilTheWidgetStopsGrowing(page)
  return frame
}

test('a phone connects the dev wallet with taps and sees its balances', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && navigator.maxTouchPoints > 0)).toBe(true)
  const frame = await connectOnPhone(page)
  await expect(balanceAmount(frame)).toBeVisible()
  // The host's figure is the chain's. Read side by side, as often as it takes: the Chromium lane sends from the same
  // dev account (anvil's #0) meanwhile, and a block of its between the two reads is not the widget's error (the
  // widget follows each block; a figure that never matches the chain fails here).
  await expect
    .poll(async () => {
      const balances = (await page.evaluate(() => window.handle.getBalances())) as {
        chainId: number
        token: string
        value: string
      }[]
      const shown = balances.find((b) => b.chainId === 31337 && b.token === 'native')?.value
      return shown === (await chain.getBalance(DEV_ADDRESS)).toString()
    })
    .toBe(true)
})

test('a tap on Confirm sends from the send screen, once', async ({ page }) => {
  const frame = await connectOnPhone(page)
  const dusd = devchainToken('dUSD')
  const recipient = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).tap()
  await frame.getByTestId('send-token').selectOption(dusd.address)
  await frame.getByTestId('send-to').tap()
  await frame.getByTestId('send-to').fill(recipient)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('2.5')
  await frame.getByRole('button', { name: 'Review' }).tap()
  await expect(frame.getByTestId('review-amount')).toHaveText('2.5 dUSD')
  const confirm = frame.getByTestId('confirm-send')
  await expect(confirm).toHaveAttribute('data-guard', /settling|hidden|ready/)
  await tapConfirm(confirm)
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(await tokenBalance(dusd.address, recipient)).toBe(parseUnits('2.5', 6))
  // Once, however the tap's events were delivered: one transfer to this fresh recipient on chain. (Not the dev
  // account's nonce: the Chromium lane sends from the same account meanwhile.)
  const transfers = await chain.getLogs({
    address: dusd.address,
    fromBlock: 0,
    topics: [id('Transfer(address,address,uint256)'), null, zeroPadValue(recipient, 32)],
  })
  expect(transfers).toHaveLength(1)
})

test('a host send() and a personal_sign are confirmed with a tap', async ({ page }) => {
  const frame = await connectOnPhone(page)
  const recipient = Wallet.createRandom().address
  await startCall(page, 'send', 'send', { token: 'native', to: recipient, amount: '0.05' })
  await tapConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'send')
  await chain.waitForTransaction((value as { hash: string }).hash)
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.05'))

  await page.evaluate((address) => {
    const w = window as unknown as { signed: Promise<unknown> }
    w.signed = window.handle.provider.request({ method: 'personal_sign', params: ['0x746170', address] })
  }, DEV_ADDRESS)
  await tapConfirm(frame.getByTestId('confirm-approval'))
  const signature = (await page.evaluate(() => (window as unknown as { signed: Promise<string> }).signed)) as string
  expect(verifyMessage('tap', signature)).toBe(DEV_ADDRESS)
})

test("the demo's sign-in is confirmed with a tap and verified by the host's server", async ({ page }) => {
  const frame = await connectOnPhone(page)
  // The visitor scrolls to the site's button, then taps it.
  const signIn = page.locator('#sign-in')
  await signIn.scrollIntoViewIfNeeded()
  await signIn.tap()
  await expect(page.locator('#sign-in-status')).not.toHaveText('Not signed in')
  await tapConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText(`Signed in as ${DEV_ADDRESS}`)
})

test('where visibility cannot be tracked, a tap opens the secure window and a tap there sends', async ({
  context,
  page,
}) => {
  await withoutVisibilityTracking(context)
  const frame = await connectOnPhone(page)
  const recipient = Wallet.createRandom().address
  await startCall(page, 'send', 'send', { token: 'native', to: recipient, amount: '0.06' })
  const open = frame.getByTestId('confirm-send')
  await expect(open).toHaveText('Confirm in a secure window')
  await tapConfirm(open)
  const { value } = await settled(page, 'send')
  await chain.waitForTransaction((value as { hash: string }).hash)
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.06'))
})
