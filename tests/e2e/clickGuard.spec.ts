import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test'
import { formatEther, parseEther, Wallet } from 'ethers'
import { freshAccount, provider as chain } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import {
  confirmSecureWindow,
  mountConnected,
  recordHostEvents,
  restPointerOn,
  settled,
  startSend,
  composeSend,
  withoutVisibilityTracking,
} from './support/hostPage'
import { FOREIGN_ORIGIN, HOST_ORIGIN, LOADER_URL, WIDGET_ORIGIN } from './support/origins'
import { CONFIRM_DELAY_MS } from '../../widget/src/guard/VisibilityClock'
import { startDisplay } from '../engines/support/display'

/**
 * The click must be the visitor's: attacks on the confirm guard from a real host page, against
 * the real widget in Chromium, whose IntersectionObserver v2 reports what the visitor can see.
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

/** A host send() whose review is on screen; its outcome is read with `settled(page, 'send')`. */
async function hostSendReview(page: Page, frame: Frame, amount = '0.25', recipient = RECIPIENT): Promise<void> {
  await startSend(page, 'send', { token: 'native', to: recipient, amount })
  await expect(frame.getByTestId('review-amount')).toContainText(amount)
}

/**
 * A send the visitor composed in the widget's form, its review on screen: the review whose Confirm is
 * in the frame (a host's send() goes to the secure window, guard/confirmPath.ts), so what these tests
 * attack is the in-frame guard itself.
 */
async function walletWithReview(context: BrowserContext, page: Page) {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  await composeSend(frame, RECIPIENT, '0.25')
  return { wallet, frame }
}

test('an overlay over the review rows, leaving Confirm in view, keeps Confirm disabled', async ({ context, page }) => {
  const { wallet, frame } = await walletWithReview(context, page)
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  // A fake review painted over the real rows; the real Confirm stays uncovered below it.
  await page.evaluate(() => {
    const iframe = document.querySelector('#wallet iframe')!.getBoundingClientRect()
    const fake = document.createElement('div')
    fake.textContent = 'Claim your free tokens'
    Object.assign(fake.style, {
      position: 'fixed',
      left: `${iframe.left}px`,
      top: `${iframe.top + 60}px`,
      width: `${iframe.width}px`,
      height: '200px',
      background: 'white',
      zIndex: '10',
    })
    document.body.append(fake)
  })
  await expect(frame.getByTestId('confirm-send')).toBeDisabled()
  await expect(frame.getByTestId('confirm-send')).toHaveAttribute('data-guard', 'hidden')
  await frame
    .getByTestId('confirm-send')
    .click({ force: true })
    .catch(() => {})
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('a crop wrapper that shows only the Confirm button keeps it disabled', async ({ context, page }) => {
  const { wallet, frame } = await walletWithReview(context, page)
  const confirm = frame.getByTestId('confirm-send')
  // The review has been seen whole: the guard would take a click now.
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  const box = (await confirm.boundingBox())!
  // The iframe's container turned into an overflow:hidden window exactly the size of the button
  // (moving the iframe itself would reload it): nothing of the review shows but Confirm.
  const container = (await page.locator('#wallet').boundingBox())!
  await page.evaluate(
    ({ top, height }) => {
      const wallet = document.getElementById('wallet')!
      Object.assign(wallet.style, { overflow: 'hidden', height: `${height}px` })
      Object.assign((wallet.querySelector('iframe') as HTMLIFrameElement).style, {
        position: 'relative',
        top: `-${top}px`,
      })
    },
    { top: box.y - container.y, height: box.height },
  )
  expect(Math.round((await confirm.boundingBox())!.y)).toBe(Math.round(container.y))
  // The guard sees the review cropped: Confirm is disabled, the review not fully visible.
  await expect(confirm).toHaveAttribute('data-guard', 'hidden')
  await expect(confirm).toBeDisabled()
  // Time is the test: well past the 500 ms confirm delay, the cropped review has not settled into an enabled Confirm.
  await page.waitForTimeout(1000)
  await expect(confirm).toHaveAttribute('data-guard', 'hidden')
  await expect(confirm).toBeDisabled()
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

/**
 * Clicks back to back at `at` for the delay and 1.5 s more, as a lured visitor clicks ("as fast as you can"); the
 * longest pause between two of them, as this process issued them. A pause of the whole delay makes the next click a
 * deliberate one by the guard's rule, so a stream a loaded machine paused that long proves nothing either way.
 */
async function clickStream(page: Page, at: { x: number; y: number }): Promise<number> {
  const until = Date.now() + 1500 + CONFIRM_DELAY_MS
  let last = Date.now()
  let longest = 0
  // A window that closed (a click confirmed in it) ends the stream: the caller reads what it cost.
  while (last < until && !page.isClosed()) {
    await page.mouse.click(at.x, at.y).catch(() => undefined)
    longest = Math.max(longest, Date.now() - last)
    last = Date.now()
  }
  return longest
}

test("clicks lured onto the frame's Confirm from the moment the review shows (double-click-jacking) send nothing while they go on; one click after a rest sends once", async ({
  context,
  page,
}) => {
  const { wallet, frame } = await walletWithReview(context, page)
  const confirm = frame.getByTestId('confirm-send')
  const box = (await confirm.boundingBox())!
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  // The same review again, and the host's lure already under way where its Confirm shows, from the moment it shows.
  // Up to three streams: one the machine did not pause for the delay is the test (see clickStream).
  let conclusive = false
  let sent = 0
  for (let attempt = 0; attempt < 3 && !conclusive; attempt++) {
    // A paused stream's click after the pause sent (deliberate by the rule): a new review from a new form.
    if (wallet.requested('eth_sendTransaction').length > sent) {
      sent = wallet.requested('eth_sendTransaction').length
      await frame.getByRole('button', { name: 'Done' }).click()
      await composeSend(frame, RECIPIENT, '0.25')
    }
    await frame.getByRole('button', { name: 'Edit' }).click()
    await frame.getByRole('button', { name: 'Review' }).click()
    await confirm.waitFor()
    conclusive = (await clickStream(page, at)) < CONFIRM_DELAY_MS - 150
    // Time is the test: two seconds of clicks on a review that arms after 500 ms, none of them the visitor's choice.
    if (conclusive) expect(wallet.requested('eth_sendTransaction')).toHaveLength(sent)
  }
  expect(conclusive, 'three click streams were each paused for the whole delay by a loaded machine').toBe(true)
  await expect(frame.getByTestId('confirm-wait')).toBeVisible()
  // The visitor stops, reads, and clicks once where the pointer rests: that click counts.
  const before = wallet.requested('eth_sendTransaction').length
  await expect(confirm).toBeEnabled()
  await page.mouse.click(at.x, at.y)
  await expect.poll(() => wallet.requested('eth_sendTransaction').length).toBe(before + 1)
})

test('the iframe slid under a resting cursor just before the click: that click does nothing', async ({
  context,
  page,
}) => {
  const { wallet, frame } = await walletWithReview(context, page)
  await page.evaluate(() => (document.getElementById('wallet')!.style.width = '420px')) // room beside it
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  const button = (await frame.getByTestId('confirm-send').boundingBox())!
  // The visitor's cursor rests on the host page, beside the widget (a game's button, say); the
  // slide is sideways, so the whole review stays on screen and fully visible.
  const lure = { x: 1000, y: button.y + button.height / 2 }
  await page.mouse.move(lure.x, lure.y)
  // Time is the scenario: the cursor has rested longer than the confirm delay, on the host page.
  await page.waitForTimeout(800)
  // The host slides the iframe (a translation: IntersectionObserver v2 still calls it visible)
  // so that Confirm sits under the cursor, and the lured click lands at once.
  await page.evaluate(
    ({ dx, dy }) => {
      ;(document.querySelector('#wallet iframe') as HTMLElement).style.transform = `translate(${dx}px, ${dy}px)`
    },
    { dx: lure.x - (button.x + button.width / 2), dy: lure.y - (button.y + button.height / 2) },
  )
  await page.mouse.click(lure.x, lure.y)
  // Time is the test: 800 ms on, the lured click has still sent nothing, and Confirm is still there;
  // the pointer has now rested in the widget longer than the 500 ms the guard asks.
  await page.waitForTimeout(800)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  await expect(frame.getByTestId('confirm-send')).toHaveText('Confirm and send')
  // A visitor who rested there and clicks again, knowing what they click, is served once the review has
  // settled again (the slide restarted its delay: Confirm enabled), however long the browser took to report it.
  // Under load a report of the slide can still come after Confirm showed enabled: the click then lands in a wait
  // started again, is told so, and the visitor clicks again, as they would. Never two sends.
  await expect(async () => {
    await expect(frame.getByTestId('confirm-send')).toBeEnabled()
    await page.mouse.click(lure.x, lure.y)
    await expect.poll(() => wallet.requested('eth_sendTransaction').length, { timeout: 3_000 }).toBe(1)
  }).toPass({ timeout: 20_000 })
  await page.waitForTimeout(500)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
})

test('cover, wait, uncover: Confirm stays disabled for at least 500 ms after the last uncover', async ({
  context,
  page,
}) => {
  const { frame } = await walletWithReview(context, page)
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await page.evaluate(() => {
    const iframe = document.querySelector('#wallet iframe')!.getBoundingClientRect()
    const cover = document.createElement('div')
    cover.id = 'cover'
    Object.assign(cover.style, {
      position: 'fixed',
      left: `${iframe.left}px`,
      top: `${iframe.top}px`,
      width: `${iframe.width}px`,
      height: `${iframe.height}px`,
      background: 'white',
      zIndex: '10',
    })
    document.body.append(cover)
  })
  await expect(frame.getByTestId('confirm-send')).toBeDisabled()
  await page.waitForTimeout(1500) // time is the test: longer than the delay, the old guard had "settled" by now
  const uncoveredAt = await page.evaluate(() => {
    document.getElementById('cover')!.remove()
    return performance.timeOrigin + performance.now()
  })
  // Poll the button from inside the widget, every frame, until it enables.
  const enabledAt = await frame.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const poll = () => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid="confirm-send"]')!
          if (!button.disabled && button.getAttribute('aria-disabled') !== 'true')
            resolve(performance.timeOrigin + performance.now())
          else requestAnimationFrame(poll)
        }
        poll()
      }),
  )
  expect(enabledAt - uncoveredAt).toBeGreaterThanOrEqual(500)
})

test('an accent that would make Confirm illegible is refused with INVALID_REQUEST naming the option', async ({
  page,
}) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
  const outcomes = await page.evaluate(async () => {
    const results: Record<string, string> = {}
    for (const accent of [
      'transparent',
      'rgba(31, 79, 216, 0.5)',
      '#1f4fd880',
      'white',
      '#eeeeee',
      'yellow',
      'currentColor',
      'inherit',
      'initial',
      'unset',
      '#1f4fd8',
      'darkgreen',
    ]) {
      const target = document.createElement('div')
      document.body.append(target)
      const handle = window.Walletport!.mount({ target, accent })
      results[accent] = await handle.ready.then(
        () => 'ready',
        (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
      )
      handle.destroy()
    }
    return results
  })
  for (const refused of [
    'transparent',
    'rgba(31, 79, 216, 0.5)',
    '#1f4fd880',
    'white',
    '#eeeeee',
    'yellow',
    'currentColor',
    'inherit',
    'initial',
    'unset',
  ]) {
    expect(outcomes[refused], refused).toMatch(/^INVALID_REQUEST: accent: /)
  }
  expect(outcomes['#1f4fd8']).toBe('ready')
  expect(outcomes.darkgreen).toBe('ready')
})

test('a page on a non-allowed origin framing an allowed host gets no wallet', async ({ page }) => {
  // The allowed host page, framed by a page on the third origin: every ancestor must be allowed.
  await page.goto(`${FOREIGN_ORIGIN}/blank.html`)
  await page.evaluate(async (host) => {
    const frame = document.createElement('iframe')
    frame.src = `${host}/blank.html`
    document.body.append(frame)
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  }, HOST_ORIGIN)
  const host = page.frames().find((f) => f.url().startsWith(HOST_ORIGIN))!
  await host.addScriptTag({ url: LOADER_URL })
  const ready = await host.evaluate(() =>
    window.Walletport!.mount({ target: document.body, timeoutMs: 3000 }).ready.then(
      () => 'ready',
      (error: { code: string }) => error.code,
    ),
  )
  expect(['TIMEOUT', 'ORIGIN_NOT_ALLOWED']).toContain(ready)
  // Nothing of the wallet is left on the host page: the loader removed the frame it could not talk to.
  await expect(host.locator('iframe')).toHaveCount(0)
  expect(page.frames().some((f) => f.url().startsWith(WIDGET_ORIGIN))).toBe(false)
})

test('without IntersectionObserver v2 the send is confirmed in the secure window, and lands on chain; clicks lured onto its Confirm (double-click-jacking: from the moment it opens, or from a pointer that arrives as it clicks) send nothing and say why, until the pointer rests there', async ({
  context,
  page,
}) => {
  await withoutVisibilityTracking(context)
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  // A recipient no other test pays, so its balance is exact.
  const recipient = Wallet.createRandom().address
  await hostSendReview(page, frame, '0.25', recipient)
  const button = frame.getByTestId('confirm-send')
  await expect(button).toHaveText('Confirm in a secure window')
  await expect(button).toHaveAttribute('data-guard', 'untracked')

  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
  await expect(popup).toHaveURL(`${WIDGET_ORIGIN}/widget/window.html#secure-confirm`)
  // The same review, on the widget origin, in a window of its own.
  await expect(popup.getByTestId('review-amount')).toHaveText('0.25 ETH')
  await expect(popup.getByTestId('review-to')).toHaveText(recipient)
  await expect(popup.getByTestId('host-origin')).toHaveText(HOST_ORIGIN)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)

  // A host that knows where the window opens lures clicks onto its Confirm ("double-click here to continue": the
  // first click opened it, the next land there).
  const confirm = popup.getByTestId('secure-confirm')
  const box = (await confirm.boundingBox())!
  const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  // What a lured click that counted cost the visitor, read back from the chain.
  const expectNothingSent = async (lure: string) => {
    if (popup.isClosed()) {
      const { value } = await settled(page, 'send')
      await chain.waitForTransaction((value as { hash: string }).hash)
      throw new Error(`${lure} confirmed: ${formatEther(await chain.getBalance(recipient))} ETH sent to ${recipient}`)
    }
    expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
    await expect(popup.getByTestId('confirm-wait')).toContainText('Rest the pointer on Confirm')
  }

  // Clicks back to back from the moment Confirm is there, on past the window's delay: none counts. A stream this
  // machine paused for the whole delay proves nothing (the click after such a pause is deliberate by the rule).
  const paused = await clickStream(popup, spot)
  if (popup.isClosed() && paused >= CONFIRM_DELAY_MS - 150)
    throw new Error(
      `inconclusive: the machine paused the click stream ${paused} ms, and a click after that is deliberate`,
    )
  await expectNothingSent('clicks from the moment the window opened')

  // The pointer rests elsewhere in the armed window, then arrives on Confirm and clicks in the same instant.
  const title = (await popup.locator('#secure-title').boundingBox())!
  await popup.mouse.move(title.x + 5, title.y + 5)
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  await popup.mouse.click(spot.x, spot.y).catch(() => undefined)
  await expectNothingSent('a click from a pointer that had just arrived')

  // The visitor rests the pointer on Confirm, as the note asks, and clicks: sent once.
  await confirmSecureWindow(popup)
  const { value } = await settled(page, 'send')
  await chain.waitForTransaction((value as { hash: string }).hash)
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.25'))
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
})

test('closing the secure window cancels; a blocked popup gets its message and never an unguarded Confirm', async ({
  context,
  page,
}) => {
  await withoutVisibilityTracking(context)
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  await hostSendReview(page, frame)
  const [popup] = await Promise.all([context.waitForEvent('page'), frame.getByTestId('confirm-send').click()])
  await expect(popup.getByTestId('secure-confirm')).toBeVisible()
  await popup.close()
  expect((await settled(page, 'send')).error?.code).toBe('USER_REJECTED')

  // A browser that blocks the popup: the review says so, and offers the secure window again only.
  await frame.evaluate(() => {
    window.open = () => null
  })
  await hostSendReview(page, frame, '0.5')
  await restPointerOn(frame.getByTestId('confirm-send'))
  await frame.getByTestId('confirm-send').click()
  await expect(frame.getByTestId('secure-window-blocked')).toContainText('Allow pop-ups')
  await expect(frame.getByTestId('confirm-send')).toHaveText('Open the secure window again')
  await expect(frame.getByRole('button', { name: /^Confirm and send$/ })).toHaveCount(0)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('the secure window takes a key only on a Confirm focused for the delay: Tab then Enter at once confirms nothing, Enter after the delay does', async ({
  context,
  page,
}) => {
  await withoutVisibilityTracking(context)
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const recipient = Wallet.createRandom().address
  await hostSendReview(page, frame, '0.25', recipient)
  const [popup] = await Promise.all([context.waitForEvent('page'), frame.getByTestId('confirm-send').click()])
  const confirm = popup.getByTestId('secure-confirm')
  // The window has settled: a mouse click now would count.
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  // Focus reaches Confirm by the keyboard (back from Cancel), and Enter follows at once.
  await popup.getByRole('button', { name: 'Cancel' }).focus()
  await popup.keyboard.press('Shift+Tab')
  await expect(confirm).toBeFocused()
  await popup.keyboard.press('Enter')
  await expect(popup.getByTestId('confirm-wait')).toContainText('Confirm takes a key after a moment in focus')
  await popup.waitForTimeout(CONFIRM_DELAY_MS)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  // The same key once Confirm has held the focus for the delay: the visitor's.
  // The window closes on the key's click, maybe before its key-up: that error counts once the close was seen.
  const closed = popup.waitForEvent('close')
  const pressed = popup.keyboard.press('Enter').catch((error: Error) => error)
  await closed
  const error = await pressed
  if (error && !/has been closed/.test(error.message)) throw error
  const { value } = await settled(page, 'send')
  await chain.waitForTransaction((value as { hash: string }).hash)
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.25'))
})

test('a host page that opens the secure window itself gets no review into it and no answer out of it', async ({
  context,
  page,
}) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void window.open(url, '_blank', 'popup'), `${WIDGET_ORIGIN}/widget/#secure-confirm`),
  ])
  const heard = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let count = 0
        addEventListener('message', () => count++)
        setTimeout(() => resolve(count), 1500)
      }),
  )
  expect(heard).toBe(0)
  await expect(popup.getByText('Loading the review…')).toBeVisible()
  await expect(popup.getByTestId('secure-confirm')).toHaveCount(0)
})

test('the secure window disarms when another window takes its focus, and re-arms only once it has had focus back for the whole delay', async ({
  playwright,
  launchOptions,
}) => {
  // Window focus is real only in a headed browser (headless Chromium tells every page it has focus):
  // this test runs Debian's Chromium headed, on a display of its own with a window manager.
  const display = await startDisplay()
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    headless: false,
    env: { ...process.env, DISPLAY: display.name },
  })
  try {
    const context = await browser.newContext()
    await recordHostEvents(context)
    const account = await freshAccount()
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
    const page = await context.newPage()
    const frame = await mountConnected(page, wallet)
    const recipient = Wallet.createRandom().address
    await hostSendReview(page, frame, '0.05', recipient)
    const [popup] = await Promise.all([context.waitForEvent('page'), frame.getByTestId('confirm-send').click()])
    // Playwright tells every page it has focus unless told not to; the window system decides from here.
    for (const window of [page, popup])
      await (await context.newCDPSession(window)).send('Emulation.setFocusEmulationEnabled', { enabled: false })
    const confirm = popup.getByTestId('secure-confirm')
    await expect(confirm).toHaveAttribute('data-guard', 'ready')

    // Another window takes the focus from the secure window (here the host page's own window is raised over it).
    await page.bringToFront()
    await expect(confirm).toHaveAttribute('data-guard', 'settling')
    // However long the visitor looks at that window, the secure window stays disarmed (it re-armed after 676 ms before).
    await page.waitForTimeout(2000)
    await expect(confirm).toHaveAttribute('data-guard', 'settling')
    // A click that lands on it meanwhile is told why it waits, and sends nothing.
    const box = (await confirm.boundingBox())!
    await popup.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(popup.getByTestId('confirm-wait')).toBeVisible()
    expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)

    // Focus back: it arms once it has held focus for the whole delay, not before.
    await popup.bringToFront()
    const focusedAt = Date.now()
    await expect(confirm).toHaveAttribute('data-guard', 'ready')
    expect(Date.now() - focusedAt).toBeGreaterThanOrEqual(CONFIRM_DELAY_MS - 100)
    await confirmSecureWindow(popup)
    const { value } = await settled(page, 'send')
    await chain.waitForTransaction((value as { hash: string }).hash)
    expect(await chain.getBalance(recipient)).toBe(parseEther('0.05'))
    expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
  } finally {
    await browser.close()
    display.stop()
  }
})
