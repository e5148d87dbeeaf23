import { expect, test, type Frame, type Page } from '@playwright/test'
import { directionOf } from '../../protocol/widgetLanguages'
import { WIDGET_PAGES, WIDGET_THEMES } from '../../protocol/widgetPages'
import { mountInline, widgetFrame } from './support/hostPage'
import { PASSKEYS_KEY } from '../../widget/src/passkey/knownPasskeys'
import { HOST_ORIGIN, PASSKEY_HOST_ORIGIN, WIDGET_NAMED_ORIGIN, WIDGET_URL } from './support/origins'
import { mountPasskeyHost } from './support/passkeys'

/**
 * The widget's first screen is HTML React rendered at build time, served in the host's language and theme,
 * and hydrated by React in the browser: no mismatch, no screen in another language or theme first, no click
 * on it before React is there taken or lost without a word.
 */

/** The performance marks of the widget's page: how the shell rendered it. */
const marks = (frame: Frame) => frame.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name))

/** Every console error of the page and its frames, kept for a test to check it had none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('the widget page arrives with its connect screen in the asked language and theme, before any script', async ({
  request,
}) => {
  const page = async (query: string, acceptLanguage = 'en-US') =>
    (await request.get(`${WIDGET_URL}${query}`, { headers: { 'Accept-Language': acceptLanguage } })).text()

  const german = await page('?de-AT,dark')
  expect(german).toContain('<html lang="de" dir="ltr" data-theme="dark">')
  expect(german).toContain('data-page="de-dark"')
  expect(german).toContain('Diese Website möchte sich verbinden')
  expect(german).toMatch(/<button type="button" class="wallet-choice"[^>]*>.*Dev wallet \(anvil #0\)/)
  // Its texts come with it: the catalogue of its language is preloaded for the hydration.
  expect(german).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/de-/)

  // The browser's language where the host gave none; the theme asked all the same.
  expect(await page('?,auto', 'es-ES,es;q=0.9')).toContain('data-page="es-auto"')
  // What was not prerendered: English, then light; never a page without its screen.
  expect(await page('?sv-SE,dark')).toContain('data-page="en-dark"')
  expect(await page('?zh-TW,dark')).toContain('data-page="zh-Hant-dark"')
  expect(await page('?ar,dark')).toContain('<html lang="ar" dir="rtl" data-theme="dark">')
  expect(await page('?de,purple')).toContain('data-page="de-light"')
  expect(await page('?<script>,dark')).toContain('data-page="en-dark"')
  const english = await page('')
  expect(english).toContain('data-page="en-light"')
  expect(english).toContain('This site wants to connect')
  expect(english).not.toContain('walletport-language')
})

test('each page is hydrated by React, not rendered anew: no mismatch, and the site comes right after', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  // Every language, each in one theme (all 63 pages would take minutes): the themes are the same markup.
  for (const { language, theme } of WIDGET_PAGES.filter(
    (_, i) => i % WIDGET_THEMES.length === Math.floor(i / WIDGET_THEMES.length) % WIDGET_THEMES.length,
  )) {
    const frame = await mountInline(page, { locale: language, theme })
    expect(new URL(frame.url()).search).toBe(`?${language},${theme}`)
    await expect(frame.locator('#root')).toHaveAttribute('data-page', `${language}-${theme}`)
    await expect(frame.locator('html')).toHaveAttribute('data-theme', theme)
    await expect(frame.locator('html')).toHaveAttribute('lang', language)
    await expect(frame.locator('html')).toHaveAttribute('dir', directionOf(language))
    // The site, which only the browser knows, in the render after hydration.
    await expect(frame.getByTestId('connect-site')).toHaveAttribute('data-site', HOST_ORIGIN)
    await expect(frame.getByTestId('host-origin')).toBeVisible()
    const rendered = await marks(frame)
    expect(rendered, `${language}-${theme}`).toContain('walletport:hydrating')
    expect(rendered, `${language}-${theme}`).not.toContain('walletport:hydration-mismatch')
    await page.evaluate(() => window.handle.destroy())
  }
  expect(errors).toEqual([])
})

test('a language or theme with no page of its own falls back to English, then light, and a page without its screen renders from nothing', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  // Swedish has no page (nor catalogue): the English dark page, hydrated, in the theme asked.
  const portuguese = await mountInline(page, { locale: 'sv-SE', theme: 'dark' })
  await expect(portuguese.locator('#root')).toHaveAttribute('data-page', 'en-dark')
  await expect(portuguese.getByTestId('connect-site')).toHaveAttribute('data-site', HOST_ORIGIN)
  expect(await marks(portuguese)).toContain('walletport:hydrating')
  expect(await marks(portuguese)).not.toContain('walletport:hydration-mismatch')
  await page.evaluate(() => window.handle.destroy())
  // A page that came without its screen (a stale cache, say): React renders the screen from nothing.
  const stale = await mountInline(page, { widgetUrl: `${WIDGET_URL}window.html`, locale: 'de' })
  await expect(stale.getByTestId('connect-site')).toHaveText(`${HOST_ORIGIN} möchte sich verbinden`)
  expect(await marks(stale)).not.toContain('walletport:hydrating')
  expect(errors).toEqual([])
})

test('a visitor this browser knows a passkey for gets "Use my passkey" first, after a hydration that matched', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  // What the keyring keeps once a passkey wallet was made here (passkeyKeyring.ts), on the widget's named origin only.
  await page.context().addInitScript(
    ({ origin, key }) => {
      if (location.origin !== origin) return
      const passkey = { id: 'known-passkey', publicKey: `0x${'11'.repeat(64)}` }
      localStorage.setItem(key, JSON.stringify({ passkeys: [passkey], current: passkey.id }))
    },
    { origin: WIDGET_NAMED_ORIGIN, key: PASSKEYS_KEY },
  )
  const frame = await mountPasskeyHost(page)
  await expect(frame.locator('#root')).toHaveAttribute('data-page', 'en-light')
  await expect(frame.getByTestId('connect-site')).toHaveAttribute('data-site', PASSKEY_HOST_ORIGIN)
  // The page was built for a first visit ("Create" first); the browser knows better once hydrated.
  const choices = frame.locator('button.wallet-choice')
  await expect(choices.filter({ hasText: /passkey/ }).first()).toContainText('Use my passkey')
  const rendered = await marks(frame)
  expect(rendered).toContain('walletport:hydrating')
  expect(rendered).not.toContain('walletport:hydration-mismatch')
  expect(errors).toEqual([])
})

test('the frame runs React 19 itself, its production build, as React DevTools sees it', async ({ page }) => {
  // What React DevTools' hook receives from react-dom as it starts (an init script reaches the widget frame).
  await page.context().addInitScript(() => {
    const renderers = new Map()
    ;(window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version: string; bundleType: number; rendererPackageName: string }) {
        renderers.set(renderers.size + 1, renderer)
        ;(window as unknown as Record<string, unknown>).__reactSeen = {
          version: renderer.version,
          bundleType: renderer.bundleType,
          rendererPackageName: renderer.rendererPackageName,
        }
        return renderers.size
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    }
  })
  const frame = await mountInline(page)
  await expect(frame.locator('button.wallet-choice').first()).toBeVisible()
  // The choices are the prerendered page's before react-dom has even been evaluated: wait for it to announce itself.
  const announced = () => frame.evaluate(() => (window as unknown as Record<string, unknown>).__reactSeen)
  await expect.poll(announced).toBeDefined()
  const seen = await announced()
  // bundleType 0 is a production build; Preact's compat layer would announce no react-dom renderer.
  expect(seen).toMatchObject({ rendererPackageName: 'react-dom', bundleType: 0 })
  expect((seen as { version: string }).version).toMatch(/^19\./)
})

test('a click on the prerendered screen before React is there acts on nothing and is answered, then told again by the screen', async ({
  page,
}) => {
  // The shell's code held back as a slow network would: the prerendered screen stands, not yet hydrated.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/widget\/assets\/shell-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  const popups: Page[] = []
  page.context().on('page', (opened) => popups.push(opened))
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: new URL('../walletport.js', WIDGET_URL).href })
  await page.evaluate(() => {
    window.handle = window.Walletport!.mount({ target: '#wallet', locale: 'de' })
  })
  const frame = await widgetFrame(page)
  const choice = frame.getByRole('button', { name: /Dev wallet/ })
  await expect(choice).toBeVisible()
  await expect(frame.locator('#root')).toHaveAttribute('data-page', 'de-light')
  // pageStart has run (the bridge is open): the host is ready while React is still on its way.
  await page.evaluate(() => window.handle.ready)

  await choice.hover()
  await page.waitForTimeout(300)
  await choice.click()
  await expect(frame.locator('#page-note')).toBeVisible()
  await expect(frame.locator('#page-note')).toHaveText(/Die Wallet startete noch/)
  expect(popups).toEqual([])

  release()
  await expect.poll(() => marks(frame)).toContain('walletport:hydrating')
  // Hydrated, the note stays until the visitor's next gesture, whichever screen is there by then; nothing was
  // opened or connected by the click React never saw.
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toHaveAttribute('data-guard', /./)
  await expect(frame.locator('#page-note')).toBeVisible()
  expect(await marks(frame)).not.toContain('walletport:hydration-mismatch')
  expect(popups).toEqual([])
  expect(await page.evaluate(() => window.handle.getState())).toMatchObject({ status: 'disconnected' })
  await frame.locator('h1').click()
  await expect(frame.locator('#page-note')).toHaveCount(0)
})

test('a choice clicked before the list is armed says it of the list, not of a review, and opens nothing', async ({
  page,
}) => {
  const popups: Page[] = []
  page.context().on('page', (opened) => popups.push(opened))
  const frame = await mountInline(page)
  const choice = frame.getByRole('button', { name: /Dev wallet/ })
  // Hydrated (the guard's state is React's), and clicked at once, before the list has been seen whole for the delay.
  await expect.poll(() => marks(frame)).toContain('walletport:hydrating')
  await expect(choice).toHaveAttribute('data-guard', /settling|hidden|ready/)
  await choice.click()
  await expect(frame.getByTestId('confirm-wait')).toHaveText(/Checking that the whole list is visible… choose again/)
  await expect(frame.getByTestId('confirm-wait')).not.toContainText('review')
  expect(popups).toEqual([])
})

test('clicks on a wallet choice from the moment the list appears, as the wallet takes the shell’s place: each acts or leaves a note about the choice', async ({
  page,
}) => {
  const popups: Page[] = []
  page.context().on('page', (opened) => popups.push(opened))
  const frame = await mountInline(page)
  const choice = frame.getByRole('button', { name: /Dev wallet/ })
  const notes = frame.locator('[data-testid="confirm-wait"], #page-note:not([hidden]), [role="alert"]')
  const seen: string[] = []
  for (let click = 1; popups.length === 0; click++) {
    expect(click, 'no click opened the secure window in 40').toBeLessThan(40)
    await choice.click({ timeout: 2000 }).catch(() => {})
    const said = await expect
      .poll(async () => popups.length > 0 || (await notes.count()) > 0, { timeout: 1000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      )
    expect(said, `click ${click} was ignored: nothing opened and no note was on screen`).toBe(true)
    if (popups.length === 0) seen.push(...(await notes.allInnerTexts()))
    await page.waitForTimeout(300)
  }
  expect(seen.length).toBeGreaterThan(0)
  for (const note of seen) expect(note).not.toMatch(/review/i)
  await popups[0]!.close()
})

test('the launcher, whose dialog was not prerendered, takes the page down and renders its own', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  await page.waitForFunction(() => window.Walletport?.instance)
  await page.evaluate(() => window.Walletport!.instance!.ready)
  const frame = await widgetFrame(page)
  expect(await marks(frame)).not.toContain('walletport:hydrating')
  await page.evaluate(() => window.Walletport!.instance!.open())
  await expect(frame.getByRole('dialog')).toBeVisible()
  await expect(frame.locator('.wallet-choice').first()).toBeVisible()
})
