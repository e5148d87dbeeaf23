import { expect, test } from '@playwright/test'
import { formatEther, parseEther, parseUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { provider as chain, tokenBalance } from '../../harness/chain'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import {
  builtReview,
  clickConfirm,
  demoLogOutcome as outcome,
  recordHostEvents,
  widgetFrame,
  chooseWallet,
} from './support/hostPage'
import { HOST_ORIGIN, LOADER_URL } from './support/origins'

const dUSD = devchainToken('dUSD')
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const KEY = devPrivateKey(ACCOUNTS.provider)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('ethers BrowserProvider over handle.provider: connect, read, and a token transfer only after the click', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  await page.getByRole('button', { name: 'ethers getSigner' }).click()
  await chooseWallet(frame, /Test Wallet/)
  expect(await outcome(page, 'ethers getSigner')).toContain(wallet.address)

  await page.getByRole('button', { name: 'ethers getBalance' }).click()
  const balance = await chain.getBalance(wallet.address)
  expect(await outcome(page, 'ethers getBalance')).toContain(`"${formatEther(balance)} ETH"`)

  const before = await tokenBalance(dUSD.address, RECIPIENT)
  await page.getByRole('button', { name: 'ethers send 1 dUSD' }).click()
  await expect(frame.getByTestId('approval-summary')).toContainText('Send 1 dUSD')
  await expect(frame.getByTestId('approval-summary')).toContainText(RECIPIENT)
  // No click, no transaction: the wallet has not even been asked, however long the dapp waits (the waiting is the test).
  await page.waitForTimeout(1500)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  // The visitor brings the whole review into view and reads it: Confirm waits until it has been
  // seen whole for 500 ms (a click retried by Playwright scrolls the page, which restarts that wait).
  await builtReview(frame).scrollIntoViewIfNeeded()
  await expect(frame.getByTestId('confirm-approval')).toBeEnabled()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const line = await outcome(page, 'ethers send 1 dUSD')
  const hash = line.match(/0x[0-9a-f]{64}/)![0]
  expect((await chain.waitForTransaction(hash))!.status).toBe(1)
  expect((await tokenBalance(dUSD.address, RECIPIENT)) - before).toBe(parseUnits('1', 6))
})

test('a rejected review gives the dapp a 4001 error and the wallet never sees the request', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  await page.getByRole('button', { name: 'ethers getSigner' }).click()
  await chooseWallet(frame, /Test Wallet/)
  await outcome(page, 'ethers getSigner')

  await page.getByRole('button', { name: 'ethers send 1 dUSD' }).click()
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect(await outcome(page, 'ethers send 1 dUSD')).toContain('✗')
  const pending = page.evaluate(() =>
    window.handle.provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
      })
      .catch((e: { code: number }) => e.code),
  )
  await frame.getByRole('button', { name: 'Reject' }).click()
  const code = await pending
  expect(code).toBe(4001) // rejected on the review again, by the test
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('viem walletClient with custom(handle.provider) sends after the click', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  const before = await chain.getBalance(RECIPIENT)
  await page.getByRole('button', { name: 'viem send 0.01 ETH' }).click()
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('approval-summary')).toContainText('0.01 ETH')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const hash = (await outcome(page, 'viem send 0.01 ETH')).match(/0x[0-9a-f]{64}/)![0]
  expect((await chain.waitForTransaction(hash))!.status).toBe(1)
  expect((await chain.getBalance(RECIPIENT)) - before).toBe(parseEther('0.01'))
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
})

test('provider errors use EIP-1193 codes; unsupported methods 4200; accounts empty before connect', async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const headBefore = await chain.getBlockNumber()
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
  const results = await page.evaluate(async () => {
    const handle = window.Walletport!.mount({ target: '#wallet' })
    await handle.ready
    const p = handle.provider
    const code = (promise: Promise<unknown>) =>
      promise.then(
        (v) => ({ value: v }),
        (e: { code: number; name: string }) => ({ code: e.code, name: e.name }),
      )
    return {
      accounts: await p.request({ method: 'eth_accounts' }),
      chainId: await p.request({ method: 'eth_chainId' }),
      blockNumber: await p.request({ method: 'eth_blockNumber' }),
      unsupported: await code(p.request({ method: 'eth_sign', params: [] })),
      notConnected: await code(
        p.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }),
      ),
      unknownChain: await code(p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })),
    }
  })
  expect(Number(results.blockNumber)).toBeGreaterThanOrEqual(headBefore)
  expect(results).toEqual({
    accounts: [],
    chainId: '0x7a69',
    // The chain's own head, read through the widget (a block or two may have come since).
    blockNumber: expect.stringMatching(/^0x[0-9a-f]+$/),
    unsupported: { code: 4200, name: 'ProviderRpcError' },
    notConnected: { code: 4100, name: 'ProviderRpcError' },
    unknownChain: { code: 4902, name: 'ProviderRpcError' },
  })
})

test('announceProvider: true offers handle.provider on the host page through EIP-6963 as Walletport', async ({
  page,
}) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
  const announced = await page.evaluate(async () => {
    const found: {
      info: { name: string; rdns: string }
      provider: { request(args: { method: string }): Promise<unknown> }
    }[] = []
    const handle = window.Walletport!.mount({ target: '#wallet', announceProvider: true })
    addEventListener('eip6963:announceProvider', (event) => found.push((event as CustomEvent).detail))
    await handle.ready
    dispatchEvent(new Event('eip6963:requestProvider'))
    await new Promise((r) => setTimeout(r, 500))
    // What a dapp does with an announcement: asks the provider, and gets the widget's answers.
    return Promise.all(
      found.map(async ({ info, provider }) => ({
        name: info.name,
        rdns: info.rdns,
        chainId: await provider.request({ method: 'eth_chainId' }),
        accounts: await provider.request({ method: 'eth_accounts' }),
      })),
    )
  })
  expect(announced.length).toBeGreaterThan(0)
  for (const announcement of announced)
    expect(announcement).toEqual({ name: 'Walletport', rdns: 'io.walletport', chainId: '0x7a69', accounts: [] })
})
