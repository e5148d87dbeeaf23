import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Frame, type Page } from '@playwright/test'
import { Interface, Wallet } from 'ethers'
import { devchainToken } from '../../../devchain/tokens'
import { freshAccount } from '../../../harness/chain'
import { TestWallet } from '../../../harness/testWallet'
import { chooseWallet, clickAndExpectClose, clickConfirm, openBlankHost, restPointerOn, startCall } from './hostPage'

/** Serious or critical accessibility violations on the page and inside the widget's frame. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)
}

/** One screen of the tour: its name, the page showing it (the host page, or the secure window) and the widget's frame there. */
export type Screen = { name: string; page: Page; frame: Frame }

export type TourParameters = {
  theme: 'light' | 'dark'
  locale: 'en' | 'de' | 'es'
  /** Run on every screen a visitor reaches, once it has settled. */
  check: (screen: Screen) => Promise<void>
}

const dUSD = devchainToken('dUSD')
const ERC20 = new Interface(['function approve(address spender, uint256 amount)'])

/**
 * A visitor on a 360 px wide phone, in the launcher's modal, through every screen they reach: connect,
 * home, balances, the send form (with its errors), the send's review and status, Receive,
 * Activity, a host's unlimited token approval, the secure window it is confirmed in, and a sign-in.
 * `check` runs on each. A fresh account, so the tour never shares a nonce with another test.
 */
export async function visitEveryScreen(browser: Browser, { theme, locale, check }: TourParameters): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const account = await freshAccount(5n)
  await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const page = await context.newPage()
  await openBlankHost(page)
  await page.evaluate(
    async (options) => {
      window.handle = window.Walletport!.mount(options)
      await window.handle.ready
    },
    { theme, locale },
  )
  await page.getByRole('button', { name: 'Wallet' }).click()
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/widget/'))!
  const at = (name: string) => check({ name, page, frame })

  // A first visit opens on the wallets; Back leads to the home, whose "Connect a wallet" leads back to them.
  await expect(frame.locator('.wallet-choice').first()).toBeVisible()
  await at('connect')
  await frame.locator('.frame-body button.secondary').last().click()
  await expect(frame.locator('.frame-body button.primary')).toBeVisible()
  await at('home')
  await frame.locator('.frame-body button.primary').click()
  await expect(frame.locator('.wallet-choice').first()).toBeVisible()
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('account-address')).toHaveText(account.address)
  await expect(frame.getByTestId('balance-amount').first()).toBeVisible()
  await at('balances')

  const home = frame.locator('.button-row button.primary')
  await home.first().click()
  await frame.getByTestId('send-to').fill('0x12')
  await frame.getByTestId('send-amount').fill('1.5.')
  await expect(frame.getByTestId('send-amount-error')).toBeVisible()
  await expect(frame.getByTestId('send-to-error')).toBeVisible()
  await at('send form')
  await frame.getByTestId('send-to').fill(Wallet.createRandom().address)
  await frame.getByTestId('send-amount').fill('0.001')
  await frame.locator('.send-form button[type="submit"]').click()
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await at('send review')
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  await at('send status')
  await frame.locator('.send-status button.primary').click()

  await home.nth(1).click()
  await expect(frame.getByTestId('receive-qr')).toBeVisible()
  await at('receive')
  await frame.locator('.frame-body button.secondary').last().click()
  await frame.locator('.button-row + button.secondary').click()
  await expect(frame.getByTestId('activity')).toHaveAttribute('data-status', 'ready')
  await expect(frame.getByTestId('activity-row').first()).toBeVisible()
  await at('activity')
  await frame.locator('.frame-body button.secondary').last().click()

  // A host's dapp asks for an unlimited allowance: a review with a warning, confirmed in the secure window.
  const approve = ERC20.encodeFunctionData('approve', [Wallet.createRandom().address, 2n ** 256n - 1n])
  await page.evaluate(
    ([from, to, data]) =>
      void window.handle.provider
        .request({ method: 'eth_sendTransaction', params: [{ from, to, data }] })
        .catch(() => {}),
    [account.address, dUSD.address, approve] as const,
  )
  const confirm = frame.getByTestId('confirm-approval')
  await expect(confirm).toBeEnabled()
  await expect(frame.getByTestId('approval-preparing')).toHaveCount(0)
  await at('approval review')
  await restPointerOn(confirm)
  const [popup] = await Promise.all([context.waitForEvent('page'), confirm.click()])
  await expect(popup.getByTestId('secure-review')).toBeVisible()
  await check({ name: 'secure window', page: popup, frame: popup.mainFrame() })
  await clickAndExpectClose(popup.locator('[data-testid="secure-review"] button.secondary'))
  await expect(frame.getByTestId('approval')).toHaveCount(0)

  await startCall(page, 'signIn', 'signIn', {
    nonce: 'n0nce1234567',
    statement: 'Sign in to the Walletport demo shop.',
  })
  await expect(frame.getByTestId('confirm-approval')).toBeVisible()
  await at('sign-in review')
  await frame.locator('[data-testid="approval"] > button.secondary').click()
  await context.close()
}

/**
 * Words of ordinary prose that the widget wraps inside the word (one word, two lines), and words
 * that stick out of the window. Data may break anywhere, on purpose: a word that holds an address,
 * a hash, hex or a URL is not prose. A hyphen or a dash is a word's own place to break.
 */
export async function brokenWords(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = []
    const isData = (word: string) => /0x[0-9a-f]|[0-9a-f]{16}|:\/\//i.test(word)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[^\s\u00ad\u200b\-‐‑–—]+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
        if (rects.length === 0) continue
        const where = `"${match[0]}" in "${text.trim().slice(0, 80)}"`
        if (rects.some((r) => r.left < -0.5 || r.right > innerWidth + 0.5)) found.push(`${where} sticks out`)
        if (isData(match[0])) continue
        // Two line boxes: the word's fragments sit one below the other.
        const top = Math.min(...rects.map((r) => r.top))
        if (rects.some((r) => r.top >= top + r.height / 2)) found.push(`${where} is broken mid-word`)
      }
    }
    return found
  })
}

/**
 * Controls painted by the browser's defaults rather than the theme: in the dark theme, a control
 * (select, input, button, summary) or link with a light background, text too dark to read on the
 * page, or a select whose options would open in the light scheme. The accent-filled buttons are the
 * theme's own.
 */
export async function controlsOutOfTheme(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    // "rgb(…)"/"rgba(…)" in 0-255, or "color(srgb …)" (what color-mix computes to) in 0-1.
    const luminance = (css: string) => {
      const scale = css.startsWith('color(srgb') ? 255 : 1
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map((v, i) => Number(v) * (i < 3 ? scale : 1))
      if (a === 0) return undefined
      const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const found: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('select, input, textarea, button, summary, a')) {
      if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue
      const style = getComputedStyle(element)
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`
      const background = luminance(style.backgroundColor)
      if (background !== undefined && background > 0.4 && !element.matches('.primary'))
        found.push(`${name}: light background ${style.backgroundColor}`)
      if (!element.matches('.primary') && (luminance(style.color) ?? 1) < 0.2)
        found.push(`${name}: dark text ${style.color}`)
      if (element.matches('select, input, textarea') && style.colorScheme !== 'dark')
        found.push(`${name}: color-scheme ${style.colorScheme}`)
    }
    return found
  })
}
