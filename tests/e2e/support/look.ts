import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type BrowserContextOptions, type Frame, type Page } from '@playwright/test'
import { Interface, Wallet } from 'ethers'
import { devchainToken } from '../../../devchain/tokens'
import { freshAccount } from '../../../harness/chain'
import { TestWallet } from '../../../harness/testWallet'
import { chooseWallet, clickAndExpectClose, clickConfirm, openBlankHost, restPointerOn, startCall } from './hostPage'

/**
 * Serious or critical accessibility violations on the page and inside the widget's frame. `targetSize`: axe's
 * WCAG 2.2 rule for targets of 24 by 24 CSS px (or spaced as far apart), off in axe by default, on.
 */
export async function seriousViolations(page: Page, { targetSize = false } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  if (targetSize) axe.options({ rules: { 'target-size': { enabled: true } } })
  const { violations } = await axe.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)
}

/** One screen of the tour: its name, the page showing it (the host page, or the secure window) and the widget's frame there. */
export type Screen = { name: string; page: Page; frame: Frame }

export type TourParameters = {
  theme: 'light' | 'dark'
  locale: 'en' | 'de' | 'es' | 'ar'
  /** Run on every screen a visitor reaches, once it has settled. */
  check: (screen: Screen) => Promise<void>
  /**
   * The visitor's browser, where not a 360 px phone with the default media: a narrower frame (320 px: WCAG's
   * reflow width, a 640 px window at 200% zoom), forced colours (Windows high contrast), less motion.
   */
  browsing?: Pick<BrowserContextOptions, 'forcedColors' | 'reducedMotion' | 'deviceScaleFactor'> & { width?: number }
}

const dUSD = devchainToken('dUSD')
const ERC20 = new Interface(['function approve(address spender, uint256 amount)'])

/**
 * A visitor on a 360 px wide phone, in the launcher's modal, through every screen they reach: connect,
 * home, balances, the send form (with its errors), the send's review and status, Receive,
 * Activity, a host's unlimited token approval, the secure window it is confirmed in, and a sign-in.
 * `check` runs on each. A fresh account, so the tour never shares a nonce with another test.
 */
export async function visitEveryScreen(
  browser: Browser,
  { theme, locale, check, browsing: { width = 360, ...media } = {} }: TourParameters,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, ...media })
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

/**
 * What a visitor who needs more than the defaults would miss on this screen, in the frame as it is now (the tour
 * runs it with forced colours and reduced motion on, on a 320 px frame):
 * - forced colours: a control whose edge only its background drew (a button or field with no border left; links and
 *   a link-styled button read as text, by their words), a disabled button painted as an enabled one, a field in
 *   error with no edge thicker than the others;
 * - motion: anything animated or in transition for any time, and a spinner or a loading row if one were shown;
 * - reflow: the page scrolling sideways;
 * - targets: a control smaller than 24 by 24 CSS px (WCAG 2.5.8), but a link inside a sentence; a checkbox is
 *   measured by its label, which the visitor clicks as well.
 */
export async function accessibilityMisses(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = []
    if (!matchMedia('(forced-colors: active)').matches) found.push('forced colours are not on')
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) found.push('reduced motion is not asked')
    if (document.documentElement.scrollWidth > innerWidth)
      found.push(`scrolls sideways: ${document.documentElement.scrollWidth} px`)
    const probe = document.body.appendChild(document.createElement('span'))
    probe.style.color = 'GrayText'
    const grayText = getComputedStyle(probe).color
    probe.remove()
    // What moves only while something is under way (a spinner, a loading row) is rarely on screen when the tour looks:
    // one of each, put in for the look, says whether it would move.
    const probes = ['spinner', 'balance-row skeleton'].map((className) => {
      const probe = document.body.appendChild(document.createElement('span'))
      probe.className = className
      return probe
    })
    for (const probe of probes)
      if (getComputedStyle(probe).animationName !== 'none') found.push(`.${probe.className}: would move`)
    for (const probe of probes) probe.remove()
    const seconds = (times: string) =>
      Math.max(...times.split(',').map((t) => parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1)))
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element)
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) found.push(`${name}: animated`)
      if (seconds(style.transitionDuration) > 0) found.push(`${name}: in transition`)
    }
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary')) {
      if (element.offsetParent === null && getComputedStyle(element).position !== 'fixed') continue
      const style = getComputedStyle(element)
      const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`
      const text = element.matches('a, summary, .link-button, input[type="checkbox"], input[type="radio"]')
      const edged = ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      )
      if (!text && !edged) found.push(`${name}: no edge in forced colours`)
      if (element.matches(':disabled') && style.color !== grayText) found.push(`${name}: disabled, not in GrayText`)
      if (element.matches('[aria-invalid="true"]') && parseFloat(style.borderTopWidth) < 2)
        found.push(`${name}: in error, its edge like any other`)
      const inSentence = element.matches('a') && style.display === 'inline'
      const box =
        (element.matches('input[type="checkbox"], input[type="radio"]') && element.closest('label')) || element
      const { width, height } = box.getBoundingClientRect()
      if (!inSentence && (width < 24 || height < 24))
        found.push(`${name}: a target of ${width.toFixed(1)} x ${height.toFixed(1)} px`)
    }
    return found
  })
}

/**
 * Tab, as a keyboard visitor presses it, and where it lands: in the frame, on a control with a visible focus ring
 * (an outline of 2 px at least, in forced colours too), or a note of what is missing.
 */
export async function focusRingAfterTab(page: Page, frame: Frame): Promise<string[]> {
  await page.keyboard.press('Tab')
  return frame.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ['Tab left the widget']
    const style = getComputedStyle(element)
    const name = `${element.tagName.toLowerCase()}.${element.className}`
    if (!element.matches(':focus-visible')) return [`${name}: focused, not focus-visible`]
    if (
      style.outlineStyle === 'none' ||
      parseFloat(style.outlineWidth) < 2 ||
      style.outlineColor === 'rgba(0, 0, 0, 0)'
    )
      return [`${name}: no focus ring (${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor})`]
    return []
  })
}
