import { expect, test, type Page } from '@playwright/test'
import { parseEther } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { provider, signer } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { connectWallet, hostEvents, recordHostEvents, shownBalance, widgetFrame } from './support/hostPage'
import { FOREIGN_ORIGIN, HOST_ORIGIN, LOADER_URL, WIDGET_ORIGIN } from './support/origins'

/** What a site owner and a host developer meet first: the refusal, the page's focus, a strict CSP. */

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('a host not on the allowlist learns it within 3 s, told what to change, with no unhandled rejection', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const consoleErrors: string[] = []
  page.on(
    'console',
    (message) =>
      message.type() === 'error' && !message.text().includes('frame-ancestors') && consoleErrors.push(message.text()),
  )
  await page.goto(`${FOREIGN_ORIGIN}/blank.html`)
  const started = Date.now()
  // Script-tag mode: nobody holds `ready`.
  await page.evaluate((src) => {
    const script = document.createElement('script')
    script.src = src
    script.dataset.mount = '#wallet'
    document.head.append(script)
  }, LOADER_URL)
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name), { timeout: 3_000 }).toEqual(['error'])
  expect(Date.now() - started).toBeLessThan(3_000)
  const message = `${FOREIGN_ORIGIN} may not embed this wallet: add it to allowedOrigins in the deployment config of ${WIDGET_ORIGIN} (walletport.config.json), then rebuild`
  expect((await hostEvents(page))[0]!.detail).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message })
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.waitForTimeout(500) // time is the test: an unhandled rejection would be reported after the microtasks
  expect(errors).toEqual([])
  expect(consoleErrors).toEqual([`Walletport: ORIGIN_NOT_ALLOWED: ${message}`])
})

test('the inline widget takes neither focus nor scroll from the host page, through load, session restore and balance refreshes', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  const mountBelowForm = () =>
    page.evaluate((src) => {
      // A form above the fold with an autofocused field, the widget far below it.
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<label>Search <input id="search" autofocus></label><div style="height:1200px"></div>',
      )
      document.querySelector<HTMLInputElement>('#search')!.focus()
      const script = document.createElement('script')
      script.src = src
      script.dataset.mount = '#wallet'
      document.head.append(script)
      return new Promise((resolve) => addEventListener('walletport:ready', resolve, { once: true }))
    }, LOADER_URL)
  const focusAndScroll = () =>
    page.evaluate(() => ({ focused: document.activeElement?.id, scrollY: Math.round(scrollY) }))

  // A first visit: the visitor connects (their clicks, their focus).
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await mountBelowForm()
  let frame = await widgetFrame(page)
  // It opens on the connect screen, which the wallet's code takes over once it has come: neither takes the
  // focus from the visitor's field nor scrolls to the widget (the waiting after the handover is the test).
  await expect(frame.getByTestId('connect-site')).toBeVisible()
  // Polled by time: Chromium draws no animation frames in a cross-origin frame below the fold.
  await frame.waitForFunction(() => performance.getEntriesByName('walletport:wallet').length > 0, undefined, {
    polling: 100,
  })
  await page.waitForTimeout(500)
  expect(await focusAndScroll()).toEqual({ focused: 'search', scrollY: 0 })
  await connectWallet(frame, wallet)

  // The next page load: the session comes back on its own, and balances refresh with new blocks:
  // three deposits from outside, each shown by the widget as it arrives.
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await mountBelowForm()
  expect(await focusAndScroll()).toEqual({ focused: 'search', scrollY: 0 })
  frame = await widgetFrame(page)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  const payer = signer(devPrivateKey(ACCOUNTS.outsider))
  for (let i = 0; i < 3; i++) {
    await (await payer.sendTransaction({ to: wallet.address, value: parseEther('0.001') })).wait()
    const balance = await provider.getBalance(wallet.address)
    await expect.poll(() => shownBalance(frame, 'native', 18)).toBe(balance)
  }
  expect(await focusAndScroll()).toEqual({ focused: 'search', scrollY: 0 })
  await page.keyboard.type('shoes')
  await expect(page.locator('#search')).toHaveValue('shoes')
})

test("under the host API doc's strict CSP (no inline styles or scripts) the launcher renders at the bottom right and the widget works", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { violations: string[] }).violations = violations
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  // demo-host/strict-csp.html carries the CSP of docs/host-api.md in a meta tag, and an external listener.
  await page.goto(`${HOST_ORIGIN}/strict-csp.html`)
  await expect.poll(() => page.evaluate(() => window.Walletport?.instance !== undefined)).toBe(true)
  await page.evaluate(() => window.Walletport!.instance!.ready)
  await expect(page.locator('#log li[data-line="event ready"]')).toHaveCount(1)
  const launcher = page.getByRole('button', { name: 'Wallet' })
  const box = (await launcher.boundingBox())!
  const viewport = page.viewportSize()!
  // Styled: fixed 20 px from the bottom right corner, not at the top left of the page.
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(20)
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(20)
  await launcher.click()
  const frame = await widgetFrame(page)
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
})

/**
 * The page's text the launcher button lies on, once the page is scrolled to its end: what a visitor
 * on a phone cannot read however they scroll. Text a scrolling box of the page clips is not shown,
 * so only its part inside that box counts.
 */
async function textUnderLauncher(page: Page): Promise<string[]> {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)
  return page.evaluate(() => {
    const slot = [...document.body.children].find((element) => element.shadowRoot?.querySelector('button'))
    const button = slot!.shadowRoot!.querySelector('button')!.getBoundingClientRect()
    const covered: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let top = -Infinity
      let bottom = Infinity
      for (let box = node.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible') continue
        const clip = box.getBoundingClientRect()
        top = Math.max(top, clip.top)
        bottom = Math.min(bottom, clip.bottom)
      }
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        const shown = line.width > 0 && Math.max(line.top, top) < Math.min(line.bottom, bottom)
        const overlaps =
          line.left < button.right &&
          line.right > button.left &&
          Math.max(line.top, top) < button.bottom &&
          Math.min(line.bottom, bottom) > button.top
        if (shown && overlaps) covered.push(node.textContent!.trim().slice(0, 60))
      }
    }
    return covered
  })
}

test('a 360 px phone: scrolled to the end, the launcher lies on none of the page text, on the demo or on any long page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } })
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  const page = await context.newPage()
  // The demo: the visitor connects, leaves and comes back; the page's event log fills its box at the page's end.
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  const launcher = page.getByRole('button', { name: 'Wallet' })
  await launcher.click()
  const frame = await widgetFrame(page)
  await connectWallet(frame, wallet)
  await frame.getByRole('button', { name: 'Disconnect' }).click()
  await connectWallet(frame, wallet)
  await frame.getByRole('button', { name: 'Close wallet' }).click()
  await expect(page.locator('#log li[data-line^="event connect"]')).toHaveCount(2)
  expect(await page.locator('#log').evaluate((log) => log.scrollHeight > log.clientHeight)).toBe(true)
  expect(await textUnderLauncher(page)).toEqual([])

  // Any page whose text runs to its very end: an article, the script tag after it.
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.evaluate((src) => {
    for (let i = 0; i < 20; i++)
      document.body.insertAdjacentHTML('beforeend', `<p>Paragraph ${i}: ${'all of it worth reading '.repeat(8)}</p>`)
    document.body.lastElementChild!.setAttribute('style', 'margin-bottom: 0')
    const script = document.createElement('script')
    script.src = src
    script.dataset.mount = ''
    document.body.append(script)
  }, LOADER_URL)
  await expect(launcher).toBeVisible()
  expect(await textUnderLauncher(page)).toEqual([])

  // A host that keeps the room free itself takes the launcher's back.
  const room = () => page.locator('[data-walletport-launcher]').evaluate((slot) => slot.getBoundingClientRect().height)
  expect(await room()).toBe(72)
  await page.addStyleTag({ content: '[data-walletport-launcher] { height: 0 }' })
  expect(await room()).toBe(0)
  await context.close()
})
