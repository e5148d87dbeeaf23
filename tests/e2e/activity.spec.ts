import { expect, test } from '@playwright/test'
import { Wallet } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { payDusd } from './support/chainActions'
import { clickConfirm, mountConnected, mountInline, startSend } from './support/hostPage'

const dUSD = devchainToken('dUSD')

test('Activity lists a send made in the widget and a token transfer made outside it (without a click), and survives a reload', async ({
  context,
  page,
}) => {
  const account = await freshAccount(5n)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  let frame = await mountConnected(page, wallet)

  // A native send from the widget.
  const friend = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(friend)
  await frame.getByTestId('send-amount').fill('0.25')
  await frame.getByRole('button', { name: 'Review' }).click()
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  const sentHash = (await frame.getByTestId('send-hash').textContent())!.match(/0x[0-9a-f]{64}/)![0]
  await frame.getByRole('button', { name: 'Done' }).click()

  await frame.getByRole('button', { name: 'Activity' }).click()
  const sent = frame.locator(`[data-testid="activity-row"][data-hash="${sentHash}"]`)
  await expect(sent).toHaveAttribute('data-direction', 'out')
  await expect(sent).toHaveAttribute('data-status', 'confirmed')
  await expect(sent).toContainText('Sent 0.25 ETH to')
  await expect(sent.getByTestId('activity-counterparty')).toHaveAttribute('title', friend)

  // Tokens arrive from outside the widget while the screen is open: they appear on their own.
  const receivedHash = await payDusd(wallet.address, '7.5')
  const received = frame.locator(`[data-testid="activity-row"][data-hash="${receivedHash}"]`)
  await expect(received).toHaveAttribute('data-direction', 'in', { timeout: 10_000 })
  await expect(received).toContainText('Received 7.5 dUSD from')

  // A reload: the widget's send is still there (kept hash, read back from the chain), and so is the transfer.
  frame = await mountInline(page)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  await frame.getByRole('button', { name: 'Activity' }).click()
  await expect(frame.locator(`[data-testid="activity-row"][data-hash="${sentHash}"]`)).toContainText('Sent 0.25 ETH to')
  await expect(frame.locator(`[data-testid="activity-row"][data-hash="${receivedHash}"]`)).toContainText(
    'Received 7.5 dUSD from',
  )
})

test('a recipient that starts and ends like an earlier counterparty gets the poisoning warning, and Confirm waits for its acknowledgement; a new one gets a note', async ({
  context,
  page,
}) => {
  const account = await freshAccount(5n)
  await payDusd(account.address, '20')
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)

  // The visitor paid a supplier once.
  const supplier = Wallet.createRandom().address
  await startSend(page, 'supplier', { token: dUSD.address, to: supplier, amount: '1' })
  await expect(frame.getByTestId('review-first-time')).toBeVisible()
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  await frame.getByRole('button', { name: 'Done' }).click()

  // A poisoner's address: the same first and last four hex characters, another address (in lower case:
  // in the supplier's letter case it would fail the EIP-55 checksum, and be refused as mistyped).
  const poison = `0x${supplier.slice(2, 6)}${'0'.repeat(32)}${supplier.slice(-4)}`.toLowerCase()
  await startSend(page, 'poison', { token: dUSD.address, to: poison, amount: '1' })
  await expect(frame.getByTestId('review-lookalike')).toContainText(`starts and ends like ${supplier}`)
  const confirm = frame.getByTestId('confirm-send')
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  await expect(confirm).toBeDisabled()
  await frame.getByRole('checkbox').check()
  await expect(confirm).toBeEnabled()
  await frame.getByRole('button', { name: 'Cancel' }).click()

  // The visitor's own form says so already as the address is typed.
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(poison)
  // The history is read when the form opens (two eth_getLogs and the kept sends): it may take a moment.
  await expect(frame.getByTestId('send-to-lookalike')).toContainText(`starts and ends like ${supplier}`, {
    timeout: 15_000,
  })
  await frame.getByTestId('send-to').fill(supplier)
  await expect(frame.getByTestId('send-to-lookalike')).toHaveCount(0)
})
