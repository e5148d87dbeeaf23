import { expect, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { devPrivateKey } from '../../devchain/accounts'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { mountConnected } from './support/hostPage'
import { HOST_ORIGIN, WIDGET_ORIGIN } from './support/origins'

test('Receive: the QR code decodes to an EIP-681 link for this address and chain, Copy confirms, the network is named', async ({
  context,
  page,
}) => {
  // Read back on the host page: the widget itself denies clipboard-read in its Permissions-Policy.
  for (const origin of [WIDGET_ORIGIN, HOST_ORIGIN])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.other) })
  const frame = await mountConnected(page, wallet)
  await frame.getByRole('button', { name: 'Receive' }).click()
  await expect(frame.getByRole('heading', { name: 'Receive' })).toBeVisible()
  await expect(frame.getByTestId('receive-network')).toHaveText(
    'Send to this address only on Anvil (local) (chain id 31337).',
  )
  await expect(frame.getByTestId('receive-address')).toHaveAttribute('data-address', wallet.address)
  // Grouped for reading: 0x and ten groups of four.
  await expect(frame.getByTestId('receive-address')).toHaveText(
    `0x ${wallet.address.slice(2).match(/.{4}/g)!.join(' ')}`,
  )

  // Decoded from the pixels the visitor's phone would see, not compared with a picture.
  const png = PNG.sync.read(
    await frame.getByRole('img', { name: 'QR code of your address on Anvil (local)' }).screenshot(),
  )
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(decoded?.data).toBe(`ethereum:${wallet.address}@31337`)

  await frame.getByRole('button', { name: 'Copy address' }).click()
  await expect(frame.getByTestId('receive-copied')).toHaveText('Address copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)

  await frame.getByRole('button', { name: 'Back' }).click()
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
})
