import { expect, test, type Page } from '@playwright/test'
import { TestWallet } from '../../harness/testWallet'
import { connectWallet, mountInline, openRawBridge, widgetFrame, type RawBridge } from './support/hostPage'
import { FOREIGN_ORIGIN, HOST_ORIGIN, LOADER_URL, WIDGET_URL } from './support/origins'

/**
 * The surfaces around the review: what the host page can feed the widget besides requests (the
 * wallet list), the loader's options, the host agent's lifetime.
 */

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

test("a host answering the agent channel itself can neither remove nor imitate the widget's own wallet options", async ({
  page,
}) => {
  // The host page opens the bridge itself and answers `discover` with look-alikes of the
  // widget's own entries, a tracking-pixel icon and a name meant to push the list off screen.
  await openRawBridge(page, {
    discover: [
      { id: 'fake-wc', info: { name: 'WalletConnect', rdns: 'com.walletconnect', icon: ICON } },
      { id: 'fake-dev', info: { name: 'Dev wallet (anvil #0)', icon: ICON } },
      { id: 'pixel', info: { name: 'Pixel Wallet', icon: 'https://tracker.example/pixel.gif' } },
      { id: 'huge', info: { name: 'Huge Wallet '.repeat(400) } },
      { id: 'real', info: { name: 'Host Wallet', rdns: 'dev.test.host', icon: ICON } },
    ],
  })
  await page.evaluate(() =>
    (window as unknown as { rawBridge: RawBridge }).rawBridge.call({ method: 'configure', params: {} }),
  )
  const frame = await widgetFrame(page)
  const list = frame.getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: /Host Wallet/ })).toContainText(`through ${HOST_ORIGIN}`)

  // The widget's own entries are there once each, with their own badges, not the host's.
  await expect(list.getByRole('button', { name: /WalletConnect/ })).toHaveCount(1)
  await expect(list.getByRole('button', { name: /WalletConnect/ })).toContainText('phone wallets')
  await expect(list.getByRole('button', { name: /Dev wallet/ })).toHaveCount(1)
  await expect(list.getByRole('button', { name: /Dev wallet/ })).toContainText('local test chain only')
  // Neither says it is reached through the host page.
  await expect(list.getByRole('button', { name: /WalletConnect/ })).not.toContainText('through')
  await expect(list.getByRole('button', { name: /Dev wallet/ })).not.toContainText('through')
  // The pixel is offered without its icon; the overlong name not at all.
  await expect(list.getByRole('button', { name: /Pixel Wallet/ })).toHaveCount(1)
  expect(
    await list
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).src).filter((src) => !src.startsWith('data:')),
      ),
  ).toEqual([])
  await expect(list.getByRole('button', { name: /Huge Wallet/ })).toHaveCount(0)
  await expect(list.getByRole('button')).toHaveCount(4)
})

/** Adds walletport.js to the blank host page as a site owner's script tag would, with these attributes. */
async function addScriptTag(page: Page, attributes: Record<string, string>): Promise<void> {
  await page.evaluate(
    ([src, attrs]) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value)
        script.src = src
        script.onload = () => resolve()
        script.onerror = () => reject(new Error('walletport.js did not load'))
        document.head.append(script)
      }),
    [LOADER_URL, attributes] as const,
  )
}

/**
 * Asks the page's wallets to announce themselves (EIP-6963) and lists the names that answered, one
 * per provider (uuid): the widget's own host-wallet discovery may ask again meanwhile.
 */
function announcedNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names: string[] = []
    const seen = new Set<string>()
    const collect = (event: Event) => {
      const { info } = (event as CustomEvent<{ info: { name: string; uuid: string } }>).detail
      if (!seen.has(info.uuid)) names.push(info.name)
      seen.add(info.uuid)
    }
    addEventListener('eip6963:announceProvider', collect)
    dispatchEvent(new Event('eip6963:requestProvider'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    removeEventListener('eip6963:announceProvider', collect)
    return names
  })
}

test('an Object.prototype polluted before the script tag changes neither the widget nor the code the page loads', async ({
  page,
}) => {
  const foreignRequests: string[] = []
  page.on('request', (request) => request.url().startsWith(FOREIGN_ORIGIN) && foreignRequests.push(request.url()))
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.evaluate((evil) => {
    const proto = Object.prototype as Record<string, unknown>
    proto.widgetUrl = `${evil}/widget/`
    proto.announceProvider = true
    proto.timeoutMs = 1
  }, FOREIGN_ORIGIN)
  // Listening before the script tag: on a busy machine `ready` can come before a listener added after the load.
  await page.evaluate(() => {
    ;(window as unknown as { readyHeard: Promise<unknown> }).readyHeard = new Promise((resolve) =>
      addEventListener('walletport:ready', resolve, { once: true }),
    )
  })
  await addScriptTag(page, { 'data-mount': '#wallet' })
  await page.evaluate(() => (window as unknown as { readyHeard: Promise<unknown> }).readyHeard)
  await expect(page.locator('#wallet iframe')).toHaveAttribute('src', `${WIDGET_URL}?,`)
  // The JS API reads own options only, too.
  await page.evaluate(() => window.Walletport!.mount({ target: '#wallet' }).ready)
  expect(
    await page
      .locator('iframe')
      .evaluateAll((frames) => frames.map((f) => new URL((f as HTMLIFrameElement).src).origin)),
  ).toEqual([new URL(WIDGET_URL).origin, new URL(WIDGET_URL).origin])
  expect(await announcedNames(page)).toEqual([])
  expect(foreignRequests).toEqual([])
})

test('walletport.js mounts only the widget of its own origin', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await addScriptTag(page, {})
  const outcome = await page.evaluate((url) => {
    try {
      window.Walletport!.mount({ target: '#wallet', widgetUrl: url })
      return 'mounted'
    } catch (error) {
      return `${(error as { code: string }).code}: ${(error as Error).message}`
    }
  }, `${FOREIGN_ORIGIN}/widget/`)
  expect(outcome).toBe(`INVALID_REQUEST: widgetUrl must be on ${new URL(WIDGET_URL).origin}`)
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('data-* attributes: only the documented ones, each by its type; a bad one is named', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await addScriptTag(page, {
    'data-mount': '#wallet',
    'data-announce-provider': 'false',
    'data-widget-url': `${FOREIGN_ORIGIN}/widget/`,
  })
  await page.evaluate(() => window.Walletport!.instance!.ready)
  await expect(page.locator('#wallet iframe')).toHaveAttribute('src', `${WIDGET_URL}?,`)
  expect(await announcedNames(page)).toEqual([])

  // The same attribute, empty, means true: the provider is announced.
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await addScriptTag(page, { 'data-mount': '#wallet', 'data-announce-provider': '' })
  await page.evaluate(() => window.Walletport!.instance!.ready)
  // The agent that announces loads on first use, possibly after ready: EIP-6963 dapps hear late announcements.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        addEventListener('eip6963:announceProvider', resolve, { once: true })
        dispatchEvent(new Event('eip6963:requestProvider'))
      }),
  )
  expect(await announcedNames(page)).toEqual(['Walletport'])

  await page.goto(`${HOST_ORIGIN}/blank.html`)
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const heard = page.evaluate(
    () =>
      new Promise((resolve) =>
        addEventListener('walletport:error', (e) => resolve((e as CustomEvent).detail), { once: true }),
      ),
  )
  await addScriptTag(page, { 'data-mount': '', 'data-chains': '31337,all' })
  expect(await heard).toEqual({ code: 'INVALID_REQUEST', message: 'data-chains="31337,all" is not valid' })
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(errors).toEqual(['Walletport: INVALID_REQUEST: data-chains="31337,all" is not valid'])
  // The JS API is still there for the page to mount by hand.
  expect(await page.evaluate(() => typeof window.Walletport!.mount)).toBe('function')
})

test('after destroy() the host agent is gone: nothing answers eip6963:requestProvider, relayed wallets are released', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'top', name: 'Host Wallet', rdns: 'dev.test.host' })
  const frame = await mountInline(page, { announceProvider: true })
  expect(await announcedNames(page)).toContain('Walletport')
  await connectWallet(frame, wallet, { walletName: /Host Wallet/ })
  expect(await wallet.listenerCount(page)).toBeGreaterThan(0)

  await page.evaluate(() => window.handle.destroy())
  expect(await announcedNames(page)).not.toContain('Walletport')
  expect(await wallet.listenerCount(page)).toBe(0)
  await expect(page.locator('iframe')).toHaveCount(0)
})
