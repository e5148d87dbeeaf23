import { expect, test, type Frame, type Page } from '@playwright/test'
import { contrastRatio, parseRgba } from '../../widget/src/theme/checkAccent'
import { Wallet, parseUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { tokenBalance } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import {
  balanceAmount,
  clickConfirm,
  composeSend,
  connectWallet,
  mountConnected,
  mountInline,
  recordHostEvents,
  settled,
  startCall,
  widgetFrame,
  chooseWallet,
} from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

const dUSD = devchainToken('dUSD')
const KEY = devPrivateKey(ACCOUNTS.experience)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

const css = (frame: Frame, selector: string, property: string) =>
  frame
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

/** Presses Tab until the focused element in the widget matches `name`, as a keyboard user does. */
async function tabTo(page: Page, frame: Frame, name: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const focused = await frame.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || !el.matches('button, a, input, select')) return ''
      return `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${el.getAttribute('data-testid') ?? ''}`
    })
    if (name.test(focused)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`no focusable element matching ${name}`)
}

/**
 * The keyboard visitor in the secure window a key of theirs opened: Tab to its Confirm, held for the delay, then
 * Enter; the window closes on it.
 */
async function confirmInWindowWithKeys(window: Page): Promise<void> {
  const confirm = window.getByTestId('secure-confirm')
  for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await window.keyboard.press('Tab')
  await window.waitForTimeout(600)
  const closed = window.waitForEvent('close')
  // Its Confirm closes its own window: a key still finishing may find the page gone (as clickAndExpectClose).
  await window.keyboard.press('Enter').catch((error: Error) => {
    if (!/has been closed/.test(error.message)) throw error
  })
  await closed
}

/**
 * Enter on the focused choice of a wallet that answers at once, held in focus for the guard's delay: it opens the
 * secure window (the visitor confirms there that the site may see the address), and the keyboard visitor confirms
 * in it too. A key told to try again in a moment (the wallet's list, arriving in the shell's place, is watched
 * afresh) opens nothing, and the visitor presses again.
 */
async function connectWithEnter(page: Page): Promise<void> {
  let window: Page | undefined
  for (let tries = 0; tries < 3 && !window; tries++) {
    await page.waitForTimeout(600)
    ;[window] = await Promise.all([
      page
        .context()
        .waitForEvent('page', { timeout: 2000 })
        .catch(() => undefined),
      page.keyboard.press('Enter'),
    ])
  }
  if (!window) throw new Error('Enter on the wallet never opened the secure window')
  await expect(window.getByTestId('secure-connect-discloses')).toBeVisible()
  await confirmInWindowWithKeys(window)
}

/**
 * Enter on a Confirm in the frame, held in focus for the delay, by a visitor with no pointer at all: a focus the
 * widget cannot tell from one the host gave, so the key opens the secure window, where the visitor confirms.
 */
async function confirmWithEnterInWindow(page: Page, frame: Frame, confirm: RegExp, shows: string): Promise<void> {
  await tabTo(page, frame, confirm)
  await page.waitForTimeout(600)
  const [window] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')])
  await expect(window.getByTestId('secure-review')).toContainText(shows)
  await confirmInWindowWithKeys(window)
}

test('themes: dark, an accent colour, and auto following prefers-color-scheme', async ({ page }) => {
  let frame = await mountInline(page, { theme: 'dark', accent: '#ff0066' })
  await expect.poll(() => css(frame, 'body', 'background-color')).toBe('rgb(20, 23, 31)')
  // The home's "Connect a wallet" (Back from the wallets a first visit opens on) wears the accent. A click on the
  // prerendered page before React has taken it over is told "the wallet was still starting", in a note over the
  // foot of the frame that takes no click: the visitor clicks Back again.
  await expect(async () => {
    await frame.getByRole('button', { name: 'Back' }).click({ timeout: 2000 })
    await expect(frame.getByRole('button', { name: 'Connect a wallet' })).toBeVisible({ timeout: 1000 })
  }).toPass()
  // #ff0066 leaves a white label at 3.86:1: Confirm and the other buttons wear it darker, at 4.5:1 at least.
  const button = parseRgba(await css(frame, 'button.primary', 'background-color'))!
  expect(contrastRatio(button, { r: 255, g: 255, b: 255, a: 1 })).toBeGreaterThanOrEqual(4.5)
  // The same hue, only darker: no green, blue to red as 102 to 255 (to a unit's rounding).
  expect(button.g).toBe(0)
  expect(Math.abs((button.b / button.r) * 255 - 102)).toBeLessThan(2)

  await page.emulateMedia({ colorScheme: 'dark' })
  frame = await mountInline(page, { theme: 'auto' })
  await expect.poll(() => css(frame, 'body', 'background-color')).toBe('rgb(20, 23, 31)')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => css(frame, 'body', 'background-color')).toBe('rgb(255, 255, 255)')
})

test('locales: the locale option and the browser language choose the words and the number format', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' })
  await recordHostEvents(context)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const page = await context.newPage()
  let frame = await mountInline(page)
  await expect(frame.getByText('Elige una cartera.')).toBeVisible()
  await frame.getByRole('button', { name: 'Atrás' }).click()
  await expect(frame.getByRole('button', { name: 'Conectar una cartera' })).toBeVisible()

  frame = await mountInline(page, { locale: 'de-DE' })
  await expect(frame.getByText('möchte sich verbinden')).toBeVisible()
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByRole('heading', { name: 'Guthaben' })).toBeVisible()
  const usd = await tokenBalance(dUSD.address, wallet.address)
  const whole = (usd / 10n ** 6n).toLocaleString('de-DE')
  await expect(balanceAmount(frame, dUSD.address)).toHaveText(new RegExp(`^${whole.replace('.', '\\.')}`))
  await context.close()
})

test('a host locale en-DE: English texts with English digits, on the balances and the fee line', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, { locale: 'en-DE' })
  await expect(frame.getByRole('heading', { name: 'Balances' })).toBeVisible()
  // German digits would be "1.234,5" under the English words: the amount is written as the text around it is.
  const usd = await tokenBalance(dUSD.address, wallet.address)
  const whole = (usd / 10n ** 6n).toLocaleString('en')
  await expect(balanceAmount(frame, dUSD.address)).toHaveText(new RegExp(`^${whole}(\\.\\d+)?\\b`))
  await composeSend(frame, Wallet.createRandom().address, '1.5')
  await expect(frame.getByTestId('review-fee')).toHaveText(/^≈ 0\.\d+ ETH$/)
})

test('inline: the iframe takes the height of its content, with no inner scrollbar', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountInline(page)
  const iframe = page.locator('#wallet iframe')
  const heightBefore = await iframe.evaluate((el) => el.getBoundingClientRect().height)
  await connectWallet(frame, wallet)
  await expect(frame.locator('[data-chain="31338"] [data-testid="balance-amount"]').first()).toBeVisible()
  await expect
    .poll(async () => iframe.evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(heightBefore)
  await expect
    .poll(() => frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight))
    .toBeLessThanOrEqual(0)
})

test('keyboard alone, no pointer at all: connect, send, review and confirm, each through the secure window', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountInline(page)
  const to = Wallet.createRandom().address
  // Tab from the host page into the widget: the widget cannot tell this focus from one the host gave, so a key that
  // would connect or confirm opens the secure window, a window of the widget's own the host cannot focus or cover.
  await expect(frame.getByRole('button', { name: 'Test Wallet' })).toHaveAttribute('data-guard', 'ready')
  await tabTo(page, frame, /Test Wallet/)
  await connectWithEnter(page)
  await expect(frame.getByTestId('account-address')).toBeVisible()
  expect(wallet.requested('eth_requestAccounts')).toHaveLength(1)
  await tabTo(page, frame, /^ Send $/)
  await page.keyboard.press('Enter')
  await tabTo(page, frame, / send-token$/)
  await page.keyboard.press('ArrowDown') // ETH → dUSD
  await tabTo(page, frame, / send-to$/)
  await page.keyboard.type(to)
  await tabTo(page, frame, / send-amount$/)
  await page.keyboard.type('2.5')
  await tabTo(page, frame, /Review/)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('confirm-send')).toHaveAttribute('data-guard', 'ready')
  await confirmWithEnterInWindow(page, frame, / confirm-send$/, to)
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('2.5', 6))
})

// docs/accessibility.md names this test, with the one above, for WCAG 2.1.1 and 4.1.3.
test('keyboard alone: Receive and Copy, Activity, switch network, sign a sign-in (in the secure window) and reject one', async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountInline(page)
  // The wallet's own list, its guard armed (the shell's list before it takes no choice of a wallet not yet loaded).
  await expect(frame.getByRole('button', { name: 'Test Wallet' })).toHaveAttribute('data-guard', 'ready')
  await tabTo(page, frame, /Test Wallet/)
  await connectWithEnter(page)
  await expect(frame.getByTestId('account-address')).toBeVisible()
  // Receive: Copy says what it did in its live region; Back.
  await tabTo(page, frame, /^ Receive $/)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('receive-qr')).toBeVisible()
  await tabTo(page, frame, /^ Copy address $/)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('receive-copied')).toHaveText(/Address copied|did not allow copying/)
  await tabTo(page, frame, /^ Back $/)
  await page.keyboard.press('Enter')
  await tabTo(page, frame, /^ Activity $/)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('activity')).toHaveAttribute('data-status', /ready|empty/)
  await tabTo(page, frame, /^ Back $/)
  await page.keyboard.press('Enter')
  // The network, by its select: an arrow key chooses the next.
  await tabTo(page, frame, /Anvil \(local\)Anvil 2/)
  await page.keyboard.press('ArrowDown')
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil 2 (local)')
  // A sign-in: Enter on its Confirm held in focus for the delay opens the secure window, confirmed there.
  await startCall(page, 'signIn', 'signIn', { nonce: 'n0nce1234567', statement: 'Sign in by keys.' })
  await expect(frame.getByTestId('confirm-approval')).toHaveAttribute('data-guard', 'ready')
  await confirmWithEnterInWindow(page, frame, / confirm-approval$/, 'Sign in by keys.')
  expect((await settled(page, 'signIn')).value).toBeDefined()
  // Another, rejected: Reject needs no guard, a key on it at once.
  await startCall(page, 'again', 'signIn', { nonce: 'n0nce7654321', statement: 'Sign in by keys.' })
  await expect(frame.getByTestId('confirm-approval')).toBeVisible()
  await tabTo(page, frame, /^ Reject $/)
  await page.keyboard.press('Enter')
  expect((await settled(page, 'again')).error?.code).toBe('USER_REJECTED')
})

test("a wallet choice focused with the keyboard keeps its focus when the wallet's list replaces the shell's: Enter connects", async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  // The wallet's code held back, as a slow network does, until the visitor has focused a choice on the shell's list.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/widget\/assets\/wallet-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const frame = await mountInline(page)
  // The visitor's click inside the widget makes the keys theirs (focus the host gives never counts).
  await frame.getByRole('heading', { level: 1 }).click()
  await tabTo(page, frame, /Test Wallet/)
  await frame.evaluate(() => ((document.activeElement as HTMLElement).dataset.shellsChoice = 'focused'))
  release()
  // The shell's button leaves the page with the wallet's list; the focus is on the same wallet there.
  await expect
    .poll(() =>
      frame.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return el?.dataset.shellsChoice ? "the shell's button" : (el?.textContent ?? '')
      }),
    )
    .toMatch(/^Test Wallet/)
  await connectWithEnter(page)
  await expect(frame.getByTestId('account-address')).toBeVisible()
})

test('the modal traps focus, closes on Escape and gives focus back to the launcher', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  const launcher = page.getByRole('button', { name: 'Wallet' })
  await launcher.click()
  const frame = await widgetFrame(page)
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toBeVisible()
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
  // Still inside the dialog: focus never left for the host page behind it.
  expect(await frame.evaluate(() => !!document.activeElement?.closest('.frame'))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.locator('iframe[title="Walletport wallet"]')).toBeHidden()
  expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe('Wallet')
})

test('a 360 px wide phone: the modal fills the screen, connect and send work', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  await recordHostEvents(context)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const page = await context.newPage()
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  await page.getByRole('button', { name: 'Wallet' }).click()
  const frame = await widgetFrame(page)
  const dialog = frame.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Polled: the loading frame's dialog gives way to the wallet's once its code has arrived.
  await expect
    .poll(() => dialog.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]))
    .toEqual([360, 740])
  await connectWallet(frame, wallet)
  const to = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-token').selectOption(dUSD.address)
  await frame.getByTestId('send-to').fill(to)
  await frame.getByTestId('send-amount').fill('1')
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('1', 6))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await context.close()
})
