import { expect, test } from '@playwright/test'
import { ContractFactory, formatUnits, parseUnits } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { artifact, deployDemoTokens, freshAccount, provider, signer, tokenBalance } from '../../harness/chain'
import { RpcProxy } from '../../harness/rpcProxy'
import { devPrivateKey } from '../../devchain/accounts'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { payDusd } from './support/chainActions'
import {
  balanceAmount,
  balanceRow,
  mountConnected,
  mountInline,
  recordHostEvents,
  shownBalance,
} from './support/hostPage'
import { PROXIED_CHAIN_WIDGET_URL, PROXY_PORT } from './support/origins'
import type { Balance } from '../../protocol/types'

const dUSD = devchainToken('dUSD')
const DEMO = devchainToken('DEMO')
const WHOLE = devchainToken('WHOLE')
const BRKN = devchainToken('BRKN')
const OLD = devchainToken('OLD')

const HOLDER_KEY = devPrivateKey(ACCOUNTS.balances)
const OUTSIDER_KEY = devPrivateKey(ACCOUNTS.outsider)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('after connect the widget shows native and token balances as the chain has them, and getBalances() agrees', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: HOLDER_KEY })
  const frame = await mountConnected(page, wallet)

  const eth = await provider.getBalance(wallet.address)
  const usd = await tokenBalance(dUSD.address, wallet.address)
  const demo = await tokenBalance(DEMO.address, wallet.address)
  await expect.poll(() => shownBalance(frame, 'native', 18)).toBe(eth)
  await expect.poll(() => shownBalance(frame, dUSD.address, 6)).toBe(usd)
  await expect.poll(() => shownBalance(frame, DEMO.address, 18)).toBe(demo)
  await expect(balanceAmount(frame, dUSD.address)).toHaveText(/^[\d,]+(\.\d{1,4})?$/)
  // Native first, then the deployment's tokens in config order.
  expect(
    await frame
      .locator('[data-chain="31337"] [data-testid="balance-row"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol'))),
  ).toEqual(['ETH', 'dUSD', 'DEMO'])

  const balances = ((await page.evaluate(() => window.handle.getBalances())) as Balance[]).filter(
    (b) => b.chainId === 31337,
  )
  // USD values from the devchain's feeds (ETH at $3,000, dUSD at $1); DEMO has none configured.
  expect(
    balances.map(({ formatted, ...rest }) => ({ ...rest, formatted: parseUnits(formatted, rest.decimals) })),
  ).toEqual([
    {
      chainId: 31337,
      token: 'native',
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      value: eth.toString(),
      formatted: eth,
      usd: formatUnits(eth * 3000n, 18).replace(/\.0$/, ''),
    },
    {
      chainId: 31337,
      token: dUSD.address,
      symbol: 'dUSD',
      name: 'Demo Dollar',
      decimals: 6,
      value: usd.toString(),
      formatted: usd,
      usd: formatUnits(usd, 6).replace(/\.0$/, ''),
    },
    {
      chainId: 31337,
      token: DEMO.address,
      symbol: 'DEMO',
      name: 'Demo Token',
      decimals: 18,
      value: demo.toString(),
      formatted: demo,
    },
  ])
})

test('a transfer made outside the widget shows up within a few blocks, without a click', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: HOLDER_KEY })
  const frame = await mountConnected(page, wallet)
  await expect(balanceAmount(frame, dUSD.address)).toBeVisible()

  const before = await tokenBalance(dUSD.address, wallet.address)
  await payDusd(wallet.address, '12.5')
  const after = await tokenBalance(dUSD.address, wallet.address)
  expect(after - before).toBe(parseUnits('12.5', 6))
  await expect.poll(() => shownBalance(frame, dUSD.address, 6), { timeout: 8000 }).toBe(after)
})

test('host tokens: a reverting token is unavailable, bytes32 and 0-decimals tokens read right, chain metadata beats host labels', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: HOLDER_KEY })
  const frame = await mountConnected(page, wallet, {
    tokens: [
      { chainId: 31337, address: WHOLE.address },
      { chainId: 31337, address: BRKN.address, symbol: 'BRKN' },
      // A host label that lies: the chain says OLD with 18 decimals.
      { chainId: 31337, address: OLD.address, symbol: 'USDC', decimals: 6 },
      // The same token as a deployment default, in other case: merged, not shown twice.
      { chainId: 31337, address: dUSD.address.toLowerCase() as `0x${string}` },
    ],
  })

  await expect.poll(() => shownBalance(frame, WHOLE.address, 0)).toBe(await tokenBalance(WHOLE.address, wallet.address))
  await expect(balanceRow(frame, OLD.address)).toHaveAttribute('data-symbol', 'OLD')
  await expect.poll(() => shownBalance(frame, OLD.address, 18)).toBe(await tokenBalance(OLD.address, wallet.address))
  await expect(balanceRow(frame, BRKN.address).getByTestId('balance-error')).toHaveText(
    'Unavailable: balanceOf is disabled',
  )
  await expect(balanceAmount(frame, dUSD.address)).toBeVisible()
  await expect(frame.locator('[data-chain="31337"] [data-testid="balance-row"]')).toHaveCount(6)

  const balances = (await page.evaluate(() => window.handle.getBalances())) as Balance[]
  expect(balances.find((b) => b.token === BRKN.address)).toMatchObject({
    symbol: 'BRKN',
    error: 'balanceOf is disabled',
  })
  expect(balances.find((b) => b.token === OLD.address)).toMatchObject({
    symbol: 'OLD',
    decimals: 18,
    name: 'Old Style Token',
  })
  expect(balances.find((b) => b.token === WHOLE.address)).toMatchObject({ decimals: 0, formatted: '42', value: '42' })
})

test('a token only the host listed is marked "added by this site" with its address; one with dUSD’s symbol is shown as a look-alike', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  // The host's own token, and one it names dUSD (with a Cyrillic Ѕ) to pass for the deployment's.
  const factory = new ContractFactory(
    artifact('DemoToken').abi,
    artifact('DemoToken').bytecode,
    signer(account.privateKey),
  )
  const deploy = async (name: string, symbol: string) => {
    const token = await factory.deploy(name, symbol, 6, [account.address], parseUnits('25', 6))
    await token.waitForDeployment()
    return (await token.getAddress()) as `0x${string}`
  }
  const [points, fake] = [await deploy('Shop points', 'SHOP'), await deploy('Demo USD', 'dUЅD')]
  const frame = await mountConnected(page, wallet, {
    tokens: [
      { chainId: 31337, address: points },
      { chainId: 31337, address: fake },
    ],
  })

  await expect(balanceRow(frame, points).getByTestId('token-added-by-site')).toHaveText(`Added by this site: ${points}`)
  await expect(balanceRow(frame, points).getByTestId('token-lookalike')).toHaveCount(0)
  await expect(balanceRow(frame, fake).getByTestId('token-added-by-site')).toHaveText(`Added by this site: ${fake}`)
  await expect(balanceRow(frame, fake).getByTestId('token-lookalike')).toHaveText(
    'Look-alike of dUSD: not the dUSD this wallet lists',
  )
  // The deployment's own dUSD carries neither mark.
  await expect(balanceRow(frame, dUSD.address).getByTestId('token-added-by-site')).toHaveCount(0)
})

test('getBalances() rejects NOT_CONNECTED while disconnected', async ({ page }) => {
  await mountInline(page)
  const error = await page.evaluate(() => window.handle.getBalances().catch((e: { code: string }) => e.code))
  expect(error).toBe('NOT_CONNECTED')
})

test.describe('RPC cost, counted by a proxy in front of anvil', () => {
  let proxy: RpcProxy
  test.beforeAll(async () => {
    proxy = await RpcProxy.start(PROXY_PORT)
  })
  test.afterAll(async () => {
    await proxy.close()
  })

  for (const n of [1, 20]) {
    test(`one refresh of ${n} token(s) on one chain is exactly one eth_call, and none while idle`, async ({
      context,
      page,
    }) => {
      const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.rpcCost) })
      const tokens =
        n === 1 ? [dUSD.address] : await deployDemoTokens(signer(OUTSIDER_KEY), n, [wallet.address], 1_000_000n)
      const start = Date.now()
      const blockAtStart = await provider.getBlockNumber()
      const frame = await mountConnected(page, wallet, {
        widgetUrl: PROXIED_CHAIN_WIDGET_URL,
        tokens: tokens.map((address) => ({ chainId: 31337, address })),
      })
      // The native row, the config's dUSD, and the host's tokens (dUSD among them for n = 1, shown once).
      await expect(
        frame.locator('[data-chain="31337"] [data-testid="balance-row"] [data-testid="balance-amount"]'),
      ).toHaveCount(n === 1 ? 2 : n + 2)
      // The first load reads balances and metadata together: still one call.
      expect(proxy.count('eth_call', start)).toBe(1)

      // The event goes to the button itself: this test counts what one refresh costs, and a pointer's
      // click at the button's coordinates can miss it on a CI machine whose two cores run two browsers.
      const refreshAt = Date.now()
      await frame.getByRole('button', { name: 'Refresh' }).dispatchEvent('click')
      await expect
        .poll(() => proxy.count('eth_call', refreshAt))
        .toBe(1)
        .catch((error: Error) => {
          throw new Error(`${error.message}\n${callsSince(proxy, refreshAt - 5000)}`)
        })

      // Idle: no new block, so polling asks for the block number and nothing else, and the refresh
      // has cost no second call (idling is the test: the waiting is by the clock). The suite's other lane
      // (the phone, Firefox, WebKit) sends on this chain too: a block it mines meanwhile is a refresh of
      // its own, at most one call each (read back with ethers); with none, idle costs nothing.
      const idleFrom = Date.now()
      await page.waitForTimeout(3500)
      const blocksMined = (await provider.getBlockNumber()) - blockAtStart
      if (blocksMined === 0) {
        expect(proxy.count('eth_call', refreshAt)).toBe(1)
        expect(proxy.count('eth_call', idleFrom)).toBe(0)
      } else {
        expect(proxy.count('eth_call', refreshAt) - 1).toBeLessThanOrEqual(blocksMined)
        expect(proxy.count('eth_call', idleFrom)).toBeLessThanOrEqual(blocksMined)
      }
      expect(proxy.count('eth_blockNumber', idleFrom)).toBeGreaterThanOrEqual(2)
    })
  }
})

/** The proxy's log since `since` (ms after it), for a failure to say what the widget asked and when. */
function callsSince(proxy: RpcProxy, since: number): string {
  const calls = proxy.calls.filter((call) => call.at >= since)
  return `the calls from 5 s before the refresh: ${calls.map((call) => `${call.method}@${call.at - since}`).join(', ')}`
}
