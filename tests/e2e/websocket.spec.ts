import { expect, test, type Frame } from '@playwright/test'
import { formatUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { tokenBalance } from '../../harness/chain'
import { RpcProxy } from '../../harness/rpcProxy'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { payDusd } from './support/chainActions'
import { CHAIN_EXCLUSIVE } from './support/lanes'
import { balanceAmount, mountConnected } from './support/hostPage'
import { ANVIL_WS_URL, WEBSOCKET_PROXY_PORT, WEBSOCKET_WIDGET_URL } from './support/origins'

/**
 * A chain whose only RPC URL is a WebSocket (tests/fixtures/websocket-chain.config.json, served on
 * 127.0.0.1:4317): the widget follows `newHeads` on ws://127.0.0.1:8603 and reads over that URL's
 * http twin, http://127.0.0.1:8603. One proxy answers both in front of anvil and counts every
 * request, by transport.
 */
const dUSD = devchainToken('dUSD')
const HOLDER_KEY = devPrivateKey(ACCOUNTS.balances)

let proxy: RpcProxy
test.beforeEach(async () => {
  proxy = await RpcProxy.start(WEBSOCKET_PROXY_PORT, ANVIL_WS_URL)
})
test.afterEach(async () => {
  await proxy.close()
})

/** What the row shows on hover: every digit, as the chain has it now (read with ethers; "100", not "100.0"). */
async function expectShownBalance(frame: Frame, owner: string): Promise<void> {
  const exact = formatUnits(await tokenBalance(dUSD.address, owner), 6).replace(/\.0$/, '')
  await expect(balanceAmount(frame, dUSD.address)).toHaveAttribute('title', `${exact} dUSD`)
}

/** The requests the proxy saw since `since`, as "transport method". */
const requestsSince = (since: number) =>
  proxy.calls.filter((call) => call.at >= since).map((call) => `${call.transport} ${call.method}`)

/** Waits until the widget has subscribed (the `since`-th time) and read the head once over the socket. */
async function subscribed(since: number): Promise<void> {
  await expect.poll(() => proxy.count('eth_subscribe', since, 'ws'), { timeout: 20_000 }).toBe(1)
  await expect.poll(() => proxy.count('eth_blockNumber', since, 'ws')).toBe(1)
}

// Alone on the chain: a block another file mines during the idle would rightly bring a balance read.
test(
  'over a WebSocket an idle widget sends no request at all, and a transfer from outside shows by newHeads without a click',
  CHAIN_EXCLUSIVE,
  async ({ context, page }) => {
    const start = Date.now()
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: HOLDER_KEY })
    const frame = await mountConnected(page, wallet, { widgetUrl: WEBSOCKET_WIDGET_URL })
    await expectShownBalance(frame, wallet.address)
    await subscribed(start)
    expect(proxy.openWebSockets).toBe(1)

    // Idling is the point: no block, so nothing to ask, over either transport (no polling, no keep-alive).
    // The waiting is the test.
    const idleFrom = Date.now()
    await page.waitForTimeout(5000)
    expect(requestsSince(idleFrom)).toEqual([])

    const sentAt = Date.now()
    await payDusd(wallet.address, '12.5')
    await expectShownBalance(frame, wallet.address)
    // The new head came over the socket: one balance read at that block, no eth_blockNumber poll.
    expect(requestsSince(sentAt)).toEqual(['http eth_call'])
  },
)

test('a dropped WebSocket: balances keep updating by HTTP polling, then the socket comes back and polling stops', async ({
  context,
  page,
}) => {
  const start = Date.now()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: HOLDER_KEY })
  const frame = await mountConnected(page, wallet, { widgetUrl: WEBSOCKET_WIDGET_URL })
  await expectShownBalance(frame, wallet.address)
  await subscribed(start)

  // Killed, and refused for 6 s: the widget tries again after 1 s and 3 s (refused), then after 7 s.
  const droppedAt = Date.now()
  proxy.dropWebSockets(6000)
  await expect.poll(() => proxy.count('eth_blockNumber', droppedAt, 'http')).toBeGreaterThanOrEqual(1)
  await payDusd(wallet.address, '3')
  await expectShownBalance(frame, wallet.address)
  // Shown while the socket was still refused: the polling fallback did it.
  expect(proxy.count('eth_subscribe', droppedAt)).toBe(0)
  expect(proxy.count('eth_call', droppedAt, 'http')).toBeGreaterThanOrEqual(1)

  await subscribed(droppedAt)
  expect(proxy.openWebSockets).toBe(1)
  // Back on the socket, polling has stopped: three of the 1 s polls would have come by now (the waiting is
  // the test). Not alone on the chain, so a block another file mines may rightly bring a balance read
  // (eth_call): the polling is the eth_blockNumber over http.
  const quietFrom = Date.now()
  await page.waitForTimeout(3000)
  expect(requestsSince(quietFrom).filter((call) => call !== 'http eth_call')).toEqual([])

  const sentAt = Date.now()
  await payDusd(wallet.address, '1.25')
  await expectShownBalance(frame, wallet.address)
  // The new head came over the socket: balance reads at heads, no poll.
  const sinceSent = requestsSince(sentAt)
  expect(sinceSent).toContain('http eth_call')
  expect(sinceSent.filter((call) => call !== 'http eth_call')).toEqual([])
})
