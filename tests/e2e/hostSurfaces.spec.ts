import { expect, test } from '@playwright/test'
import { openRawBridge, widgetFrame, type RawBridge } from './support/hostPage'

/**
 * The surfaces around the review: what the host page can feed the widget besides requests (the
 * wallet list), the loader's options, the host agent's lifetime.
 */

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

test("a host answering the agent channel itself can neither remove nor imitate the widget's own wallet options", async ({ page }) => {
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
  await page.evaluate(() => (window as unknown as { rawBridge: RawBridge }).rawBridge.call({ method: 'configure', params: {} }))
  const frame = await widgetFrame(page)
  await frame.getByRole('button', { name: 'Connect a wallet' }).click()
  const list = frame.getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: /Host Wallet/ })).toContainText('through http://localhost:5173')

  // The widget's own entries are there once each, with their own badges, not the host's.
  await expect(list.getByRole('button', { name: /WalletConnect/ })).toHaveCount(1)
  await expect(list.getByRole('button', { name: /WalletConnect/ })).toContainText('phone wallets')
  await expect(list.getByRole('button', { name: /Dev wallet/ })).toHaveCount(1)
  await expect(list.getByRole('button', { name: /Dev wallet/ })).toContainText('local test chain only')
  await expect(list.getByRole('button', { name: /WalletConnect|Dev wallet/ })).not.toContainText(['through', 'through'])
  // The pixel is offered without its icon; the overlong name not at all.
  await expect(list.getByRole('button', { name: /Pixel Wallet/ })).toHaveCount(1)
  expect(await list.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).filter((src) => !src.startsWith('data:')))).toEqual([])
  await expect(list.getByRole('button', { name: /Huge Wallet/ })).toHaveCount(0)
  await expect(list.getByRole('button')).toHaveCount(4)
})
