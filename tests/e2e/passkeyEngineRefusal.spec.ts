import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test'
import { parseUnits, Wallet } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { tokenBalance } from '../../harness/chain'
import { payDusd } from './support/chainActions'
import {
  balanceAmount,
  chooseWallet,
  clickAndExpectClose,
  clickConfirm,
  confirmSecureWindow,
  settled,
  startSend,
} from './support/hostPage'
import { WIDGET_NAMED_URL } from './support/origins'
import { addVirtualAuthenticator, mountPasskeyHost } from './support/passkeys'

/**
 * A host that delegates WebAuthn to the iframe (the loader's allow=, so the policy check passes), where
 * the engine refuses the ceremony in the frame all the same. In Chromium that refusal is real when the
 * click's user activation has run out before create() (5 s): "A user activation is required to create
 * a credential in a cross-origin iframe." Here the passkey code arrives over a slow network (6 s),
 * as it may on a phone, so the frame's create() comes after the activation expired. The visitor must
 * still get a passkey wallet, through the passkey window, and never read that they cancelled.
 */

const DUSD = devchainToken('dUSD').address
const SLOW_CHUNK_MS = 6_000

/**
 * The passkey wallet's code (its lazily loaded chunk) arrives after the click's activation expired.
 * Resolves once it has been let through. Meanwhile the test must not look into the frame: Playwright
 * evaluates there with a user gesture (CDP's `userGesture`), which would give the frame a fresh activation.
 */
async function slowPasskeyCode(context: BrowserContext): Promise<{ released: Promise<void> }> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/widget/assets/passkeyProvider-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS))
    await route.continue()
    release()
  })
  return { released }
}

/** The host delegated both features: the frame's policy check passes, so the frame tries first. */
async function expectDelegated(frame: Frame): Promise<void> {
  expect(
    await frame.evaluate(() =>
      ['create', 'get'].map((kind) =>
        (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(
          `publickey-credentials-${kind}`,
        ),
      ),
    ),
  ).toEqual([true, true])
}

/** As a visitor does: again if the widget says to try again in a moment (its list was drawn afresh). */
async function pressCreate(frame: Frame): Promise<void> {
  await chooseWallet(frame, 'Create a passkey wallet')
}

/** The visitor continues in the passkey window with their platform authenticator; resolves with the new address. */
async function createInWindow(createWindow: Page, frame: Frame) {
  await expect(createWindow).toHaveURL(`${WIDGET_NAMED_URL}window.html#passkey-ceremony`)
  const platform = await addVirtualAuthenticator(createWindow)
  await expect(createWindow.getByTestId('passkey-window')).toContainText('Create your passkey wallet')
  await clickAndExpectClose(createWindow.getByTestId('passkey-window-continue'))
  const address = frame.getByTestId('account-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  expect(platform.created).toHaveLength(1)
  return { address: (await address.textContent())!, platform }
}

test('the engine refuses create() in a delegated iframe (no user activation left): the same press continues in the passkey window, and the wallet signs there from then on', async ({
  context,
  page,
}) => {
  await slowPasskeyCode(context)
  // The visitor's platform authenticator, reachable from the page: the frame's ceremony fails for the engine's reason, not for want of one.
  const inPage = await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  await expectDelegated(frame)
  // Playwright's Chromium has no popup blocker: the window opens from the refused press itself.
  const [createWindow] = await Promise.all([
    context.waitForEvent('page', { timeout: SLOW_CHUNK_MS + 10_000 }),
    pressCreate(frame),
  ])
  const { address, platform } = await createInWindow(createWindow, frame)
  await expect(frame.getByRole('alert')).toHaveCount(0)
  expect(await inPage.credentials()).toHaveLength(0)

  // The frame remembers: the review goes to the secure window, which asks for the passkey after its Confirm (not the frame's ceremony, which would be refused again).
  await payDusd(address, '10')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '10 dUSD')
  const recipient = Wallet.createRandom().address
  await startSend(page, 'send', { token: DUSD, to: recipient, amount: '2' })
  await expect(frame.getByTestId('review-amount')).toContainText('2')
  await expect(frame.getByTestId('confirm-send')).toHaveAttribute('data-path', 'wallet')
  const [signWindow] = await Promise.all([
    context.waitForEvent('page'),
    clickConfirm(frame.getByTestId('confirm-send')),
  ])
  await addVirtualAuthenticator(signWindow, { holding: platform.created })
  // The secure window, showing the whole review; the passkey is asked there, after its Confirm.
  await expect(signWindow).toHaveURL(`${WIDGET_NAMED_URL}window.html#secure-confirm`)
  await expect(signWindow.getByTestId('secure-review')).toContainText(recipient)
  await confirmSecureWindow(signWindow)
  expect((await settled(page, 'send')).error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('2', 6))
})

test('the window blocked after the refusal: the visitor reads "press again", not a cancel, and the next press goes straight to the window', async ({
  context,
  page,
}) => {
  const slow = await slowPasskeyCode(context)
  const inPage = await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  await expectDelegated(frame)
  // Playwright starts Chromium with --disable-popup-blocking. The frame's window.open answers as a popup
  // blocker does for a call with no user activation left (null); the engine's refusal before it is real.
  await frame.evaluate(() => {
    const open = window.open.bind(window)
    ;(window as unknown as { realOpen: typeof open }).realOpen = open
    window.open = () => null
  })
  await pressCreate(frame)
  // Hands off the frame until the code has arrived and the frame's create() has been refused (at once).
  await slow.released
  await page.waitForTimeout(2_000)
  const alert = frame.getByRole('alert')
  await expect(alert).toContainText('This browser asks for passkeys in a window of its own')
  await expect(alert).toContainText('Press the button again')
  await expect(alert).not.toContainText(/declined|rejected|cancel/i)
  await expect(frame.getByTestId('account-address')).toHaveCount(0)
  expect(await inPage.credentials()).toHaveLength(0)

  // The next press has its own activation: the popup opens, straight to the window (the frame is not asked again).
  await frame.evaluate(() => {
    window.open = (window as unknown as { realOpen: typeof window.open }).realOpen
  })
  const [createWindow] = await Promise.all([context.waitForEvent('page'), pressCreate(frame)])
  await createInWindow(createWindow, frame)
})
