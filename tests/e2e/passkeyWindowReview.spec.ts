import { expect, test, type BrowserContext, type Frame, type Locator, type Page } from '@playwright/test'
import { parseEther, parseUnits, Wallet } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { payDusd } from './support/chainActions'
import {
  balanceAmount,
  chooseWallet,
  clickAndExpectClose,
  confirmSecureWindow,
  settled,
  startSend,
} from './support/hostPage'
import { PASSKEY_HOST_ORIGIN, WIDGET_NAMED_URL } from './support/origins'
import { addVirtualAuthenticator, mountPasskeyHost } from './support/passkeys'

/**
 * The passkey wallet where the host page keeps WebAuthn from the iframe (it strips the loader's allow=):
 * every ceremony then runs in a window of the widget origin. A hostile host lures one click onto the
 * review's button under a decoy, hoping the window that opens asks only for the passkey. The window that
 * asks for the passkey of a request must be the one that shows the whole review, confirmed there.
 */

const DUSD = devchainToken('dUSD').address

/** The host page strips the iframe's allow=: no WebAuthn in the iframe. */
async function withoutWebAuthnDelegation(context: BrowserContext): Promise<void> {
  await context.addInitScript((hostOrigin) => {
    if (location.origin !== hostOrigin) return
    Object.defineProperty(HTMLIFrameElement.prototype, 'allow', { configurable: true, get: () => '', set: () => {} })
  }, PASSKEY_HOST_ORIGIN)
}

/** A passkey wallet created in its own window (a ceremony with no request to review), holding `dusd`. */
async function passkeyWalletInWindow(context: BrowserContext, page: Page, dusd: string) {
  await withoutWebAuthnDelegation(context)
  const frame = await mountPasskeyHost(page)
  const [createWindow] = await Promise.all([
    context.waitForEvent('page'),
    chooseWallet(frame, 'Create a passkey wallet'),
  ])
  const platform = await addVirtualAuthenticator(createWindow)
  // A ceremony with no request to review says what it is for and whose site asks.
  await expect(createWindow.getByTestId('passkey-window')).toContainText('Create your passkey wallet')
  await expect(createWindow.getByTestId('passkey-window')).toContainText(PASSKEY_HOST_ORIGIN)
  await clickAndExpectClose(createWindow.getByTestId('passkey-window-continue'))
  const shown = frame.getByTestId('account-address')
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const address = (await shown.textContent())!
  await payDusd(address, dusd)
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', `${dusd} dUSD`)
  return { frame, address, platform }
}

/** The card of forgedClicks.spec.ts under the widget, a mask on the iframe leaving only `button` drawn; the visitor clicks "the card's button". */
async function lureClickOnto(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded()
  const box = (await button.boundingBox())!
  await page.evaluate((hole) => {
    const decoy = document.createElement('div')
    decoy.innerHTML = '<h1 style="margin:40px">Claim 25 dUSD loyalty reward</h1><p style="margin:40px">Click below.</p>'
    Object.assign(decoy.style, { position: 'fixed', inset: '0', background: 'white', zIndex: '10' })
    const iframe = document.querySelector('iframe')!
    const frameBox = iframe.getBoundingClientRect()
    Object.assign(iframe.style, {
      position: 'relative',
      zIndex: '11',
      maskImage: 'linear-gradient(#000, #000)',
      maskSize: `${hole.width}px ${hole.height}px`,
      maskPosition: `${hole.x - frameBox.left}px ${hole.y - frameBox.top}px`,
      maskRepeat: 'no-repeat',
    })
    document.body.append(decoy)
  }, box)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(1200)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The host's send of `amount` dUSD to `to`, its review on screen in the frame. */
async function hostSendReview(page: Page, frame: Frame, to: string, amount: string): Promise<void> {
  await startSend(page, 'send', { token: DUSD, to, amount })
  await expect(frame.getByTestId('review-amount')).toContainText(amount, { timeout: 20_000 })
}

test('a lured click on the review of a host send opens only the window that shows the whole review: the visitor reads it there, closes it, and nothing moves', async ({
  context,
  page,
}) => {
  const { frame, address, platform } = await passkeyWalletInWindow(context, page, '40')
  const attacker = Wallet.createRandom().address
  await hostSendReview(page, frame, attacker, '40')
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    lureClickOnto(page, frame.getByTestId('confirm-send')),
  ])
  const authenticator = await addVirtualAuthenticator(popup, { holding: platform.created })
  // The window the lured click opened is the review: recipient, amount and the site that asks.
  const review = popup.getByTestId('secure-review')
  await expect(review).toContainText(attacker)
  await expect(review).toContainText('40 dUSD')
  await expect(popup.getByTestId('host-origin')).toHaveText(PASSKEY_HOST_ORIGIN)
  // Nothing asked for the passkey on the lured click alone.
  await expect(popup.getByTestId('passkey-window')).toHaveCount(0)
  await page.waitForTimeout(1000)
  expect((await authenticator.credentials())[0]!.signCount).toBe(platform.created[0]!.signCount)
  // The visitor reads who gets their 40 dUSD, and closes the window.
  await popup.close()
  expect((await settled(page, 'send')).error?.code).toBe('USER_REJECTED')
  expect(await tokenBalance(DUSD, attacker)).toBe(0n)
  expect(await tokenBalance(DUSD, address)).toBe(parseUnits('40', 6))
})

test('the visitor confirms in that window and the passkey is asked there, on the review it shows; the send lands', async ({
  context,
  page,
}) => {
  const { frame, platform } = await passkeyWalletInWindow(context, page, '10')
  const recipient = Wallet.createRandom().address
  await hostSendReview(page, frame, recipient, '2')
  const button = frame.getByTestId('confirm-send')
  await expect(button).toHaveAttribute('data-path', 'wallet')
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
  await expect(popup).toHaveURL(`${WIDGET_NAMED_URL}window.html#secure-confirm`)
  await addVirtualAuthenticator(popup, { holding: platform.created })
  await expect(popup.getByTestId('secure-review')).toContainText(recipient)
  await expect(popup.getByTestId('secure-review')).toContainText('2 dUSD')
  // One Confirm in the window: its passkey prompt follows in the same window, which then closes.
  await confirmSecureWindow(popup)
  expect((await settled(page, 'send')).error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('2', 6))
})

test('the visitor refuses the passkey prompt in that window: the window closes, the send ends as USER_REJECTED, nothing moves', async ({
  context,
  page,
}) => {
  const { frame, address, platform } = await passkeyWalletInWindow(context, page, '10')
  const recipient = Wallet.createRandom().address
  await hostSendReview(page, frame, recipient, '3')
  const [popup] = await Promise.all([context.waitForEvent('page'), frame.getByTestId('confirm-send').click()])
  const authenticator = await addVirtualAuthenticator(popup, { holding: platform.created })
  await authenticator.refuse()
  await expect(popup.getByTestId('secure-review')).toContainText(recipient)
  await confirmSecureWindow(popup)
  expect((await settled(page, 'send')).error?.code).toBe('USER_REJECTED')
  expect(await tokenBalance(DUSD, recipient)).toBe(0n)
  expect(await tokenBalance(DUSD, address)).toBe(parseUnits('10', 6))
})

test('a send the visitor composed in the widget is confirmed in the secure window too, its passkey asked there: one window, always with the review', async ({
  context,
  page,
}) => {
  const { frame, address, platform } = await passkeyWalletInWindow(context, page, '1')
  const funder = signer((await freshAccount()).privateKey)
  await (await funder.sendTransaction({ to: address, value: parseEther('0.5') })).wait()
  await expect(balanceAmount(frame)).toHaveAttribute('title', '0.5 ETH')
  const recipient = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(recipient)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.1')
  await frame.getByRole('button', { name: 'Review' }).click()
  const button = frame.getByTestId('confirm-send')
  // Not the in-frame Confirm (which would hand the passkey to a window showing less): the secure window.
  await expect(button).toHaveAttribute('data-path', 'wallet')
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
  await addVirtualAuthenticator(popup, { holding: platform.created })
  await expect(popup.getByTestId('review-to')).toHaveText(recipient)
  await expect(popup.getByTestId('review-amount')).toContainText('0.1 ETH')
  await confirmSecureWindow(popup)
  await expect.poll(() => chain.getBalance(recipient), { timeout: 20_000 }).toBe(parseEther('0.1'))
})
