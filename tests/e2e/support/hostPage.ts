import type * as PenpalModule from 'penpal'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type BrowserContext, type Frame, type Locator, type Page } from '@playwright/test'
import { parseUnits } from 'ethers'
import type { WalletportEvents } from '../../../protocol/types'
import { HOST_ORIGIN, LOADER_URL, WIDGET_ORIGIN, WIDGET_URL } from './origins'
import { CONFIRM_DELAY_MS } from '../../../widget/src/guard/VisibilityClock'

export type RecordedEvent = { name: string; detail: unknown }

/**
 * Records every `walletport:*` DOM event on the host page into `window.__walletportEvents`,
 * installed before any page script runs: what a host that only listens would see.
 */
export async function recordHostEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window.top !== window) return
    const events: { name: string; detail: unknown }[] = []
    ;(window as unknown as { __walletportEvents: typeof events }).__walletportEvents = events
    const names = ['ready', 'connect', 'disconnect', 'accountsChanged', 'chainChanged', 'send', 'error']
    for (const name of [...names, 'permissionGranted', 'permissionRevoked']) {
      addEventListener(`walletport:${name}`, (event) => events.push({ name, detail: (event as CustomEvent).detail }))
    }
  })
}

export function hostEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __walletportEvents: RecordedEvent[] }).__walletportEvents)
}

/** An empty page on the host origin with walletport.js loaded, for tests that mount by hand. */
export async function openBlankHost(page: Page, origin = HOST_ORIGIN, loaderUrl = LOADER_URL): Promise<void> {
  await page.goto(`${origin}/blank.html`)
  await page.addScriptTag({ url: loaderUrl })
}

/** The widget's frame inside the page, found by its origin (waits for it to be attached). */
export async function widgetFrame(page: Page): Promise<Frame> {
  const find = () =>
    page
      .frames()
      .find(
        (f) =>
          /^http:\/\/(127\.0\.0\.1|wallet\.localhost):/.test(f.url()) &&
          new URL(f.url()).pathname.startsWith('/widget/'),
      )
  await expect.poll(() => find()?.url(), { message: 'no widget frame on the page', timeout: 10_000 }).toBeDefined()
  return find()!
}

/**
 * The launcher demo page, its auto-mounted handle kept as `window.handle` (as mountInline does),
 * once ready.
 */
export async function openLauncherHost(page: Page): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  await page.waitForFunction(() => window.Walletport?.instance)
  await page.evaluate(() => {
    window.handle = window.Walletport!.instance!
  })
  await page.evaluate(() => window.handle.ready)
}

const require = createRequire(import.meta.url)
/** Penpal's own browser build, for tests that speak the bridge protocol without our loader. */
export const PENPAL_SOURCE = readFileSync(
  require.resolve('penpal').replace(/penpal\.(c|m)?js$/, 'penpal.min.js'),
  'utf8',
)

/**
 * Mounts inline on the blank host page and keeps the handle as `window.handle`, so a test can
 * call the host API the way a host developer would.
 */
export async function mountInline(
  page: Page,
  options: Record<string, unknown> = {},
  origin = HOST_ORIGIN,
): Promise<Frame> {
  // walletport.js mounts only the widget of its own origin: a variant's widget, with its loader.
  await openBlankHost(
    page,
    origin,
    typeof options.widgetUrl === 'string' ? new URL('../walletport.js', options.widgetUrl).href : LOADER_URL,
  )
  await page.evaluate(async (opts) => {
    const handle = window.Walletport!.mount({ target: '#wallet', ...opts })
    ;(window as unknown as { handle: typeof handle }).handle = handle
    await handle.ready
  }, options)
  return widgetFrame(page)
}

/** How the visitor connects: which wallet of the list, and what to wait for. */
export type ConnectAs = {
  /** The wallet's entry in the list; the TestWallet's default name unless it was installed under another. */
  walletName?: RegExp
  /** Also wait until the balances show (chain 31337's native row): what a host send() is checked against. */
  untilBalance?: boolean
}

/**
 * A visitor connects on a mounted widget: on the connect screen (opened from the home where that shows
 * first), picks the wallet, and waits until the widget shows the account.
 */
export async function connectWallet(
  frame: Frame,
  wallet: { address: string },
  { walletName = /Test Wallet/, untilBalance = false }: ConnectAs = {},
): Promise<void> {
  // The visitor scrolls the widget into view first: Chromium does not render a cross-origin frame below the fold
  // (no animation frames), so Playwright's "stable" check, which waits for two, could wait there for ever.
  await (await frame.frameElement()).scrollIntoViewIfNeeded()
  await openConnectScreen(frame)
  await chooseWallet(frame, walletName)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  if (untilBalance) await expect(balanceAmount(frame)).toBeVisible()
}

/**
 * The connect screen, where a visit with nothing remembered opens; where the home shows instead (after
 * a disconnect, or where the browser denies the widget its storage, so "Continue as …" may be offered
 * there), the visitor opens it with "Connect a wallet".
 */
export async function openConnectScreen(frame: Frame): Promise<void> {
  const home = frame.getByRole('button', { name: 'Connect a wallet' })
  await expect(home.or(frame.locator('button.wallet-choice')).first()).toBeVisible()
  if (await home.isVisible()) await home.click()
}

/**
 * The visitor picks a wallet on the connect screen as a hand does: the pointer comes to rest on it
 * first. Connecting discloses the address, so the guard takes a wallet choice only from a pointer
 * that rested, on a connect screen seen whole for its delay (a lured click gets nothing).
 */
export async function chooseWallet(frame: Frame, name: string | RegExp): Promise<void> {
  const choice = frame.getByRole('button', { name })
  await clickChoice(choice)
  // The wallet's code, arriving while the visitor reads the shell's list, draws its own connect screen
  // in its place, which the guard watches afresh: a click just then is told to try again in a moment
  // (at once, or within 300 ms where the browser dropped the click as the frame resized), and the
  // visitor does, once it has settled.
  const note = frame.getByTestId('confirm-wait')
  await expect
    .poll(async () => (await note.isVisible()) || !(await choice.isVisible()), { timeout: 1000 })
    .toBe(true)
    .catch(() => undefined)
  if (await note.isVisible()) await clickChoice(choice)
}

/**
 * A visitor's click on a wallet choice (see clickAsVisitor). A wallet that answers at once (the dev
 * wallet, an injected one: `data-consent="window"`) connects only on the visitor's Confirm in the secure
 * window the click opens, which says the site will see the address: the visitor confirms there. A click
 * the guard refused opens nothing, and the caller sees its note.
 */
export async function clickChoice(choice: Locator): Promise<void> {
  await waitUntilSeenWhole(choice)
  await restPointerOn(choice)
  if ((await choice.getAttribute('data-consent')) !== 'window') return choice.click()
  const popup = choice.page().context().waitForEvent('page', { timeout: 10_000 })
  await choice.click()
  // The wallet's list, drawn over the shell's as this click landed, may have refused it ("try again").
  const refused = choice
    .locator('xpath=ancestor::section[1]')
    .getByTestId('confirm-wait')
    .waitFor({ timeout: 10_000 })
    .then(() => 'refused' as const)
  const outcome = await Promise.race([popup, refused])
  if (outcome === 'refused') return void popup.catch(() => undefined)
  refused.catch(() => undefined)
  await confirmConnectInWindow(outcome)
}

/** The secure window asking whether the site may see the address: the visitor reads it and confirms. */
export async function confirmConnectInWindow(popup: Page): Promise<void> {
  await expect(popup.getByTestId('secure-connect-discloses')).toBeVisible()
  await confirmSecureWindow(popup)
}

/** A visitor's deliberate click on a guarded button (a wallet choice, "Continue as"): seen whole, the pointer at rest on it first. */
export async function clickAsVisitor(button: Locator): Promise<void> {
  await waitUntilSeenWhole(button)
  await restPointerOn(button)
  await button.click()
}

/**
 * Mounts inline (`options` are the mount options) and connects `wallet` (a TestWallet, or any
 * account the chosen wallet answers with) through the widget's own connect screen, as a visitor
 * would; returns the widget's frame.
 */
export async function mountConnected(
  page: Page,
  wallet: { address: string },
  options: Record<string, unknown> = {},
  connectAs: ConnectAs = {},
): Promise<Frame> {
  const frame = await mountInline(page, options)
  await connectWallet(frame, wallet, connectAs)
  return frame
}

/**
 * The visitor composes a send in the widget's own form (recipient and amount typed in the widget) and
 * opens its review: the review whose Confirm is in the frame (a host's send() goes to the secure window).
 * Returns that Confirm.
 */
export async function composeSend(frame: Frame, to: string, amount: string): Promise<Locator> {
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(to)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByTestId('review-amount')).toContainText(amount)
  const confirm = frame.getByTestId('confirm-send')
  await expect(confirm).not.toHaveAttribute('data-path')
  return confirm
}

/** A balance row of the widget: `token` is 'native' or the token's address as the widget lists it. */
/**
 * The review of a host request once it is built. The review is drawn afresh when it replaces its
 * "preparing" step (a new review never inherits the guard's wait or an acknowledgement), so an element
 * of the preparing one, found just before, is gone by the time it is scrolled to or clicked.
 */
export function builtReview(frame: Frame): Locator {
  return frame.locator('[data-testid="approval"]:not(:has([data-testid="approval-preparing"]))')
}

export function balanceRow(frame: Frame, token = 'native', chainId = 31337): Locator {
  return frame.locator(
    `[data-testid="chain-balances"][data-chain="${chainId}"] [data-testid="balance-row"][data-token="${token}"]`,
  )
}

/** The amount a balance row shows; its title holds every digit and the symbol ("12.5 dUSD"). */
export function balanceAmount(frame: Frame, token = 'native', chainId = 31337): Locator {
  return balanceRow(frame, token, chainId).getByTestId('balance-amount')
}

/**
 * The exact amount a row shows, in base units, to compare with what ethers reads from the chain;
 * undefined while the row shows no amount. For `expect.poll`.
 */
export async function shownBalance(
  frame: Frame,
  token: string,
  decimals: number,
  chainId = 31337,
): Promise<bigint | undefined> {
  const title = await balanceAmount(frame, token, chainId)
    .getAttribute('title', { timeout: 500 })
    .catch(() => null)
  return title === null ? undefined : parseUnits(title.split(' ')[0]!, decimals)
}

/**
 * The visitor's pointer comes to rest on `button`, as a hand does before a click: the confirm guard
 * counts a pointer click only from a pointer that has rested in the widget for its delay (500 ms)
 * and whose iframe has not moved under it.
 */
export async function restPointerOn(button: Locator): Promise<void> {
  await expect(button).toBeEnabled()
  await button.hover()
  // Time is what the guard checks here: the pointer's dwell in the widget, longer than its 500 ms.
  await button.page().waitForTimeout(600)
}

/**
 * A visitor's click on a review's Confirm: they scroll the wallet into view to read the review (again
 * if it grew meanwhile), it waits until the review has been seen whole (the button's `data-guard` says
 * `ready`; `untracked` where the browser cannot report visibility), and the pointer rests on the button
 * first (see restPointerOn; a pointer that has just arrived in the widget, or whose iframe just moved
 * under it, does not count). A review whose path is the secure window (`data-path="secure"`: whatever
 * moves value, grants a permission or signs, see widget/src/guard/confirmPath.ts) is confirmed there.
 */
export async function clickConfirm(button: Locator): Promise<void> {
  await waitUntilSeenWhole(button)
  await restPointerOn(button)
  if ((await button.getAttribute('data-path')) === 'secure') await confirmInSecureWindow(button)
  else await button.click() // in the frame, or the wallet's own window (`data-path="wallet"`) that the caller answers
}

/**
 * The visitor scrolls the wallet into view to read what it asks (again if it grew meanwhile), until the
 * guard has seen it whole for its delay: the button's `data-guard` says `ready` (`untracked` where the
 * browser cannot report visibility). A button that opens the secure window or the wallet's own window
 * (`data-path`) waits only for its review.
 */
async function waitUntilSeenWhole(button: Locator): Promise<void> {
  const frameElement = await (await (await button.elementHandle())!.ownerFrame())?.frameElement()
  await expect(async () => {
    await frameElement?.scrollIntoViewIfNeeded()
    // A button that opens a window of the widget origin needs only its review ready: that window is the guard.
    if (await button.getAttribute('data-path')) await expect(button).toBeEnabled({ timeout: 1000 })
    else await expect(button).toHaveAttribute('data-guard', /^(ready|untracked)$/, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
}

/**
 * The secure window's part: the click on the review's button opens it (a popup of the widget origin),
 * the visitor reads the same review there, ticks its acknowledgement where it asks for one, and
 * confirms; the window closes. Returns nothing: the outcome is read from the host or the chain.
 */
export async function confirmInSecureWindow(button: Locator): Promise<void> {
  const [popup] = await Promise.all([button.page().context().waitForEvent('page'), button.click()])
  await expect(popup.getByTestId('secure-review')).toBeVisible()
  const acknowledge = popup.getByRole('checkbox')
  if ((await acknowledge.count()) > 0) await acknowledge.check()
  await confirmSecureWindow(popup)
}

/**
 * The visitor's click on the secure window's Confirm, which closes the window: the pointer moves onto Confirm and
 * rests there while the window arms, then clicks. The window counts a mouse click only from a pointer that has rested
 * on Confirm for its delay, in a window armed (focused and visible for the delay): a pointer that arrives and clicks
 * in the same instant, or a click before it armed, is refused and starts the wait again (windowApps/windowGuard.ts).
 * The rest is as long as that rule needs, counted from the hover, which the window has seen by the time it returns.
 */
export async function confirmSecureWindow(popup: Page): Promise<void> {
  const confirm = popup.getByTestId('secure-confirm')
  await confirm.hover()
  const restedAt = Date.now() + CONFIRM_DELAY_MS
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  // Time is what the window checks here: the pointer's rest on Confirm, its 500 ms.
  if (restedAt > Date.now()) await popup.waitForTimeout(restedAt - Date.now())
  await clickAndExpectClose(confirm)
}

/**
 * A click on a button that closes its own window (the secure window's Confirm and Cancel): the
 * window is expected to close. Playwright's click may still be finishing its mouse-up when the page
 * goes, and then throws "Target page … has been closed"; that error counts only once the close was seen.
 */
export async function clickAndExpectClose(button: Locator): Promise<void> {
  const closed = button.page().waitForEvent('close', { timeout: 10_000 })
  const clicked = button.click().then(
    () => undefined,
    (error: Error) => error,
  )
  await closed
  const error = await clicked
  if (error && !/has been closed/.test(error.message)) throw error
}

/** What the visitor reads is all inside the frame: no line runs past its right edge, cut off. */
export async function expectNothingCutOff(frame: Frame): Promise<void> {
  const { scrollWidth, width } = await frame.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scrollWidth, 'a line of the widget runs past its frame, cut off').toBeLessThanOrEqual(width)
}

/** Starts a host API call (`window.handle[call](...args)`) without waiting for it; its outcome is read later with `settled`. */
export async function startCall(page: Page, key: string, call: string, ...args: unknown[]): Promise<void> {
  await page.evaluate(
    ([k, c, a]) => {
      const w = window as unknown as {
        handle: Record<string, (...args: unknown[]) => Promise<unknown>>
        calls: Record<string, unknown>
      }
      w.calls ??= {}
      w.calls[k] = { pending: true }
      w.handle[c]!(...a).then(
        (value) => (w.calls[k] = { value }),
        (error: { code: string; name: string; message: string }) =>
          (w.calls[k] = { error: { code: error.code, name: error.name }, errorMessage: error.message }),
      )
    },
    [key, call, args] as const,
  )
}

/** Starts a host `send(request)` without waiting for it; read its outcome with `settled(page, key)`. */
export function startSend(page: Page, key: string, request: Record<string, unknown>): Promise<void> {
  return startCall(page, key, 'send', request)
}

export async function settled(
  page: Page,
  key: string,
): Promise<{ value?: unknown; error?: { code: string; name: string }; errorMessage?: string }> {
  await page.waitForFunction(
    (k) => !(window as unknown as { calls: Record<string, { pending?: boolean }> }).calls[k]!.pending,
    key,
  )
  return page.evaluate((k) => (window as unknown as { calls: Record<string, never> }).calls[k]!, key)
}

/** The `walletport:send` events the host page heard, in order (recordHostEvents). */
export async function sendEvents(page: Page): Promise<WalletportEvents['send'][]> {
  return (await hostEvents(page)).filter((e) => e.name === 'send').map((e) => e.detail as WalletportEvents['send'])
}

/** The demo page's log line of an action (its label, then its result → or its error ✗), once it is there. */
export async function demoLogOutcome(page: Page, label: string, timeout = 30_000): Promise<string> {
  const line = page.locator(`#log li[data-line^="${label} "]`).first()
  await expect(line).toBeVisible({ timeout })
  return (await line.textContent())!
}

/** What a raw bridge connection offers a test: the widget's one penpal method. */
export type RawBridge = { call(request: unknown): Promise<{ ok: boolean; value?: unknown; error?: { code: string } }> }

/**
 * Embeds the widget on the blank host page without the loader and opens penpal to it directly,
 * as a hostile host could: the remote is left as `window.rawBridge`, the iframe as
 * `window.rawWidget`, for the test's own page.evaluate calls.
 */
export async function openRawBridge(page: Page, { discover }: { discover?: unknown } = {}): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.evaluate(
    async ({ penpal, widgetUrl, widgetOrigin, discover }) => {
      const widget = document.createElement('iframe')
      widget.src = widgetUrl
      widget.referrerPolicy = 'origin'
      document.body.append(widget)
      // The attacker's page runs penpal's own browser build: its source, evaluated in the page.
      // oxlint-disable-next-line no-eval
      ;(0, eval)(penpal)
      const Penpal = (window as unknown as { Penpal: typeof PenpalModule }).Penpal
      const remote = await Penpal.connect({
        messenger: new Penpal.WindowMessenger({ remoteWindow: widget.contentWindow!, allowedOrigins: [widgetOrigin] }),
        channel: 'walletport/1',
        timeout: 10_000,
        // The host's side of the bridge, answered by the page itself rather than the real host agent.
        methods: {
          notify: () => {},
          agent: (request: { op?: string }) =>
            request?.op === 'discover' && discover !== undefined
              ? { ok: true, value: discover }
              : { ok: true, value: null },
        },
      }).promise
      Object.assign(window, { rawBridge: remote, rawWidget: widget })
    },
    { penpal: PENPAL_SOURCE, widgetUrl: WIDGET_URL, widgetOrigin: WIDGET_ORIGIN, discover },
  )
}

/** Takes IntersectionObserver v2 away from the widget, as in Firefox and Safari today: every confirm goes to the secure window. */
export async function withoutVisibilityTracking(context: BrowserContext): Promise<void> {
  await context.addInitScript((widgetOrigin) => {
    if (location.origin !== widgetOrigin) return
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  }, WIDGET_ORIGIN)
}
