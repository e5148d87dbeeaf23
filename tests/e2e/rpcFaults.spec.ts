import { expect, test } from '@playwright/test'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { providerFor, tokenBalance } from '../../harness/chain'
import { RpcProxy } from '../../harness/rpcProxy'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { payDusd } from './support/chainActions'
import { balanceAmount, balanceRow, mountConnected, recordHostEvents, shownBalance } from './support/hostPage'
import {
  ANVIL_2_RPC_URL,
  ANVIL_RPC_URL,
  PROXIED_CHAIN_WIDGET_URL,
  PROXY_PORT,
  PROXY_PORT_BACKUP,
  PROXY_PORT_CHAIN_2,
} from './support/origins'
import type { Balance } from '../../protocol/types'

const dUSD = devchainToken('dUSD')
const KEY = devPrivateKey(ACCOUNTS.rpcFaults)

let primary: RpcProxy
let backup: RpcProxy
let second: RpcProxy
test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
  primary = await RpcProxy.start(PROXY_PORT, ANVIL_RPC_URL)
  backup = await RpcProxy.start(PROXY_PORT_BACKUP, ANVIL_RPC_URL)
  second = await RpcProxy.start(PROXY_PORT_CHAIN_2, ANVIL_2_RPC_URL)
})
test.afterEach(async () => {
  await Promise.all([primary.close(), backup.close(), second.close()])
})

/** The proxied-chain deployment (both chains behind the proxies above), with dUSD listed on 31337. */
const PROXIED = { widgetUrl: PROXIED_CHAIN_WIDGET_URL, tokens: [{ chainId: 31337, address: dUSD.address }] }

test('an RPC down at start: the chain says so, retries with backoff, and recovers by itself', async ({
  context,
  page,
}) => {
  const console: { at: number; text: string }[] = []
  page.on('console', (message) => console.push({ at: Date.now(), text: message.text() }))
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  second.mode = 'down'
  const frame = await mountConnected(page, wallet, PROXIED)
  // Once, in words: which network, and that it keeps trying (the RPC's own words are only in the title).
  await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toHaveText(
    'Could not reach Anvil 2 (local). Retrying…Retry',
  )
  await expect(balanceAmount(frame)).toBeVisible()

  // Polling is every second; backing off, the widget tries far less often than that. Counting
  // tries over a stretch of time is the test, so this one waits by the clock.
  const from = Date.now()
  await page.waitForTimeout(8000)
  const tries = second.calls.filter((c) => c.at >= from && c.method === 'eth_blockNumber').length
  expect(tries).toBeLessThanOrEqual(5)
  expect(tries).toBeGreaterThanOrEqual(1)
  // The console: the widget's one line for the outage, and the browser's line per failed request, one per try
  // (no transport retry inside a try), not one per poll.
  expect(console.filter(({ text }) => text.startsWith('walletport:')).map(({ text }) => text)).toEqual([
    expect.stringMatching(/^walletport: cannot reach Anvil 2 \(local\); retrying/),
  ])
  const failedRequests = console.filter(({ at, text }) => at >= from && text.startsWith('Failed to load resource'))
  expect(failedRequests.length).toBeLessThanOrEqual(tries)

  second.mode = 'pass'
  await expect(balanceAmount(frame, 'native', 31338)).toHaveAttribute('title', /ETH$/, { timeout: 30_000 })
  await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toHaveCount(0)
})

test('an RPC that stops answering (no refusal): within the poll interval plus 10 s the chain says so, and the values are marked not current', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, PROXIED)
  await expect(balanceAmount(frame, 'native', 31338)).toHaveAttribute('title', /ETH$/)
  const error = frame.locator('[data-chain="31338"] [data-testid="chain-error"]')
  await expect(error).toHaveCount(0)
  second.mode = 'hang'
  try {
    // Polled every second: the stall is said 1 s + 10 s after it began at the latest (and two seconds of slack for the test's own steps).
    await expect(error).toHaveText('Showing the last known balances. Could not reach Anvil 2 (local). Retrying…Retry', {
      timeout: 13_000,
    })
  } finally {
    // Current again once it answers: the unit test (balanceTracker.test.ts) shows it without the transport's wait.
    second.mode = 'pass'
  }
})

test('a chain that answers but has no Multicall3 is named as such, and the send form says why Review is off', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  // Chain 2's RPC answers everything, as a fresh chain would, but has no code at Multicall3's address.
  const multicall3 = '0xca11bde05977b3631167028862be2a173976ca11'
  second.answer = ({ method, params }) =>
    (method === 'eth_getCode' && String(params?.[0]).toLowerCase() === multicall3) ||
    (method === 'eth_call' && String((params?.[0] as { to?: string } | undefined)?.to).toLowerCase() === multicall3)
      ? '0x'
      : undefined
  const frame = await mountConnected(page, wallet, PROXIED)
  const notice = frame.locator('[data-chain="31338"] [data-testid="chain-error"]')
  await expect(notice).toHaveText(
    'Anvil 2 (local) has no Multicall3 contract at 0xcA11bde05977b3631167028862bE2a173976CA11, so balances cannot be read: the operator of this wallet must deploy it (npm run deploy:passkey).Retry',
  )
  await expect(notice).toHaveAttribute('data-reason', 'multicall3')
  await expect(balanceAmount(frame)).toBeVisible()
  expect(second.count('eth_getCode')).toBeGreaterThanOrEqual(1)

  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByLabel('Network').selectOption('31338')
  await expect(frame.getByTestId('send-unreadable')).toContainText(
    'Review needs your balances on Anvil 2 (local), which cannot be read now. Anvil 2 (local) has no Multicall3',
  )
  await expect(frame.getByRole('button', { name: 'Review' })).toBeDisabled()
})

test('the next rpcUrl takes over when the first one fails, and balances keep refreshing', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, PROXIED)
  await expect(balanceAmount(frame, dUSD.address)).toBeVisible()
  primary.mode = 'down'
  await payDusd(wallet.address, '3')
  const expected = await tokenBalance(dUSD.address, wallet.address)
  await expect.poll(() => shownBalance(frame, dUSD.address, 6), { timeout: 15_000 }).toBe(expected)
  expect(backup.count('eth_call')).toBeGreaterThanOrEqual(1)
  await expect(frame.locator('[data-chain="31337"] [data-testid="chain-error"]')).toHaveCount(0)
})

for (const mode of ['rpcError', 'garbage', 'rateLimit', 'down'] as const) {
  test(`an RPC that answers ${mode} keeps the last good values, marked not updated, never zero`, async ({
    context,
    page,
  }) => {
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
    const frame = await mountConnected(page, wallet, PROXIED)
    await expect(balanceAmount(frame, 'native', 31338)).toBeVisible()
    const shown = await balanceAmount(frame, 'native', 31338).getAttribute('title')
    const good = await providerFor(31338).getBalance(wallet.address)

    second.mode = mode
    await frame.getByRole('button', { name: 'Refresh' }).click()
    await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toContainText(
      'Showing the last known balances',
    )
    await expect(balanceAmount(frame, 'native', 31338)).toHaveAttribute('title', shown!)
    await expect(balanceRow(frame, 'native', 31338)).toHaveClass(/stale/)
    const balances = (await page.evaluate(() => window.handle.getBalances())) as Balance[]
    const native = balances.find((b) => b.chainId === 31338 && b.token === 'native')!
    expect(native.value).toBe(good.toString())
    expect(native.error).toMatch(/^not refreshed/)
    // The other chain is untouched.
    expect(balances.find((b) => b.chainId === 31337 && b.token === 'native')!.error).toBeUndefined()
  })
}

test('a slow RPC: refreshes never overlap, and the values arrive', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, PROXIED)
  await expect(balanceAmount(frame, 'native', 31338)).toBeVisible()
  second.mode = 'slow'
  second.slowMs = 2500
  const from = Date.now()
  for (let i = 0; i < 6; i++) await frame.getByRole('button', { name: 'Refresh' }).click()
  // One refresh in flight, the five clicks after it folded into one follow-up: its read reaches the
  // proxy only once the first read has been answered (each answer takes slowMs), never beside it.
  await expect.poll(() => second.count('eth_call', from), { timeout: 15_000 }).toBe(2)
  const [first, followUp] = second.calls.filter((call) => call.method === 'eth_call' && call.at >= from)
  expect(followUp!.at - first!.at).toBeGreaterThanOrEqual(second.slowMs)
  await expect(balanceAmount(frame, 'native', 31338)).toHaveAttribute('title', /ETH$/)
  await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toHaveCount(0)
  expect(second.count('eth_call', from)).toBe(2)
})

test("Activity with one chain's RPC down keeps the transfers it has, says which chain failed, and recovers", async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet, PROXIED)
  const transfer = await payDusd(wallet.address, '2')
  await frame.getByRole('button', { name: 'Activity' }).click()
  const received = frame.locator(`[data-testid="activity-row"][data-hash="${transfer}"]`)
  await expect(received).toContainText('Received 2 dUSD from')

  second.mode = 'down'
  await expect(frame.getByTestId('activity')).toHaveAttribute('data-status', 'error', { timeout: 15_000 })
  await expect(frame.getByTestId('activity-error')).toContainText('Anvil 2 (local)')
  await expect(received).toBeVisible()

  second.mode = 'pass'
  await expect(frame.getByTestId('activity')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 })
  await expect(received).toBeVisible()
})
