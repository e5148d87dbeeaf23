import { expect, test } from '@playwright/test'
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
  await expect(frame.getByRole('button', { name: 'Connect a wallet' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
})
