import { expect, test } from '@playwright/test'
import { formatEther } from 'ethers'
import { freshAccount, provider as chain } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { chooseWallet, widgetFrame } from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

/**
 * A React host with walletport/react (demo-host/react-button.html): `<WalletportProvider>` mounts the widget,
 * the page's own `<ConnectButton>` asks it to connect, then shows the account, its network and its native
 * balance, each read back against the chain (ethers), not the widget's word.
 */
test('walletport/react: the host page’s ConnectButton connects through the widget, then shows the account, its network and its balance', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  await page.goto(`${HOST_ORIGIN}/react-button.html`)
  const button = page.locator('[data-walletport]')
  await expect(button).toHaveText('Connect wallet')
  await expect(button).toBeEnabled()
  await expect(page.locator('#status')).toHaveText('disconnected')

  await button.click()
  const frame = await widgetFrame(page)
  await chooseWallet(frame, /Test Wallet/)

  await expect(page.locator('#status')).toHaveText('connected')
  const address = wallet.address
  await expect(button.locator('[data-walletport="address"]')).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`)
  await expect(button.locator('[data-walletport="network"]')).toHaveText('Anvil (local)')
  const wei = await chain.getBalance(address)
  await expect(button.locator('[data-walletport="balance"]')).toHaveText(/^[\d.,]+ ETH$/)
  const shown = (await button.locator('[data-walletport="balance"]').textContent())!.replace(/ ETH$/, '')
  // The widget's formatting rounds; the value is the chain's to its shown precision.
  expect(Math.abs(Number(shown.replace(/,/g, '')) - Number(formatEther(wei)))).toBeLessThan(0.01)
})
