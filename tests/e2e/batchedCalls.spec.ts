import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { Interface, parseEther, parseUnits } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount, provider as chain } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { paidSince, payDusd } from './support/chainActions'
import {
  clickConfirm,
  demoLogOutcome as outcome,
  expectNothingCutOff,
  mountConnected,
  widgetFrame,
  chooseWallet,
} from './support/hostPage'
import { HOST_ORIGIN } from './support/origins'

/**
 * EIP-5792 on handle.provider, driven by viem's wallet actions (sendCalls, waitForCallsStatus: what
 * wagmi's useSendCalls uses) from the demo page, and by raw requests for the refusals.
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dUSD = devchainToken('dUSD')

/** The host page with the widget mounted and connected to a test wallet of a funded account of its own. */
async function connectedWithFunds(context: BrowserContext, page: Page) {
  const account = await fundedAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  return { wallet, frame: await mountConnected(page, wallet) }
}

/** EIP-5792 wallet_getCallsStatus of a batch, as the host page asks it. */
type CallsStatus = { status: number; atomic: boolean; receipts: { transactionHash: string }[] }
const callsStatus = (page: Page, id: string) =>
  page.evaluate(
    (batch) => window.handle.provider.request({ method: 'wallet_getCallsStatus', params: [batch] }),
    id,
  ) as Promise<CallsStatus>

/** A fresh account with ETH and some dUSD, so each test starts from balances it knows. */
async function fundedAccount() {
  const account = await freshAccount()
  await payDusd(account.address, '50')
  return account
}

test('viem sendCalls: one review lists both calls and the whole effect, one confirm sends them in order, the status is 200 with both receipts', async ({
  context,
  page,
}) => {
  const account = await fundedAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  const blockBefore = await chain.getBlockNumber()

  // Capabilities first, as wagmi asks them: atomic is unsupported, truthfully.
  await page.getByRole('button', { name: 'viem sendCalls: 1 dUSD + 0.01 ETH' }).click()
  await chooseWallet(frame, /Test Wallet/)
  const review = frame.getByTestId('approval')
  await expect(review.getByRole('heading', { name: 'Approve a batch of calls' })).toBeVisible()
  await expect(frame.getByTestId('batch-count')).toContainText('2 calls, sent one after another')
  await expect(frame.getByTestId('batch-call')).toHaveCount(2)
  await expect(frame.getByTestId('batch-call').nth(0).getByTestId('batch-call-action')).toHaveText(
    `Send 1 dUSD to ${RECIPIENT}`,
  )
  await expect(frame.getByTestId('batch-call').nth(1).getByTestId('batch-call-value')).toHaveText('0.01 ETH')
  // The simulated effect of the whole batch: both leave the account.
  await expect(frame.getByTestId('simulation')).toContainText('dUSD')
  await expect(frame.getByTestId('simulation')).toContainText('ETH')
  await expectNothingCutOff(frame)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  await clickConfirm(frame.getByTestId('confirm-approval'))

  const id = (await outcome(page, 'viem sendCalls: 1 dUSD + 0.01 ETH')).match(/"(0x[0-9a-f]{64})"/)![1]!
  await page.getByRole('button', { name: 'viem waitForCallsStatus (last batch)' }).click()
  expect(await outcome(page, 'viem waitForCallsStatus (last batch)')).toContain('"success (200), 2 receipts"')
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(2)
  // The chain agrees.
  expect(await paidSince(blockBefore, account.address, RECIPIENT)).toEqual({
    eth: parseEther('0.01'),
    dusd: parseUnits('1', 6),
  })

  // The id viem got names that batch: its status has both receipts.
  const status = await callsStatus(page, id)
  expect(status.status).toBe(200)
  expect(status.receipts).toHaveLength(2)

  // wallet_showCallsStatus opens the widget's view of the batch: both calls, confirmed, with their transactions.
  await page.getByRole('button', { name: 'showCallsStatus (last batch)' }).click()
  await expect(frame.getByTestId('calls-status')).toHaveAttribute('data-status', '200')
  const calls = frame.getByTestId('calls-status-call')
  await expect(calls).toHaveCount(2)
  for (const [i, receipt] of status.receipts.entries()) {
    await expect(calls.nth(i)).toHaveAttribute('data-outcome', 'confirmed')
    await expect(calls.nth(i)).toContainText(new RegExp(receipt.transactionHash, 'i'))
  }
})

test('a batch whose second call the wallet refuses is reported as a partial failure (600), never as success', async ({
  context,
  page,
}) => {
  const { wallet, frame } = await connectedWithFunds(context, page)
  await page.evaluate((to) => {
    const w = window as unknown as { batch: Promise<unknown> }
    w.batch = window.handle.provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          atomicRequired: false,
          calls: [
            { to, value: '0x1' },
            { to, value: '0x2' },
          ],
        },
      ],
    })
  }, RECIPIENT)
  await expect(frame.getByTestId('batch-call')).toHaveCount(2)
  // The visitor approves the batch in the widget, then declines the second call in the wallet.
  let sends = 0
  wallet.beforeSend = () => (++sends === 2 ? 'reject' : 'approve')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const { id } = await page.evaluate(() => (window as unknown as { batch: Promise<{ id: string }> }).batch)
  await expect.poll(async () => (await callsStatus(page, id)).status).toBe(600)
  const status = await callsStatus(page, id)
  expect(status.receipts).toHaveLength(1)
  expect(status.atomic).toBe(false)
})

test('builder codes (ERC-8021 dataSuffix): the review names them, each contract call carries them on chain (a plain transfer stays plain), and calldata dressed as one is refused', async ({
  context,
  page,
}) => {
  const { wallet, frame } = await connectedWithFunds(context, page)
  // ox's Attribution.toDataSuffix({ codes: ['shopapp', 'bc_k3p9da'] }): codes ‖ length ‖ schema 0 ‖ marker.
  const codes = Buffer.from('shopapp,bc_k3p9da', 'ascii')
  const suffix = `0x${codes.toString('hex')}${codes.length.toString(16)}00${'8021'.repeat(8)}`
  const transfer = new Interface(['function transfer(address,uint256)']).encodeFunctionData('transfer', [
    RECIPIENT,
    parseUnits('1', 6),
  ])
  const ask = (dataSuffix: unknown) =>
    page.evaluate(
      ({ calls, dataSuffix }) => {
        const request = window.handle.provider.request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls, capabilities: { dataSuffix } }],
        })
        ;(window as unknown as { batch: Promise<unknown> }).batch = request
        return request.then(
          () => 'sent',
          (error: { code: number }) => error.code,
        )
      },
      {
        calls: [
          { to: dUSD.address, data: transfer },
          { to: RECIPIENT, value: '0x1' },
        ],
        dataSuffix,
      },
    )

  // A host that passes calldata off as an attribution (a call to the token's fallback, say) is refused outright.
  expect(await ask({ value: `${transfer}${suffix.slice(2)}` })).toBe(-32602)
  await expect(frame.getByTestId('batch-call')).toHaveCount(0)

  const sent = ask({ value: suffix })
  await expect(frame.getByTestId('batch-builder-codes')).toHaveText('shopapp, bc_k3p9da')
  // The call is still read for what it does: the codes after it change nothing of the review.
  await expect(frame.getByTestId('batch-call').nth(0).getByTestId('batch-call-action')).toHaveText(
    `Send 1 dUSD to ${RECIPIENT}`,
  )
  const blockBefore = await chain.getBlockNumber()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  expect(await sent).toBe('sent')
  const { id } = await page.evaluate(() => (window as unknown as { batch: Promise<{ id: string }> }).batch)
  await expect.poll(async () => (await callsStatus(page, id)).status).toBe(200)
  const { receipts } = await callsStatus(page, id)
  // On chain, read by ethers: the token call's data is the call's, then the codes; the transfer landed. The plain
  // ETH transfer stays plain: the codes as its calldata would call a contract recipient's fallback, or whichever
  // function their first four bytes name.
  const inputs = await Promise.all(receipts.map(async (r) => (await chain.getTransaction(r.transactionHash))!.data))
  expect(inputs).toEqual([`${transfer}${suffix.slice(2)}`, '0x'])
  expect(await paidSince(blockBefore, wallet.address, RECIPIENT)).toEqual({ eth: 1n, dusd: parseUnits('1', 6) })
})

test('EIP-5792 refusals: atomicRequired 5760, an unknown id 5730, a batch over 10 calls 5740; capabilities say atomic unsupported', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, account)
  const results = await page.evaluate(
    async ([to, from]) => {
      const p = window.handle.provider
      const code = (promise: Promise<unknown>) =>
        promise.then(
          (value) => ({ value }),
          (e: { code: number }) => ({ code: e.code }),
        )
      const batch = (calls: number, atomicRequired: boolean) =>
        p.request({
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              atomicRequired,
              calls: Array.from({ length: calls }, () => ({ to, value: '0x1' })),
            },
          ],
        })
      return {
        capabilities: await p.request({ method: 'wallet_getCapabilities', params: [from, ['0x7a69']] }),
        atomic: await code(batch(2, true)),
        tooMany: await code(batch(11, false)),
        unknown: await code(p.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })),
        showUnknown: await code(p.request({ method: 'wallet_showCallsStatus', params: ['0x1234'] })),
      }
    },
    [RECIPIENT, account.address] as const,
  )
  expect(results).toEqual({
    capabilities: {
      '0x7a69': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: { supported: false, signerTypes: [], permissionTypes: [] },
      },
    },
    atomic: { code: 5760 },
    tooMany: { code: 5740 },
    unknown: { code: 5730 },
    showUnknown: { code: 5730 },
  })
  await expect(frame.getByTestId('batch-call')).toHaveCount(0)
})
