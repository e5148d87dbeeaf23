import { expect, test, type Frame, type Page } from '@playwright/test'
import { Interface, parseEther } from 'ethers'
import { deployArtifact, freshAccount, provider as chain, signer } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { builtReview, clickConfirm, mountConnected, recordHostEvents, settled, startSend } from './support/hostPage'

/**
 * The preview is the execution, in time: a hostile host page's contract that pays a 1 ETH "reward" for a
 * 0.5 ETH entry fee only inside a window of blocks or seconds it opens around the preview
 * (devchain/contracts/WindowedReward.sol), or that it closes between the review and Confirm. Run from a
 * real host page through `handle.provider` against the real widget on anvil, the chain read back through
 * ethers. Every account is a fresh one.
 */

const REWARD = new Interface([
  'function claim()',
  'function open(uint256 span)',
  'function close()',
  'function until() view returns (uint256)',
])
const ENTRY_FEE = parseEther('0.5')
const FUNDS = parseEther('2')

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

/** The attacker's contract, funded, and the visitor's widget connected on the host page. */
async function setUp(context: Parameters<typeof TestWallet.install>[0], page: Page, clock: 0 | 1) {
  const visitor = await freshAccount()
  const attacker = signer((await freshAccount()).privateKey)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: visitor.privateKey })
  const reward = await (await deployArtifact('WindowedReward', attacker, [clock])).getAddress()
  await (await attacker.sendTransaction({ to: reward, value: FUNDS })).wait()
  const frame = await mountConnected(page, wallet)
  const call = (data: string) => attacker.sendTransaction({ to: reward, data }).then((tx) => tx.wait())
  return { visitor, attacker, reward, frame, call }
}

/** The host page's dapp asks for the claim, as `handle.provider.request` would, without waiting for it. */
async function claim(page: Page, reward: string): Promise<void> {
  await page.evaluate((to) => {
    const w = window as unknown as { calls: Record<string, unknown> }
    w.calls ??= {}
    w.calls.claim = { pending: true }
    window.handle.provider
      .request({ method: 'eth_sendTransaction', params: [{ to, value: '0x6f05b59d3b20000', data: '0x4e71d92d' }] })
      .then(
        (value) => (w.calls.claim = { value }),
        (error: { code: number }) => (w.calls.claim = { error: { code: error.code } }),
      )
  }, reward)
}

/** What the review shows once its preview is in: the balance changes, and whether it is flagged in red. */
async function shownPreview(frame: Frame): Promise<{ changes: string[]; flagged: boolean }> {
  await expect(frame.getByTestId('simulation')).toHaveAttribute('data-status', /success|reverted/)
  return {
    changes: await frame.getByTestId('balance-change').allTextContents(),
    flagged: await frame.getByTestId('behaves-differently').isVisible(),
  }
}

/** Waits out the confirm delay and confirms (in the secure window, its acknowledgement ticked where asked). */
async function confirm(frame: Frame): Promise<void> {
  await builtReview(frame).scrollIntoViewIfNeeded()
  await clickConfirm(frame.getByTestId('confirm-approval'))
}

/** The visitor's transactions so far, and the attacker contract's balance: nothing sent leaves both as they were. */
async function chainState(visitor: string, reward: string) {
  return { nonce: await chain.getTransactionCount(visitor, 'latest'), reward: await chain.getBalance(reward) }
}

test('a contract that pays only in the previewed block is flagged in red, and Confirm a block later shows the loss and sends nothing', async ({
  context,
  page,
}) => {
  const { visitor, attacker, reward, frame, call } = await setUp(context, page, 0)
  // The window covers the next five blocks (blocks other tests mine meanwhile leave it open), fewer than the
  // eleven a preview looks ahead.
  await call(REWARD.encodeFunctionData('open', [5]))
  const until = Number(await chain.call({ to: reward, data: REWARD.encodeFunctionData('until', []) }))
  await claim(page, reward)

  const preview = await shownPreview(frame)
  expect(preview.changes).toEqual(['+0.5 ETH'])
  // A preview mined later (another block number, another time) saw the fee taken: the review cannot be trusted.
  expect(preview.flagged).toBe(true)
  await expect(frame.getByTestId('confirm-approval')).toBeDisabled()
  await frame.getByLabel('I understand, send anyway').check()

  // Blocks later (anyone's transactions): the window has closed by the time the visitor confirms.
  while ((await chain.getBlockNumber()) < until)
    await (await attacker.sendTransaction({ to: await attacker.getAddress(), value: 0n })).wait()
  const before = await chainState(visitor.address, reward)
  await confirm(frame)
  await expect(frame.getByTestId('review-notice')).toBeVisible()
  expect(await frame.getByTestId('balance-change').allTextContents()).toEqual(['−0.5 ETH'])
  expect(await chainState(visitor.address, reward)).toEqual(before)

  // Asked again with what will happen, the visitor confirms; the chain does what this review said.
  await confirm(frame)
  const { value: hash } = await settled(page, 'claim')
  await chain.waitForTransaction(hash as string)
  expect(await chain.getBalance(reward)).toBe(FUNDS + ENTRY_FEE)
})

test('a contract that pays only for a few seconds after the preview is flagged in red and needs the acknowledgement', async ({
  context,
  page,
}) => {
  const { visitor, reward, frame, call } = await setUp(context, page, 1)
  // Longer than a block, and than the 13 s a preview used to look ahead; shorter than a wait for inclusion.
  await call(REWARD.encodeFunctionData('open', [25]))
  await claim(page, reward)

  const preview = await shownPreview(frame)
  expect(preview.changes).toEqual(['+0.5 ETH'])
  expect(preview.flagged).toBe(true)
  await expect(frame.getByTestId('confirm-approval')).toBeDisabled()

  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'claim')).error?.code).toBe(4001)
  expect(await chainState(visitor.address, reward)).toEqual({ nonce: 0, reward: FUNDS })
})

test('a contract that stops paying between the review and Confirm: the new loss is shown, that click sends nothing, and the next sends what it shows', async ({
  context,
  page,
}) => {
  const { visitor, reward, frame, call } = await setUp(context, page, 0)
  await call(REWARD.encodeFunctionData('open', [1_000_000]))
  await claim(page, reward)

  const preview = await shownPreview(frame)
  expect(preview).toEqual({ changes: ['+0.5 ETH'], flagged: false })

  // The host page's contract closes the window while the review is on screen.
  await call(REWARD.encodeFunctionData('close', []))
  await confirm(frame)
  await expect(frame.getByTestId('review-notice')).toBeVisible()
  expect(await frame.getByTestId('balance-change').allTextContents()).toEqual(['−0.5 ETH'])
  expect(await chainState(visitor.address, reward)).toEqual({ nonce: 0, reward: FUNDS })
  expect(
    (await page.evaluate(() => (window as unknown as { calls: { claim: unknown } }).calls.claim)) as object,
  ).toEqual({
    pending: true,
  })

  await confirm(frame)
  const { value: hash } = await settled(page, 'claim')
  const receipt = await chain.waitForTransaction(hash as string)
  expect(receipt?.status).toBe(1)
  expect(await chain.getBalance(reward)).toBe(FUNDS + ENTRY_FEE)
})

test('a host send() to a contract that pays only in the previewed blocks is flagged, and Confirm after them shows the loss and sends nothing', async ({
  context,
  page,
}) => {
  const { visitor, attacker, reward, frame, call } = await setUp(context, page, 0)
  await call(REWARD.encodeFunctionData('open', [5]))
  const until = Number(await chain.call({ to: reward, data: REWARD.encodeFunctionData('until', []) }))
  await startSend(page, 'send', { token: 'native', to: reward, amount: '0.5' })

  const preview = await shownPreview(frame)
  expect(preview.changes).toEqual(['+0.5 ETH'])
  expect(preview.flagged).toBe(true)
  await expect(frame.getByTestId('confirm-send')).toBeDisabled()
  await frame.getByLabel('I understand, send anyway').check()

  while ((await chain.getBlockNumber()) < until)
    await (await attacker.sendTransaction({ to: await attacker.getAddress(), value: 0n })).wait()
  const before = await chainState(visitor.address, reward)
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('review-notice')).toBeVisible()
  expect(await frame.getByTestId('balance-change').allTextContents()).toEqual(['−0.5 ETH'])
  expect(await chainState(visitor.address, reward)).toEqual(before)

  await clickConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'send')
  await chain.waitForTransaction((value as { hash: string }).hash)
  expect(await chain.getBalance(reward)).toBe(FUNDS + ENTRY_FEE)
})
