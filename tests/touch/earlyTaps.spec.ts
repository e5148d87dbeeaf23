import { expect, test, type Frame, type Locator, type Page } from '@playwright/test'
import { Wallet } from 'ethers'
import { devAccount } from '../../devchain/accounts'
import { HOST_ORIGIN } from '../../devchain/ports'
import { balanceAmount, widgetFrame } from '../e2e/support/hostPage'

/**
 * A phone's visitor taps as soon as a screen appears, before the guard has seen it whole: on a wallet choice while
 * the widget is still starting and its own list replaces the shell's, on a review's Edit as the review grows, and on
 * its Confirm. No tap may be
 * ignored without a word: each one either acts or leaves a note on screen, worded for its screen, and a later tap
 * counts once the screen has been seen.
 */
const DEV_ADDRESS = devAccount(0).address

/** What the screen says after a tap: the notes of the frame (a refused tap's, the page's early one, an alert). */
const NOTES = '[data-testid="confirm-wait"], [data-testid="tap-dropped"], #page-note:not([hidden]), [role="alert"]'

/**
 * Taps `button` every 300 ms from the moment it is there until `acted` says the tap did something; after each tap
 * that did not, a note must be on screen within a second. Returns the notes seen.
 */
async function tapUntil(frame: Frame, button: Locator, acted: () => Promise<boolean>): Promise<string[]> {
  const seen: string[] = []
  await button.waitFor()
  for (let tap = 0; tap < 40; tap++) {
    await button.tap({ timeout: 2000 }).catch(() => {})
    const said = await expect
      .poll(async () => ((await acted()) ? ['acted'] : await frame.locator(NOTES).allInnerTexts()), { timeout: 1000 })
      .not.toEqual([])
      .then(
        () => true,
        () => false,
      )
    expect(said, `tap ${tap + 1} was ignored: nothing acted and no note was on screen`).toBe(true)
    if (await acted()) return seen
    seen.push(...(await frame.locator(NOTES).allInnerTexts()))
    await frame.page().waitForTimeout(300)
  }
  throw new Error('no tap acted in 40')
}

test('taps on a wallet choice from the moment the connect screen appears: each one acts or leaves a note about the choice', async ({
  page,
}) => {
  const popups: Page[] = []
  page.context().on('page', (popup) => popups.push(popup))
  await page.goto(`${HOST_ORIGIN}/`)
  const frame = await widgetFrame(page)
  const notes = await tapUntil(frame, frame.getByRole('button', { name: /Dev wallet/ }), async () => popups.length > 0)
  // Worded for a wallet choice, never for a review.
  for (const note of notes) expect(note).not.toMatch(/review/i)
  expect(notes.length).toBeGreaterThan(0)
  // The tap that counted opened the secure window; the visitor confirms there and is connected.
  const window = popups[0]!
  const confirm = window.getByTestId('secure-confirm')
  await expect(confirm).toBeEnabled()
  await window.waitForTimeout(600)
  const closed = window.waitForEvent('close')
  await confirm.tap().catch((error: Error) => {
    if (!/has been closed/.test(error.message)) throw error
  })
  await closed
  await expect(frame.getByTestId('account-address')).toHaveText(DEV_ADDRESS)
})

test('taps on Confirm from the moment the review appears: each one acts or says the review is being checked', async ({
  page,
}) => {
  const popups: Page[] = []
  page.context().on('page', (popup) => popups.push(popup))
  await page.goto(`${HOST_ORIGIN}/`)
  const frame = await widgetFrame(page)
  await tapUntil(frame, frame.getByRole('button', { name: /Dev wallet/ }), async () => popups.length > 0)
  const window = popups[0]!
  await expect(window.getByTestId('secure-confirm')).toBeEnabled()
  await window.waitForTimeout(600)
  const closed = window.waitForEvent('close')
  await window
    .getByTestId('secure-confirm')
    .tap()
    .catch(() => {})
  await closed
  await expect(balanceAmount(frame)).toBeVisible()

  await frame.getByRole('button', { name: 'Send', exact: true }).tap()
  await frame.getByTestId('send-to').fill(Wallet.createRandom().address)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.01')
  await frame.getByRole('button', { name: 'Review' }).tap()
  // Edit from the moment the review appears: the review grows as its preview lands, and Chromium drops the click of a
  // tap on a frame resizing under the finger. Each tap acts (back to the form) or says the screen was changing.
  const confirmSend = frame.getByTestId('confirm-send')
  const dropped = await tapUntil(
    frame,
    frame.getByRole('button', { name: 'Edit' }),
    async () => !(await confirmSend.count()),
  )
  for (const note of dropped) expect(note).toMatch(/“Edit”/)
  await frame.getByRole('button', { name: 'Review' }).tap()
  const status = frame.getByTestId('send-status')
  const notes = await tapUntil(frame, confirmSend, async () => (await status.count()) > 0)
  for (const note of notes) expect(note).toMatch(/review/i)
  await expect(status).toHaveAttribute('data-step', 'confirmed')
})
