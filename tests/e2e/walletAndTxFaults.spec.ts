import { expect, test } from '@playwright/test'
import { Wallet, parseEther } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { pendingTransactionsFrom, provider } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { withMiningPaused } from './support/chainActions'
import { CHAIN_EXCLUSIVE } from './support/lanes'
import {
  clickConfirm,
  mountConnected,
  recordHostEvents,
  sendEvents,
  settled,
  startSend,
  composeSend,
} from './support/hostPage'

const KEY = devPrivateKey(ACCOUNTS.faults)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('the wallet disconnecting during the review voids it: send() rejects NOT_CONNECTED, nothing is stuck', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await expect(frame.getByTestId('confirm-send')).toBeVisible()
  await wallet.emit(page, 'accountsChanged', [])
  expect((await settled(page, 'send')).error).toEqual({ code: 'NOT_CONNECTED', name: 'WalletportError' })
  await expect(frame.getByTestId('wallet-status')).toHaveText('No wallet connected')
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('the wallet switching account between review and confirm rebuilds the review', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  // The visitor's own send: its Confirm is the in-frame one, whose delay is measured here (a host's send() is confirmed in the secure window).
  await composeSend(frame, Wallet.createRandom().address, '0.01')
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  // Watched every frame from inside the widget: how long the rebuilt review's Confirm stays disabled.
  const disabledFor = frame.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let rebuiltAt: number | undefined
        const poll = () => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid="confirm-send"]')
          if (rebuiltAt === undefined && button && document.querySelector('[data-testid="review-notice"]'))
            rebuiltAt = performance.now()
          if (rebuiltAt !== undefined && button && !button.disabled && button.getAttribute('aria-disabled') !== 'true')
            resolve(performance.now() - rebuiltAt)
          else requestAnimationFrame(poll)
        }
        poll()
      }),
  )
  const other = new Wallet(devPrivateKey(ACCOUNTS.outsider)).address
  await wallet.emit(page, 'accountsChanged', [other])
  await expect(frame.getByTestId('review-notice')).toContainText('changed account or network')
  // The confirm delay (500 ms) starts again on the rebuilt review: it is not enabled at once
  // (a frame or two of the 500 ms may pass before the rebuilt review is first seen here).
  expect(await disabledFor).toBeGreaterThanOrEqual(400)
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect.poll(() => wallet.requested('eth_sendTransaction').length).toBe(1)
  expect((wallet.requested('eth_sendTransaction')[0]!.params as [{ from: string }])[0].from).toBe(other)
})

test('a wallet that never answers can be cancelled while signing; a new send works after', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY, send: 'hang' })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('confirm-send')).toHaveText('Confirm in your wallet…')
  await frame.getByRole('button', { name: 'Cancel' }).click()
  expect((await settled(page, 'send')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  expect((await sendEvents(page)).map((e) => e.status)).toEqual(['rejected'])
  await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeVisible()

  wallet.send = 'approve'
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
})

test('a provider that throws synchronously gives a clear failure and the widget keeps working', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY, send: 'throwSync' })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  expect((await settled(page, 'send')).error).toEqual({ code: 'WALLET_ERROR', name: 'WalletportError' })
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'failed')
  await expect(frame.getByTestId('send-status')).toContainText('provider bug')
  expect((await sendEvents(page)).map((e) => e.status)).toEqual(['failed'])
  expect(await page.evaluate(() => window.handle.getState().then((s) => s.status))).toBe('connected')
  expect(await pendingTransactionsFrom(wallet.address)).toBe(0)
})

// anvil drops only a transaction ready to be mined, not one queued behind a nonce gap: this one waits on a paused chain.
test('a dropped transaction ends as failed, dropped, with its event', CHAIN_EXCLUSIVE, async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  await withMiningPaused(async () => {
    await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
    await clickConfirm(frame.getByTestId('confirm-send'))
    const { hash } = (await settled(page, 'send')).value as { hash: string }
    await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'submitted')
    await provider.send('anvil_dropTransaction', [hash])
    await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'failed', { timeout: 15_000 })
    await expect(frame.getByTestId('send-status')).toContainText('dropped')
    await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', 'failed'])
  })
})

// A paused chain, not a nonce gap: viem finds a replacement by scanning the blocks as they come, and another lane's
// blocks mined around it might be skipped in that scan (suspected, not seen: waitForTransactionReceipt follows
// the newest block number it is told of).
for (const kind of ['speed-up', 'cancel'] as const) {
  test(
    `a ${kind} replacement ends truthfully: ${kind === 'speed-up' ? 'confirmed under the new hash' : 'failed, cancelled'}`,
    CHAIN_EXCLUSIVE,
    async ({ context, page }) => {
      const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
      const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
      const to = Wallet.createRandom().address
      await withMiningPaused(async () => {
        await startSend(page, 'send', { token: 'native', to, amount: '0.01' })
        await clickConfirm(frame.getByTestId('confirm-send'))
        const { hash } = (await settled(page, 'send')).value as { hash: string }
        const original = (await provider.getTransaction(hash))!
        // A plain Wallet: ethers' NonceManager would pick its own nonce instead of reusing this one.
        const replacement = await new Wallet(KEY, provider).sendTransaction({
          nonce: original.nonce,
          to: kind === 'speed-up' ? to : wallet.address,
          value: kind === 'speed-up' ? parseEther('0.01') : 0n,
          maxFeePerGas: original.maxFeePerGas! * 3n,
          maxPriorityFeePerGas: original.maxPriorityFeePerGas! * 3n + 1n,
        })
        await provider.send('evm_mine', [])
        const step = kind === 'speed-up' ? 'confirmed' : 'failed'
        await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', step, { timeout: 15_000 })
        await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', step])
        const last = (await sendEvents(page))[1]!
        expect(last.hash).toBe(replacement.hash)
        if (kind === 'cancel') expect(last.error?.message).toContain('cancelled')
        else expect(await provider.getBalance(to)).toBe(parseEther('0.01'))
      })
    },
  )
}

test('a nonce gap stays submitted, then confirms once the gap is filled', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, {}, { untilBalance: true })
  wallet.nonceOffset = 1
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  await settled(page, 'send')
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'submitted')
  // Time is the test: it stays submitted longer than the widget takes to call a transaction that
  // the node does not know dropped (3 polls of 1 s); the node keeps it, queued behind the gap.
  await page.waitForTimeout(4000)
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'submitted')
  expect((await sendEvents(page)).map((e) => e.status)).toEqual(['submitted'])
  // The missing earlier transaction arrives: both are mined, the widget's transfer confirms.
  const filler = await new Wallet(KEY, provider).sendTransaction({
    to: wallet.address,
    value: 0n,
    nonce: await provider.getTransactionCount(wallet.address, 'latest'),
  })
  await filler.wait()
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed', { timeout: 15_000 })
  await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', 'confirmed'])
})
